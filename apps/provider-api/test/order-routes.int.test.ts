import { orderEventSchema } from '@fibre/domain/schemas/order-events';
import { orderSearchResponseSchema, orderViewSchema } from '@fibre/domain/schemas/order-view';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../src/orders/pdf-text.test-support';
import { AUTH, describeEachApi, releaseOpenOrders } from './app';
import { orderBody } from './bodies';

// Monday 23 November 2026: the work order offers slots from Thursday 26th.
const NOW = new Date('2026-11-23T10:00:00.000Z');
const BANK = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
const MOVE = { actor: 'ops@heybroadband.example', reason: 'Engineer assigned' };

/** The provider API's /order routes (issue 23, decision 0633) on both databases. */
describeEachApi(
  'placed orders: view, search, lookup, moves and receipt',
  (ctx) => {
    const db = () => ctx.database.db;
    const post = (url: string, payload: unknown, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
    const get = (url: string, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'GET', url, headers });

    async function signUp(
      overrides: Record<string, unknown> = {},
    ): Promise<{ code: string; workOrder: string }> {
      await releaseOpenOrders(db());
      const response = await post('/customer/SIGNUP', orderBody(overrides));
      expect(response.statusCode).toBe(201);
      return { code: response.json().code, workOrder: response.json().work_order.id_workorder };
    }

    async function book(workOrder: string): Promise<{ day: string; time: string }> {
      const schedule = await get(`/workorder/schedule/${workOrder}`);
      const free = schedule
        .json()
        .slots.find(
          (slot: { day: string; available: boolean }) => slot.available && slot.day >= '2026-11-30',
        );
      const chosen = { day: free.day, time: free.time };
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${workOrder}`,
        headers: AUTH,
        payload: chosen,
      });
      expect(response.statusCode).toBe(200);
      return chosen;
    }

    /** A sign-up booked, with a Direct Debit, placed on the review step. */
    async function placed(overrides: Record<string, unknown> = {}) {
      const { code, workOrder } = await signUp(overrides);
      const slot = await book(workOrder);
      expect((await post(`/customer/${code}/direct-debit`, BANK)).statusCode).toBe(201);
      const confirmed = await post(`/customer/${code}/confirm`, { start_within_cancellation_period: true });
      expect(confirmed.statusCode).toBe(201);
      return { code, workOrder, slot };
    }

    const move = (code: string, body: Record<string, unknown>, key?: string) =>
      post(`/order/${code}/state`, body, key ? { ...AUTH, 'idempotency-key': key } : AUTH);

    async function eventsOf(code: string) {
      const rows = await db()
        .selectFrom('order_event')
        .select('body')
        .where('customer_code', '=', code)
        .orderBy('id')
        .execute();
      return rows.map((row) => orderEventSchema.parse(JSON.parse(row.body)));
    }

    async function trailOf(code: string) {
      const [state, changes, events] = await Promise.all([
        db().selectFrom('order_state').selectAll().where('customer_code', '=', code).executeTakeFirst(),
        db().selectFrom('order_state_change').selectAll().where('customer_code', '=', code).execute(),
        eventsOf(code),
      ]);
      return { state, changes: changes.length, events: events.map((event) => event.type) };
    }

    describe('confirming an order', () => {
      it('acknowledges it: state, one history line by the website and order.created, once', async () => {
        const { code } = await placed();
        expect(await trailOf(code)).toMatchObject({
          state: { state: 'acknowledged', updated_at: NOW.toISOString() },
          changes: 1,
          events: ['order.created'],
        });
        const again = await post(`/customer/${code}/confirm`, { start_within_cancellation_period: true });
        expect(again.statusCode).toBe(409);
        expect((await trailOf(code)).events).toEqual(['order.created']);
      });

      it('writes no state, history or event when the confirmation is refused', async () => {
        const { code } = await signUp();
        const refused = await post(`/customer/${code}/confirm`, { start_within_cancellation_period: false });
        expect(refused.json().error).toBe('order.installation_not_booked');
        expect(await trailOf(code)).toEqual({ state: undefined, changes: 0, events: [] });
      });
    });

    describe('GET /order/{code}', () => {
      it('shows the placed order with its state, history, items, slot and masked Direct Debit', async () => {
        const { code, workOrder, slot } = await placed();
        const response = await get(`/order/${code.toLowerCase()}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const view = orderViewSchema.parse(response.json());
        expect(view).toEqual({
          code,
          state: 'acknowledged',
          placed_at: NOW.toISOString(),
          preorder: false,
          history: [
            {
              from_state: null,
              to_state: 'acknowledged',
              actor: 'website',
              reason: 'Order placed on the website',
              changed_at: NOW.toISOString(),
            },
          ],
          customer: {
            title: 'MR',
            first_name: 'Sam',
            surname: 'Fibre',
            email: 'sam.fibre@example.com',
            phone: expect.any(String),
          },
          address: {
            uprn: '100000000001',
            address: expect.any(String),
            postcode: expect.any(String),
            address_type: 'RES',
          },
          products: [1002, 9001],
          promotions: [2],
          monthly_price: expect.any(Number),
          start_within_cancellation_period: true,
          installation: { work_order_id: workOrder, ...slot },
          direct_debit: { account_name: 'Sam Fibre', sort_code_last2: '99', account_number_last2: '58' },
          switch_order: null,
        });
        expect(JSON.stringify(view)).not.toContain('66374958');
      });

      it('answers 404 order.not_found for an unknown code and for an order not yet placed', async () => {
        const { code } = await signUp();
        for (const unknown of ['FBNOSUCH22', code]) {
          const response = await get(`/order/${unknown}`);
          expect({ status: response.statusCode, key: response.json().error }).toEqual({
            status: 404,
            key: 'order.not_found',
          });
        }
      });

      it('needs the token', async () => {
        const { code } = await placed();
        expect((await get(`/order/${code}`, {})).statusCode).toBe(401);
      });
    });

    describe('GET /order?search=', () => {
      it('finds an order by its number, its postcode in any spacing or case, and its e-mail in any case', async () => {
        const { code } = await placed({ email: 'Searchable.Person@Example.com' });
        const postcode = orderViewSchema.parse((await get(`/order/${code}`)).json()).address?.postcode ?? '';
        const searches = [
          code,
          code.toLowerCase(),
          postcode,
          postcode.replace(' ', '').toLowerCase(),
          'searchable.person@example.COM',
        ];
        for (const search of searches) {
          const response = await get(`/order?search=${encodeURIComponent(search)}`);
          expect(response.statusCode).toBe(200);
          const { orders } = orderSearchResponseSchema.parse(response.json());
          expect(orders.map((order) => order.code)).toContain(code);
          expect(orders.find((order) => order.code === code)).toEqual({
            code,
            state: 'acknowledged',
            name: 'Sam Fibre',
            email: 'Searchable.Person@Example.com',
            postcode,
            placed_at: NOW.toISOString(),
          });
        }
      });

      it('finds no order that was not placed, answers an empty list for no match, and refuses a blank search', async () => {
        const { code } = await signUp({ email: 'not.placed@example.com' });
        expect((await get(`/order?search=${code}`)).json()).toEqual({ orders: [] });
        expect((await get('/order?search=not.placed%40example.com')).json()).toEqual({ orders: [] });
        const blank = await get('/order?search=%20');
        expect({ status: blank.statusCode, key: blank.json().error }).toEqual({
          status: 400,
          key: 'validation.invalid_query',
        });
        expect((await get('/order')).statusCode).toBe(400);
      });
    });

    describe('POST /order/lookup', () => {
      it('says whether the order was placed with the e-mail, in any case, and nothing more', async () => {
        const { code } = await placed();
        const found = await post('/order/lookup', {
          code: code.toLowerCase(),
          email: 'SAM.Fibre@example.com',
        });
        expect({ status: found.statusCode, body: found.json() }).toEqual({
          status: 200,
          body: { found: true },
        });
        expect((await post('/order/lookup', { code, email: 'someone.else@example.com' })).json()).toEqual({
          found: false,
        });
        const open = await signUp();
        expect(
          (await post('/order/lookup', { code: open.code, email: 'sam.fibre@example.com' })).json(),
        ).toEqual({
          found: false,
        });
        const invalid = await post('/order/lookup', { code });
        expect({ status: invalid.statusCode, key: invalid.json().error }).toEqual({
          status: 400,
          key: 'validation.invalid_body',
        });
      });
    });

    describe('POST /order/{code}/state', () => {
      it('moves the order on with its actor and reason, and replays an Idempotency-Key without a second move', async () => {
        const { code } = await placed();
        const first = await move(code, { state: 'inProgress', ...MOVE }, `move-${code}`);
        expect(first.statusCode).toBe(200);
        const view = orderViewSchema.parse(first.json());
        expect(view.state).toBe('inProgress');
        expect(view.history.at(-1)).toEqual({
          from_state: 'acknowledged',
          to_state: 'inProgress',
          ...MOVE,
          changed_at: NOW.toISOString(),
        });
        const replay = await move(code, { state: 'inProgress', ...MOVE }, `move-${code}`);
        expect(replay.statusCode).toBe(200);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json()).toEqual(first.json());
        expect(await trailOf(code)).toMatchObject({
          changes: 2,
          events: ['order.created', 'order.state_changed'],
        });
      });

      it('completes an order and releases its address; a completed order can only be cancelled', async () => {
        const { code } = await placed();
        expect((await move(code, { state: 'inProgress', ...MOVE })).statusCode).toBe(200);
        expect(
          (await move(code, { state: 'completed', actor: 'field-service', reason: 'Installed' })).statusCode,
        ).toBe(200);
        const claims = await db()
          .selectFrom('open_order')
          .selectAll()
          .where('customer_code', '=', code)
          .execute();
        expect(claims).toEqual([]);
        const refused = await move(code, { state: 'failed', ...MOVE });
        expect({ status: refused.statusCode, key: refused.json().error }).toEqual({
          status: 409,
          key: 'order.transition_not_allowed',
        });
        expect((await get(`/customer/${code}`)).json().status).toBe('ORDERED');
        // The 14-day right runs from the order, so a live order can still be cancelled (decision 0664).
        expect((await move(code, { state: 'cancelled', ...MOVE })).statusCode).toBe(200);
        expect((await get(`/customer/${code}`)).json().status).toBe('CANCELLED');
      });

      it('cancels as the website does: customer CANCELLED, slot given back, state_changed then cancelled', async () => {
        const { code, workOrder } = await placed();
        const response = await move(code, {
          state: 'cancelled',
          actor: 'billing',
          reason: 'Customer asked by phone',
        });
        expect(response.statusCode).toBe(200);
        expect(orderViewSchema.parse(response.json())).toMatchObject({
          state: 'cancelled',
          installation: null,
        });
        expect((await get(`/customer/${code}`)).json().status).toBe('CANCELLED');
        expect(await db().selectFrom('work_order').selectAll().where('id', '=', workOrder).execute()).toEqual(
          [],
        );
        const events = await eventsOf(code);
        expect(events.map((event) => event.type)).toEqual([
          'order.created',
          'order.state_changed',
          'order.cancelled',
        ]);
        expect(events[2]?.data).toEqual({
          order_code: code,
          state: 'cancelled',
          reason: 'Customer asked by phone',
          amount_owed: null,
        });
      });

      it('fails an order: the address is released and the slot given back, the customer record kept', async () => {
        const { code } = await placed();
        const response = await move(code, {
          state: 'failed',
          actor: 'network',
          reason: 'No duct to the property',
        });
        expect(orderViewSchema.parse(response.json())).toMatchObject({ state: 'failed', installation: null });
        expect(
          await db().selectFrom('open_order').selectAll().where('customer_code', '=', code).execute(),
        ).toEqual([]);
        expect((await get(`/customer/${code}`)).json().status).toBe('ORDERED');
      });

      it('refuses a move the rules do not allow, an unknown order and a body without a reason', async () => {
        const { code } = await placed();
        const skip = await move(code, { state: 'completed', ...MOVE });
        expect({ status: skip.statusCode, key: skip.json().error }).toEqual({
          status: 409,
          key: 'order.transition_not_allowed',
        });
        const unknown = await move('FBNOSUCH22', { state: 'inProgress', ...MOVE });
        expect({ status: unknown.statusCode, key: unknown.json().error }).toEqual({
          status: 404,
          key: 'order.not_found',
        });
        const noReason = await move(code, { state: 'inProgress', actor: 'billing', reason: '  ' });
        expect(noReason.json()).toMatchObject({
          error: 'validation.invalid_body',
          fields: [{ path: 'reason', message: 'Enter the reason for the move' }],
        });
        const badState = await move(code, { state: 'in_progress', ...MOVE });
        expect(badState.json().error).toBe('validation.invalid_body');
        expect(await trailOf(code)).toMatchObject({ state: { state: 'acknowledged' }, changes: 1 });
      });

      it('leaves no state change, history line or event when the rest of the move fails', async () => {
        const { code } = await placed();
        // The customer record was cancelled behind the order's back: closing it fails after the move.
        await db().updateTable('customer').set({ status: 'CANCELLED' }).where('code', '=', code).execute();
        const before = await trailOf(code);
        const response = await move(code, { state: 'cancelled', ...MOVE });
        expect(response.statusCode).toBe(409);
        expect(await trailOf(code)).toEqual(before);
      });
    });

    describe('POST /customer/{code}/cancel of a placed order', () => {
      it('moves the order to cancelled by the website, with both events', async () => {
        const { code } = await placed();
        expect((await post(`/customer/${code}/cancel`, undefined)).statusCode).toBe(200);
        const view = orderViewSchema.parse((await get(`/order/${code}`)).json());
        expect(view.state).toBe('cancelled');
        expect(view.history.at(-1)).toMatchObject({
          from_state: 'acknowledged',
          to_state: 'cancelled',
          actor: 'website',
        });
        expect((await trailOf(code)).events).toEqual([
          'order.created',
          'order.state_changed',
          'order.cancelled',
        ]);
      });
    });

    describe('GET /order/{code}/receipt', () => {
      it('answers a PDF receipt with the order, the plan, the price, the slot and the masked Direct Debit', async () => {
        const { code } = await placed();
        const response = await get(`/order/${code}/receipt`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(`inline; filename="receipt-${code}.pdf"`);
        const text = await pdfText(response.rawPayload);
        expect(text).toContain(`Receipt for order ${code}`);
        expect(text).toContain('Placed on 23 November 2026.');
        expect(text).toContain('Name: Sam Fibre.');
        expect(text).toMatch(/Plan: .+, 24 months/);
        expect(text).toMatch(/Monthly price: £\d+\.\d\d\./);
        expect(text).toMatch(/Total contract value: £[\d,]+\.\d\d\./);
        expect(text).toMatch(/Engineer visit: \d+ (November|December) 2026, (Morning|Afternoon)/);
        expect(text).toContain('Direct Debit from Sam Fibre, sort code ending 99, account number ending 58.');
        expect(text).not.toContain('66374958');
      });

      it('answers 404 order.not_found for an order not placed', async () => {
        const { code } = await signUp();
        const response = await get(`/order/${code}/receipt`);
        expect({ status: response.statusCode, key: response.json().error }).toEqual({
          status: 404,
          key: 'order.not_found',
        });
      });
    });
  },
  { app: { clock: () => NOW } },
);
