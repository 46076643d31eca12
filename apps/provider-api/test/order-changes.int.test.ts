import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { listOrderEvents } from '../src/orders/order-events';
import { listOrderStateChanges } from '../src/orders/order-lifecycle';
import { AUTH, describeEachApi, releaseOpenOrders } from './app';
import { orderBody } from './bodies';

// Monday 23 November 2026, 10:00: the work order offers slots from Thursday 26th to 9 December.
const PLACED = new Date('2026-11-23T10:00:00.000Z');
const VISIT = { day: '2026-11-30', time: '08:00-13:00' } as const;
const BANK = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
// Room for every order of the suite in one slot; the full-slot test makes its own full slot.
const CAPACITY = 50;

let now = PLACED;
const at = (iso: string) => {
  now = new Date(iso);
};

describeEachApi(
  'changing a placed order: reschedule, cancel within 14 days, contact details',
  (ctx) => {
    const post = (url: string, payload: unknown, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: key ? { ...AUTH, 'idempotency-key': key } : AUTH,
        payload: payload as object,
      });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: AUTH });
    const db = () => ctx.database.db;

    /** A sign-up placed on PLACED with its visit on VISIT (or another slot), the 14-day answer given. */
    async function placedOrder(options: { start?: boolean; visit?: { day: string; time: string } } = {}) {
      at(PLACED.toISOString());
      await releaseOpenOrders(db());
      const signUp = await post('/customer/SIGNUP', orderBody());
      expect(signUp.statusCode).toBe(201);
      const code: string = signUp.json().code;
      const workOrder: string = signUp.json().work_order.id_workorder;
      const booked = await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${workOrder}`,
        headers: AUTH,
        payload: options.visit ?? VISIT,
      });
      expect(booked.statusCode).toBe(200);
      expect((await post(`/customer/${code}/direct-debit`, BANK)).statusCode).toBe(201);
      const confirmed = await post(`/customer/${code}/confirm`, {
        start_within_cancellation_period: options.start ?? true,
      });
      expect(confirmed.statusCode).toBe(201);
      return { code, workOrder };
    }

    async function booked(day: string, time: string): Promise<number> {
      const row = await db()
        .selectFrom('installation_slot')
        .select('booked')
        .where('id', '=', `${day} ${time}`)
        .executeTakeFirst();
      return row?.booked ?? 0;
    }

    const eventTypes = async (code: string) => (await listOrderEvents(db(), code)).map((event) => event.type);

    describe('GET /order/{code}/installation-options and POST /order/{code}/reschedule', () => {
      it("offers the checkout's window for today until the cut-off, with the visit and its cut-off day", async () => {
        const { code } = await placedOrder({ visit: { day: '2026-12-01', time: '08:00-13:00' } });
        at('2026-11-24T09:00:00.000Z');
        const response = await get(`/order/${code}/installation-options`);
        expect(response.statusCode).toBe(200);
        const options = response.json();
        expect(options).toMatchObject({
          code,
          installation: { day: '2026-12-01', time: '08:00-13:00' },
          // Two working days before Tuesday 1 December (Monday 30th, then Friday 27th): Friday 27 November.
          cutoff_day: '2026-11-27',
          refusal: null,
          // Ordered today (Tuesday 24th), the checkout would offer from Friday 27th for 14 days.
          window_start: '2026-11-27',
          window_end: '2026-12-10',
        });
        expect(options.slots[0]).toMatchObject({ day: '2026-11-27', time: '08:00-13:00' });
        expect(options.slots.find((slot: { selected: boolean }) => slot.selected)).toMatchObject({
          day: '2026-12-01',
          time: '08:00-13:00',
        });
      });

      it('moves the visit: the old place given back, the new one taken, one event with both slots', async () => {
        const { code, workOrder } = await placedOrder({ visit: { day: '2026-12-02', time: '13:00-18:00' } });
        at('2026-11-25T12:00:00.000Z');
        const before = await booked('2026-12-02', '13:00-18:00');
        const response = await post(
          `/order/${code}/reschedule`,
          { day: '2026-12-08', time: '08:00-13:00' },
          `move-${code}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          code,
          state: 'acknowledged',
          installation: { work_order_id: workOrder, day: '2026-12-08', time: '08:00-13:00' },
        });
        expect(await booked('2026-12-02', '13:00-18:00')).toBe(before - 1);
        expect(await booked('2026-12-08', '08:00-13:00')).toBe(1);
        const events = await listOrderEvents(db(), code);
        expect(events.map((event) => event.type)).toEqual([
          'order.created',
          'order.installation_rescheduled',
        ]);
        expect(events[1]?.data).toEqual({
          order_code: code,
          state: 'acknowledged',
          installation: { day: '2026-12-08', time: '08:00-13:00' },
          previous_installation: { day: '2026-12-02', time: '13:00-18:00' },
        });

        // The same key replays the answer and writes nothing more.
        const replay = await post(
          `/order/${code}/reschedule`,
          { day: '2026-12-08', time: '08:00-13:00' },
          `move-${code}`,
        );
        expect(replay.statusCode).toBe(200);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(await eventTypes(code)).toEqual(['order.created', 'order.installation_rescheduled']);
        expect(await booked('2026-12-08', '08:00-13:00')).toBe(1);
      });

      it('refuses the slot already booked (422 order.same_slot) and one outside the window (422 slot.not_offered)', async () => {
        const { code } = await placedOrder();
        at('2026-11-24T09:00:00.000Z');
        const same = await post(`/order/${code}/reschedule`, VISIT);
        expect(same.statusCode).toBe(422);
        expect(same.json().error).toBe('order.same_slot');
        // Thursday 26th is no longer offered on Tuesday 24th: the window starts on Friday 27th.
        const early = await post(`/order/${code}/reschedule`, { day: '2026-11-26', time: '08:00-13:00' });
        expect(early.statusCode).toBe(422);
        expect(early.json().error).toBe('slot.not_offered');
        const sunday = await post(`/order/${code}/reschedule`, { day: '2026-12-06', time: '08:00-13:00' });
        expect(sunday.json().error).toBe('slot.not_offered');
        expect(await eventTypes(code)).toEqual(['order.created']);
      });

      it('refuses a full slot with 409 slot.full and keeps the visit', async () => {
        const { code } = await placedOrder();
        at('2026-11-24T09:00:00.000Z');
        await db()
          .insertInto('installation_slot')
          .values({
            id: '2026-12-09 13:00-18:00',
            day: '2026-12-09',
            time: '13:00-18:00',
            capacity: 3,
            booked: 3,
          })
          .onConflict((oc) => oc.column('id').doUpdateSet({ booked: 3, capacity: 3 }))
          .execute();
        const response = await post(`/order/${code}/reschedule`, { day: '2026-12-09', time: '13:00-18:00' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: 'slot.full', message: ERROR_MESSAGES['slot.full'] });
        const view = await get(`/order/${code}`);
        expect(view.json().installation).toMatchObject(VISIT);
        expect(await eventTypes(code)).toEqual(['order.created']);
      });

      it('refuses after the cut-off (409 order.reschedule_closed) and says so in the options', async () => {
        const { code } = await placedOrder();
        // The visit is on Monday 30th; its cut-off was Thursday 26th.
        at('2026-11-27T08:00:00.000Z');
        const options = await get(`/order/${code}/installation-options`);
        expect(options.json()).toMatchObject({
          refusal: 'cutoff_passed',
          cutoff_day: '2026-11-26',
          slots: [],
        });
        const response = await post(`/order/${code}/reschedule`, { day: '2026-12-08', time: '08:00-13:00' });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('order.reschedule_closed');
      });

      it('answers 404 order.not_found for an order never placed and 400 for a bad body', async () => {
        const missing = await post('/order/NOSUCHCODE1/reschedule', {
          day: '2026-12-08',
          time: '08:00-13:00',
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error).toBe('order.not_found');
        expect((await get('/order/NOSUCHCODE1/installation-options')).statusCode).toBe(404);
        const { code } = await placedOrder();
        const bad = await post(`/order/${code}/reschedule`, { day: 'tomorrow', time: 'morning' });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toBe('validation.invalid_body');
      });
    });

    describe('GET /order/{code}/cancellation and POST /order/{code}/cancel', () => {
      it('cancels within the 14 days: state, history, both events with the amount owed, the order withdrawn', async () => {
        const { code, workOrder } = await placedOrder({ start: true });
        const monthly: number = (await get(`/order/${code}`)).json().monthly_price;
        // The service started on Monday 30th; cancelling on Tuesday 1 December: 2 days supplied.
        at('2026-12-01T15:00:00.000Z');
        const owed = Math.round((Math.round(monthly * 100) * 12 * 2) / 365) / 100;
        const terms = await get(`/order/${code}/cancellation`);
        expect(terms.statusCode).toBe(200);
        expect(terms.json()).toEqual({
          code,
          placed_on: '2026-11-23',
          last_day: '2026-12-07',
          refusal: null,
          start_within_cancellation_period: true,
          days_supplied: 2,
          amount_owed: owed,
        });
        const slotBefore = await booked(VISIT.day, VISIT.time);

        const response = await post(`/order/${code}/cancel`, { reason: 'Moving house' }, `cancel-${code}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ code, state: 'cancelled', installation: null });
        const history = await listOrderStateChanges(db(), code);
        expect(history.at(-1)).toMatchObject({
          from_state: 'acknowledged',
          to_state: 'cancelled',
          actor: 'website',
          reason: 'Cancelled by the customer within the 14-day cancellation period: Moving house',
        });
        const events = await listOrderEvents(db(), code);
        expect(events.map((event) => event.type)).toEqual([
          'order.created',
          'order.state_changed',
          'order.cancelled',
        ]);
        expect(events[2]?.data).toMatchObject({ order_code: code, state: 'cancelled', amount_owed: owed });
        // Withdrawn as a website cancellation is: the customer, the address claim, the visit.
        const customer = await db()
          .selectFrom('customer')
          .select('status')
          .where('code', '=', code)
          .executeTakeFirst();
        expect(customer?.status).toBe('CANCELLED');
        expect(
          await db().selectFrom('open_order').selectAll().where('customer_code', '=', code).execute(),
        ).toEqual([]);
        expect(await db().selectFrom('work_order').selectAll().where('id', '=', workOrder).execute()).toEqual(
          [],
        );
        expect(await booked(VISIT.day, VISIT.time)).toBe(slotBefore - 1);

        const replay = await post(`/order/${code}/cancel`, { reason: 'Moving house' }, `cancel-${code}`);
        expect(replay.statusCode).toBe(200);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        const again = await post(`/order/${code}/cancel`, {});
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe('order.not_open');
        expect((await get(`/order/${code}/cancellation`)).json().refusal).toBe('order_closed');
      });

      it('cancels a live (completed) order within the 14 days, owing the days supplied; the visit can no longer move', async () => {
        const { code } = await placedOrder({ start: true });
        const monthly: number = (await get(`/order/${code}`)).json().monthly_price;
        const staffMove = (state: string, reason: string) =>
          post(`/order/${code}/state`, { state, reason, actor: 'field-service' }, `${state}-${code}`);
        // Installed on Monday 30th and live; the customer cancels on Thursday 3 December: 4 days supplied.
        at('2026-11-30T16:00:00.000Z');
        expect((await staffMove('inProgress', 'Engineer on site')).statusCode).toBe(200);
        expect((await staffMove('completed', 'Installed')).statusCode).toBe(200);
        at('2026-12-03T10:00:00.000Z');
        const owed = Math.round((Math.round(monthly * 100) * 12 * 4) / 365) / 100;
        expect((await get(`/order/${code}/cancellation`)).json()).toMatchObject({
          refusal: null,
          days_supplied: 4,
          amount_owed: owed,
        });
        expect((await get(`/order/${code}/installation-options`)).json().refusal).toBe('order_closed');
        const moved = await post(`/order/${code}/reschedule`, { day: '2026-12-10', time: '08:00-13:00' });
        expect({ status: moved.statusCode, key: moved.json().error }).toEqual({
          status: 409,
          key: 'order.not_open',
        });

        const response = await post(`/order/${code}/cancel`, {}, `cancel-live-${code}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ state: 'cancelled' });
        expect((await listOrderStateChanges(db(), code)).at(-1)).toMatchObject({
          from_state: 'completed',
          to_state: 'cancelled',
          actor: 'website',
        });
        expect((await listOrderEvents(db(), code)).at(-1)).toMatchObject({
          type: 'order.cancelled',
          data: { order_code: code, state: 'cancelled', amount_owed: owed },
        });
        expect((await get(`/customer/${code}`)).json().status).toBe('CANCELLED');
      });

      it('owes nothing when the customer did not ask to start within the 14 days', async () => {
        const { code } = await placedOrder({ start: false });
        at('2026-12-03T10:00:00.000Z');
        expect((await get(`/order/${code}/cancellation`)).json()).toMatchObject({
          refusal: null,
          days_supplied: 4,
          amount_owed: 0,
        });
        expect((await post(`/order/${code}/cancel`, {})).statusCode).toBe(200);
        const events = await listOrderEvents(db(), code);
        expect(events.at(-1)?.data).toMatchObject({ amount_owed: 0 });
      });

      it('refuses after the last day (409 order.cancellation_period_over) and a business (409 order.no_cancellation_right)', async () => {
        const { code } = await placedOrder();
        at('2026-12-08T00:30:00.000Z');
        expect((await get(`/order/${code}/cancellation`)).json()).toMatchObject({
          last_day: '2026-12-07',
          refusal: 'period_over',
        });
        const late = await post(`/order/${code}/cancel`, {});
        expect(late.statusCode).toBe(409);
        expect(late.json().error).toBe('order.cancellation_period_over');

        at('2026-11-24T10:00:00.000Z');
        const uprn = orderBody().uprn;
        const address = await db()
          .selectFrom('address')
          .select('address_type')
          .where('uprn', '=', uprn)
          .executeTakeFirstOrThrow();
        await db().updateTable('address').set({ address_type: 'BUS' }).where('uprn', '=', uprn).execute();
        try {
          const business = await post(`/order/${code}/cancel`, {});
          expect(business.statusCode).toBe(409);
          expect(business.json().error).toBe('order.no_cancellation_right');
          expect((await get(`/order/${code}/cancellation`)).json()).toMatchObject({
            last_day: null,
            refusal: 'business',
          });
        } finally {
          await db()
            .updateTable('address')
            .set({ address_type: address.address_type })
            .where('uprn', '=', uprn)
            .execute();
        }
        expect(await eventTypes(code)).toEqual(['order.created']);
      });
    });

    describe('POST /order/{code}/contact', () => {
      it('changes the phone and the e-mail, moves the address claim, and names what changed in one event', async () => {
        const { code } = await placedOrder();
        at('2026-11-24T10:00:00.000Z');
        const phone = await post(`/order/${code}/contact`, { phone: '01632 960 001' }, `phone-${code}`);
        expect(phone.statusCode).toBe(200);
        expect(phone.json().customer).toMatchObject({ phone: '01632960001', email: 'sam.fibre@example.com' });
        const email = await post(`/order/${code}/contact`, { email: 'sam.new@example.com' });
        expect(email.json().customer).toMatchObject({ phone: '01632960001', email: 'sam.new@example.com' });
        const claim = await db()
          .selectFrom('open_order')
          .select('email')
          .where('customer_code', '=', code)
          .execute();
        expect(claim).toEqual([{ email: 'sam.new@example.com' }]);
        const events = await listOrderEvents(db(), code);
        expect(events.slice(1).map((event) => event.data)).toEqual([
          { order_code: code, state: 'acknowledged', changed: ['phone'] },
          { order_code: code, state: 'acknowledged', changed: ['email'] },
        ]);

        // The same details again change nothing and tell nobody.
        const same = await post(`/order/${code}/contact`, {
          phone: '01632960001',
          email: 'SAM.NEW@example.com',
        });
        expect(same.statusCode).toBe(200);
        expect(await eventTypes(code)).toHaveLength(3);
      });

      it('refuses an empty or wrong body (400) and a cancelled order (409 order.not_open)', async () => {
        const { code } = await placedOrder();
        expect((await post(`/order/${code}/contact`, {})).statusCode).toBe(400);
        expect((await post(`/order/${code}/contact`, { phone: '123' })).json().error).toBe(
          'validation.invalid_body',
        );
        expect(
          (await post(`/order/${code}/contact`, { email: 'x@example.com', name: 'Eve' })).statusCode,
        ).toBe(400);
        expect((await post(`/order/${code}/cancel`, {})).statusCode).toBe(200);
        const closed = await post(`/order/${code}/contact`, { phone: '01632 960 001' });
        expect(closed.statusCode).toBe(409);
        expect(closed.json().error).toBe('order.not_open');
      });
    });
  },
  { app: { clock: () => now, config: { slotCapacity: CAPACITY } } },
);
