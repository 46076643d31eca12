import { orderEventSchema } from '@fibre/domain/schemas/order-events';
import { describe, expect, it } from 'vitest';
import { isHttpError } from '../src/http-error';
import { enqueueOrderEvent, listOrderEvents } from '../src/orders/order-events';
import {
  acknowledgeOrder,
  findOrderState,
  listOrderStateChanges,
  moveOrder,
} from '../src/orders/order-lifecycle';
import { insertCustomer } from '../src/repositories/customer.repository';
import { describeEachDatabase } from './databases';

const PLACED = new Date('2026-11-23T10:00:00.000Z');
const LATER = new Date('2026-11-24T09:30:00.000Z');

/** The key of the HttpError a call failed with. */
async function errorKeyOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isHttpError(error)) return error.key;
    throw error;
  }
  throw new Error('The call did not fail');
}

describeEachDatabase('order lifecycle: states, audit trail and outbox', (ctx) => {
  const db = () => ctx.database.db;

  async function customer(): Promise<string> {
    const row = await insertCustomer(
      db(),
      { action: 'SIGNUP', status: 'ORDERED', email: 'sam.fibre@example.com', details: {} },
      PLACED,
    );
    return row.code;
  }

  async function rowsOf(code: string) {
    const [state, changes, events] = await Promise.all([
      findOrderState(db(), code),
      listOrderStateChanges(db(), code),
      listOrderEvents(db(), code),
    ]);
    return { state, changes, events };
  }

  describe('acknowledgeOrder', () => {
    it('stores acknowledged, the first history line by the website and order.created', async () => {
      const code = await customer();
      await db()
        .transaction()
        .execute((trx) => acknowledgeOrder(trx, code, PLACED));
      const { state, changes, events } = await rowsOf(code);
      expect(state).toEqual({ customer_code: code, state: 'acknowledged', updated_at: PLACED.toISOString() });
      expect(changes).toMatchObject([
        { from_state: null, to_state: 'acknowledged', actor: 'website', changed_at: PLACED.toISOString() },
      ]);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'order.created',
        created_at: PLACED.toISOString(),
        data: { order_code: code, state: 'acknowledged' },
      });
    });

    it('leaves no state, history or event when the transaction fails after it', async () => {
      const code = await customer();
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await acknowledgeOrder(trx, code, PLACED);
            throw new Error('crash after the write');
          }),
      ).rejects.toThrow('crash after the write');
      expect(await rowsOf(code)).toEqual({ state: undefined, changes: [], events: [] });
    });
  });

  describe('moveOrder', () => {
    async function placed(): Promise<string> {
      const code = await customer();
      await db()
        .transaction()
        .execute((trx) => acknowledgeOrder(trx, code, PLACED));
      return code;
    }

    it('moves acknowledged to inProgress to completed, each with its actor, reason and event', async () => {
      const code = await placed();
      await db()
        .transaction()
        .execute((trx) =>
          moveOrder(trx, code, 'inProgress', { actor: 'field-service', reason: 'Engineer assigned' }, LATER),
        );
      await db()
        .transaction()
        .execute((trx) =>
          moveOrder(trx, code, 'completed', { actor: 'ops@heybroadband.example', reason: 'Live' }, LATER),
        );
      const { state, changes, events } = await rowsOf(code);
      expect(state?.state).toBe('completed');
      expect(
        changes.map((change) => [change.from_state, change.to_state, change.actor, change.reason]),
      ).toEqual([
        [null, 'acknowledged', 'website', 'Order placed on the website'],
        ['acknowledged', 'inProgress', 'field-service', 'Engineer assigned'],
        ['inProgress', 'completed', 'ops@heybroadband.example', 'Live'],
      ]);
      expect(events.map((event) => event.type)).toEqual([
        'order.created',
        'order.state_changed',
        'order.state_changed',
      ]);
      expect(events[2]?.data).toEqual({
        order_code: code,
        state: 'completed',
        previous_state: 'inProgress',
        reason: 'Live',
        actor: 'ops@heybroadband.example',
      });
    });

    it('writes order.cancelled after order.state_changed, with the amount owed in pounds', async () => {
      const code = await placed();
      await db()
        .transaction()
        .execute((trx) =>
          moveOrder(
            trx,
            code,
            'cancelled',
            { actor: 'website', reason: 'Changed my mind', amountOwedPence: 1250 },
            LATER,
          ),
        );
      const { events } = await rowsOf(code);
      expect(events.map((event) => event.type)).toEqual([
        'order.created',
        'order.state_changed',
        'order.cancelled',
      ]);
      expect(events[2]?.data).toEqual({
        order_code: code,
        state: 'cancelled',
        reason: 'Changed my mind',
        amount_owed: 12.5,
      });
    });

    it('refuses a move the domain rule does not allow, and writes nothing', async () => {
      const code = await placed();
      const before = await rowsOf(code);
      expect(
        await errorKeyOf(
          db()
            .transaction()
            .execute((trx) => moveOrder(trx, code, 'completed', { actor: 'billing', reason: 'Skip' }, LATER)),
        ),
      ).toBe('order.transition_not_allowed');
      expect(await rowsOf(code)).toEqual(before);
    });

    it('refuses to move an order out of a final state', async () => {
      const code = await placed();
      await db()
        .transaction()
        .execute((trx) =>
          moveOrder(trx, code, 'failed', { actor: 'network', reason: 'No route to the property' }, LATER),
        );
      expect(
        await errorKeyOf(moveOrder(db(), code, 'inProgress', { actor: 'network', reason: 'Retry' }, LATER)),
      ).toBe('order.transition_not_allowed');
    });

    it('answers order.not_found for a customer whose order was never placed', async () => {
      const code = await customer();
      expect(
        await errorKeyOf(moveOrder(db(), code, 'inProgress', { actor: 'billing', reason: 'x' }, LATER)),
      ).toBe('order.not_found');
    });

    it('rolls the state, history and events back together when the transaction fails', async () => {
      const code = await placed();
      const before = await rowsOf(code);
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await moveOrder(trx, code, 'cancelled', { actor: 'website', reason: 'Changed my mind' }, LATER);
            throw new Error('crash after the move');
          }),
      ).rejects.toThrow('crash after the move');
      expect(await rowsOf(code)).toEqual(before);
    });

    it('lets one of two racing moves from the same state win', async () => {
      const code = await placed();
      const outcomes = await Promise.allSettled(
        ['billing', 'field-service'].map((actor) =>
          db()
            .transaction()
            .execute((trx) => moveOrder(trx, code, 'inProgress', { actor, reason: 'Work started' }, LATER)),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const { changes, events } = await rowsOf(code);
      expect(changes).toHaveLength(2);
      expect(events.filter((event) => event.type === 'order.state_changed')).toHaveLength(1);
    });
  });

  describe('enqueueOrderEvent', () => {
    it('stores the envelope exactly as it is delivered, with a UUIDv7 id', async () => {
      const code = await customer();
      const event = await enqueueOrderEvent(
        db(),
        {
          type: 'order.installation_rescheduled',
          customerCode: code,
          data: {
            state: 'acknowledged',
            installation: { day: '2026-12-02', time: '13:00-18:00' },
            previous_installation: { day: '2026-11-27', time: '08:00-13:00' },
          },
        },
        LATER,
      );
      expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const row = await db()
        .selectFrom('order_event')
        .selectAll()
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'order.installation_rescheduled', customer_code: code });
      expect(JSON.parse(row.body)).toEqual(event);
      expect(orderEventSchema.parse(JSON.parse(row.body))).toEqual(event);
    });

    it('refuses an envelope its schema does not describe, storing nothing', async () => {
      const code = await customer();
      await expect(
        enqueueOrderEvent(
          db(),
          // `changed` must name at least one detail: the types allow an empty list, the schema does not.
          { type: 'order.contact_changed', customerCode: code, data: { state: 'acknowledged', changed: [] } },
          LATER,
        ),
      ).rejects.toThrow();
      expect(await listOrderEvents(db(), code)).toEqual([]);
    });
  });
});
