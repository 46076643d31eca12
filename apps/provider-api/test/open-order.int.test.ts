import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate';
import { AUTH, describeEachApi } from './app';
import { callMeBody, interestBody, orderBody, prospectBody } from './bodies';
import { describeEachDatabase } from './databases';

/**
 * Issue 9: fifty concurrent SIGNUPs without an Idempotency-Key made fifty customers and fifty orders
 * at one uprn. An address now holds one open order; the second gets 409 customer.open_order_exists,
 * held by a primary key (decision 0173), so it holds under concurrency on both databases.
 */
describeEachApi('one open order per address', (ctx) => {
  const post = (action: string, payload: object, headers: Record<string, string> = AUTH) =>
    ctx.app.inject({ method: 'POST', url: `/customer/${action}`, headers, payload });
  const rowsAt = async (uprn: string) => ({
    customers: await ctx.database.db
      .selectFrom('customer')
      .select(['code', 'status'])
      .where('uprn', '=', uprn)
      .where('status', 'in', ['PREACTIVE', 'PREORDER'])
      .execute(),
    claims: await ctx.database.db.selectFrom('open_order').selectAll().where('uprn', '=', uprn).execute(),
  });

  it('takes exactly one of 50 concurrent sign-ups at one uprn and refuses the rest with 409', async () => {
    const uprn = '100000000002';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post('SIGNUP', orderBody({ email: `racer${index}@example.com` }, uprn)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json()).toEqual({
        error: 'customer.open_order_exists',
        message: `There is already an order in progress at this address. To change it, call us on ${PROVIDER_PHONE.display}.`,
      });
    }
    const winner = responses.find((response) => response.statusCode === 201)!.json().code as string;
    const { customers, claims } = await rowsAt(uprn);
    expect(customers).toEqual([{ code: winner, status: 'PREACTIVE' }]);
    expect(claims).toMatchObject([{ uprn, customer_code: winner }]);
    const orders = await ctx.database.db
      .selectFrom('customer_order')
      .innerJoin('customer', 'customer.code', 'customer_order.customer_code')
      .select('customer_order.id')
      .where('customer.uprn', '=', uprn)
      .execute();
    expect(orders).toHaveLength(1);
    const workOrders = await ctx.database.db
      .selectFrom('work_order')
      .select('id')
      .where('customer_code', '=', winner)
      .execute();
    expect(workOrders).toHaveLength(1);
  });

  it('refuses a pre-order where a pre-order is open, and a sign-up after it', async () => {
    const uprn = '100000000022';
    expect((await post('PREORDER', orderBody({ addons: [], promotions: [] }, uprn))).statusCode).toBe(201);
    const again = await post('PREORDERDDSDU', orderBody({ addons: [], promotions: [] }, uprn));
    expect({ status: again.statusCode, key: again.json().error }).toEqual({
      status: 409,
      key: 'customer.open_order_exists',
    });
    expect((await rowsAt(uprn)).customers).toHaveLength(1);
  });

  it('still lets the open order be changed (UPDATE), and interest, call-backs and prospects be left', async () => {
    const uprn = '100000000004';
    const signup = await post('SIGNUP', orderBody({ email: 'keeper@example.com' }, uprn));
    expect(signup.statusCode).toBe(201);
    const update = await post('UPDATE', orderBody({ email: 'keeper@example.com', addons: [] }, uprn));
    expect(update.statusCode).toBe(200);
    expect(update.json().code).toBe(signup.json().code);
    expect((await post('CALLME', callMeBody({ uprn, postcode: 'HB1 1AA' }))).statusCode).toBe(201);
    expect((await post('PROSPECT', prospectBody({ uprn }))).statusCode).toBe(201);
    expect((await post('ROI', interestBody({}, '100000000021'))).statusCode).toBe(201);
    expect((await rowsAt(uprn)).customers).toHaveLength(1);
  });

  it('stores and replays the refusal under an Idempotency-Key, and one key still makes one customer', async () => {
    const uprn = '100000000005';
    const headers = { ...AUTH, 'idempotency-key': 'open-order-key-1' };
    const body = orderBody({ email: 'one.key@example.com' }, uprn);
    const responses = await Promise.all(Array.from({ length: 50 }, () => post('SIGNUP', body, headers)));
    const created = responses.filter((response) => response.statusCode === 201);
    expect(new Set(created.map((response) => response.json().code)).size).toBe(1);
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    expect((await rowsAt(uprn)).customers).toHaveLength(1);

    const otherKey = { ...AUTH, 'idempotency-key': 'open-order-key-2' };
    const other = orderBody({ email: 'second.person@example.com' }, uprn);
    const refused = await post('SIGNUP', other, otherKey);
    const replayed = await post('SIGNUP', other, otherKey);
    expect(refused.statusCode).toBe(409);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());
  });
});

describeEachDatabase(
  'the open-order migration on a database that already holds duplicates',
  (ctx) => {
    it('keeps every customer and gives the claim to the earliest open order of each uprn', async () => {
      const { db } = ctx.database;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      // Back to just before the open-order table (later migrations are undone first).
      const names = Object.keys(MIGRATIONS);
      const before = names[names.indexOf('2026-11-23-open-order-per-uprn') - 1]!;
      const down = await migrator.migrateTo(before);
      expect(down.results?.at(-1)).toMatchObject({
        migrationName: '2026-11-23-open-order-per-uprn',
        status: 'Success',
      });
      const customer = (code: string, uprn: string | null, status: string, created_at: string) => ({
        code,
        action: 'SIGNUP',
        status,
        uprn,
        details: '{}',
        created_at,
        updated_at: created_at,
      });
      await db
        .insertInto('customer')
        .values([
          customer('FBLATE', '100000000001', 'PREACTIVE', '2026-11-20T10:00:00.000Z'),
          customer('FBEARLY', '100000000001', 'PREACTIVE', '2026-11-19T10:00:00.000Z'),
          customer('FBTIEB', '100000000002', 'PREORDER', '2026-11-19T10:00:00.000Z'),
          customer('FBTIEA', '100000000002', 'PREORDER', '2026-11-19T10:00:00.000Z'),
          customer('FBROI', '100000000003', 'INTEREST', '2026-11-18T10:00:00.000Z'),
          customer('FBPLOT', null, 'PREORDER', '2026-11-18T10:00:00.000Z'),
        ])
        .execute();
      await migrateToLatest(db);
      const claims = await db
        .selectFrom('open_order')
        .select(['uprn', 'customer_code'])
        .orderBy('uprn')
        .execute();
      expect(claims).toEqual([
        { uprn: '100000000001', customer_code: 'FBEARLY' },
        { uprn: '100000000002', customer_code: 'FBTIEA' },
      ]);
      expect(await db.selectFrom('customer').select('code').execute()).toHaveLength(6);
    });
  },
  { seed: false },
);

describe('MIGRATIONS', () => {
  it('applies the open-order table after the tables it refers to, in name order', () => {
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('2026-11-23-open-order-per-uprn')).toBeGreaterThan(
      names.indexOf('2026-11-22-initial-schema'),
    );
  });
});
