import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate';
import { insertConfirmation } from '../src/orders/order-confirmation.repository';
import { findOrderState, listOrderStateChanges } from '../src/orders/order-lifecycle';
import { insertCustomer } from '../src/repositories/customer.repository';
import { describeEachDatabase } from './databases';

const PLACED = new Date('2026-11-20T09:00:00.000Z');
const CANCELLED_AT = '2026-11-21T15:00:00.000Z';

/** Orders placed before the order-lifecycle migration get a state and a history from what is known. */
describeEachDatabase('the order-lifecycle migration', (ctx) => {
  it('gives earlier orders their state and history, no events, and can be undone', async () => {
    const db = ctx.database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]).toMatchObject({
      migrationName: '2026-11-28T00-00-order-lifecycle',
      direction: 'Down',
    });

    const placed = await insertCustomer(db, { action: 'SIGNUP', status: 'ORDERED', details: {} }, PLACED);
    const cancelled = await insertCustomer(
      db,
      { action: 'PREORDER', status: 'CANCELLED', details: {} },
      PLACED,
    );
    const open = await insertCustomer(db, { action: 'SIGNUP', status: 'PREACTIVE', details: {} }, PLACED);
    for (const code of [placed.code, cancelled.code]) {
      await insertConfirmation(
        db,
        { customerCode: code, startWithinCancellationPeriod: false, emailTo: null },
        PLACED,
      );
    }
    await db
      .insertInto('order_cancellation')
      .values({ customer_code: cancelled.code, reason: 'CANCELLED', cancelled_at: CANCELLED_AT })
      .execute();

    await migrateToLatest(db);

    expect(await findOrderState(db, placed.code)).toEqual({
      customer_code: placed.code,
      state: 'acknowledged',
      updated_at: PLACED.toISOString(),
    });
    expect(await findOrderState(db, cancelled.code)).toEqual({
      customer_code: cancelled.code,
      state: 'cancelled',
      updated_at: CANCELLED_AT,
    });
    expect(await findOrderState(db, open.code)).toBeUndefined();
    const trail = await listOrderStateChanges(db, cancelled.code);
    expect(
      trail.map((change) => [change.from_state, change.to_state, change.actor, change.changed_at]),
    ).toEqual([
      [null, 'acknowledged', 'migration', PLACED.toISOString()],
      ['acknowledged', 'cancelled', 'migration', CANCELLED_AT],
    ]);
    expect(await db.selectFrom('order_event').selectAll().execute()).toEqual([]);
  });
});
