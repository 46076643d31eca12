import type { InstallationSlotTime } from '@fibre/domain/schemas/api-installation';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { expect, it } from 'vitest';
import { acknowledgeOrder, findOrderState } from '../src/orders/order-lifecycle';
import { AUTH, describeEachApi } from './app';
import { interestBody, orderBody } from './bodies';

// Monday 23 November 2026, 10:00: the installation offer starts on Thursday 26th.
const START = new Date('2026-11-23T10:00:00.000Z');
let now = START;
const later = (ms: number) => new Date(START.getTime() + ms);

/** Releasing an address claim (decision 0221): POST /customer/{code}/cancel and the lapsed claim. */
describeEachApi(
  'cancelling an order',
  (ctx) => {
    const post = (url: string, payload?: object, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const cancel = (code: string, key?: string) =>
      post(`/customer/${code}/cancel`, undefined, key ? { ...AUTH, 'idempotency-key': key } : AUTH);
    const signUp = async (uprn: string, email = 'sam.fibre@example.com') => {
      const response = await post('/customer/SIGNUP', orderBody({ email }, uprn));
      expect(response.statusCode).toBe(201);
      return response.json() as { code: string; work_order: { id_workorder: string } };
    };
    const claimOf = (uprn: string) =>
      ctx.database.db.selectFrom('open_order').selectAll().where('uprn', '=', uprn).executeTakeFirst();
    const booked = async (day: string, time: InstallationSlotTime) =>
      Number(
        (
          await ctx.database.db
            .selectFrom('installation_slot')
            .select('booked')
            .where('day', '=', day)
            .where('time', '=', time)
            .executeTakeFirst()
        )?.booked ?? 0,
      );
    const statusOf = async (code: string) =>
      (
        await ctx.database.db
          .selectFrom('customer')
          .select('status')
          .where('code', '=', code)
          .executeTakeFirst()
      )?.status;

    it('cancels a sign-up: the address is free again, the booked slot given back, the work order gone', async () => {
      now = START;
      const uprn = '100000000001';
      const placed = await signUp(uprn);
      const book = await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${placed.work_order.id_workorder}`,
        headers: AUTH,
        payload: { day: '2026-11-27', time: '08:00-13:00' },
      });
      expect(book.statusCode).toBe(200);
      expect(await booked('2026-11-27', '08:00-13:00')).toBe(1);

      now = later(60_000);
      const response = await cancel(placed.code);
      expect(response.json()).toMatchObject({ code: placed.code });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: placed.code,
        status: 'CANCELLED',
        cancelled_at: now.toISOString(),
      });
      expect(await claimOf(uprn)).toBeUndefined();
      expect(await booked('2026-11-27', '08:00-13:00')).toBe(0);
      const record = (
        await ctx.app.inject({ method: 'GET', url: `/customer/${placed.code}`, headers: AUTH })
      ).json();
      expect(record).toMatchObject({ status: 'CANCELLED', work_order: null });
      const reschedule = await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${placed.work_order.id_workorder}`,
        headers: AUTH,
        payload: { day: '2026-11-27', time: '13:00-18:00' },
      });
      expect(reschedule.statusCode).toBe(404);
      const cancellation = await ctx.database.db
        .selectFrom('order_cancellation')
        .selectAll()
        .where('customer_code', '=', placed.code)
        .execute();
      expect(cancellation).toEqual([
        { customer_code: placed.code, reason: 'CANCELLED', cancelled_at: now.toISOString() },
      ]);

      const again = await signUp(uprn, 'someone.else@example.com');
      expect(again.code).not.toBe(placed.code);
    });

    it('refuses a second cancellation with 409 customer.already_cancelled; a retry under its key replays the first answer', async () => {
      now = START;
      const placed = await signUp('100000000002');
      const first = await cancel(placed.code, 'cancel-key-1');
      expect(first.statusCode).toBe(200);
      const replay = await cancel(placed.code, 'cancel-key-1');
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());

      const second = await cancel(placed.code, 'cancel-key-2');
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        error: 'customer.already_cancelled',
        message: 'This order has already been cancelled.',
      });
      const secondReplay = await cancel(placed.code, 'cancel-key-2');
      expect({ status: secondReplay.statusCode, body: secondReplay.json() }).toEqual({
        status: 409,
        body: second.json(),
      });
      expect((await cancel(placed.code)).statusCode).toBe(409);
    });

    it('lets exactly one of several concurrent cancellations through', async () => {
      now = START;
      const placed = await signUp('100000000003');
      const responses = await Promise.all(Array.from({ length: 5 }, () => cancel(placed.code)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      const rows = await ctx.database.db
        .selectFrom('order_cancellation')
        .selectAll()
        .where('customer_code', '=', placed.code)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('cancels a pre-order and a confirmed order, with its switch order; refuses what is not an order', async () => {
      now = START;
      const preorder = await post(
        '/customer/PREORDER',
        orderBody({ addons: [], promotions: [] }, '100000000021'),
      );
      expect((await cancel(preorder.json().code)).statusCode).toBe(200);
      expect(await claimOf('100000000021')).toBeUndefined();

      const confirmed = await signUp('100000000004');
      await ctx.database.db
        .insertInto('switch_order')
        .values({
          customer_code: confirmed.code,
          reference: `OTS-${confirmed.code}`,
          status: 'MATCHED',
          losing_rcpid: 'RCP-BT0001',
          losing_name: 'BT',
          implications: '[]',
          early_termination_charges_may_apply: 1,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      await ctx.database.db
        .updateTable('customer')
        .set({ status: 'ORDERED' })
        .where('code', '=', confirmed.code)
        .execute();
      // Placed as the review step places it: the order enters acknowledged (decision 0632).
      await acknowledgeOrder(ctx.database.db, confirmed.code, now);
      expect((await cancel(confirmed.code)).statusCode).toBe(200);
      expect((await findOrderState(ctx.database.db, confirmed.code))?.state).toBe('cancelled');
      const record = (
        await ctx.app.inject({ method: 'GET', url: `/customer/${confirmed.code}`, headers: AUTH })
      ).json();
      expect(record.switch_order).toMatchObject({ reference: `OTS-${confirmed.code}`, status: 'CANCELLED' });

      const interest = await post('/customer/ROI', interestBody());
      const refused = await cancel(interest.json().code);
      expect({ status: refused.statusCode, key: refused.json().error }).toEqual({
        status: 409,
        key: 'customer.not_cancellable',
      });
      expect(await statusOf(interest.json().code)).toBe('INTEREST');

      const unknown = await cancel('FB00000000');
      expect({ status: unknown.statusCode, key: unknown.json().error }).toEqual({
        status: 404,
        key: 'customer.not_found',
      });
      expect((await post(`/customer/${confirmed.code}/cancel`, undefined, {})).statusCode).toBe(401);
    });

    it('lets an unconfirmed claim lapse after the checkout end time, and releases it for the next order', async () => {
      now = START;
      const uprn = '100000000005';
      const first = await signUp(uprn);
      await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${first.work_order.id_workorder}`,
        headers: AUTH,
        payload: { day: '2026-11-28', time: '13:00-18:00' },
      });
      expect(await booked('2026-11-28', '13:00-18:00')).toBe(1);

      // The same person's order: until the checkout end time it is the open one (decision 0381).
      now = later(TIMINGS_MS.timerTtl);
      const early = await post('/customer/SIGNUP', orderBody({}, uprn));
      expect({ status: early.statusCode, key: early.json().error }).toEqual({
        status: 409,
        key: 'customer.open_order_exists',
      });
      expect(await statusOf(first.code)).toBe('PREACTIVE');

      now = later(TIMINGS_MS.timerTtl + 1);
      const next = await signUp(uprn);
      expect((await claimOf(uprn))?.customer_code).toBe(next.code);
      expect(await statusOf(first.code)).toBe('CANCELLED');
      expect(await booked('2026-11-28', '13:00-18:00')).toBe(0);
      const lapsed = await ctx.database.db
        .selectFrom('order_cancellation')
        .selectAll()
        .where('customer_code', '=', first.code)
        .execute();
      expect(lapsed).toEqual([
        { customer_code: first.code, reason: 'LAPSED', cancelled_at: now.toISOString() },
      ]);
    });

    it('keeps the claim of a confirmed order however old', async () => {
      now = START;
      const uprn = '100000000006';
      const first = await signUp(uprn);
      await ctx.database.db
        .updateTable('customer')
        .set({ status: 'ORDERED' })
        .where('code', '=', first.code)
        .execute();
      now = later(24 * TIMINGS_MS.timerTtl);
      const refused = await post('/customer/SIGNUP', orderBody({}, uprn));
      expect(refused.statusCode).toBe(409);
      expect(await statusOf(first.code)).toBe('ORDERED');
    });

    it("gives a lapsed claim to exactly one of the same person's racing orders", async () => {
      now = START;
      const uprn = '100000000013';
      const first = await signUp(uprn);
      now = later(2 * TIMINGS_MS.timerTtl);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post(
            '/customer/SIGNUP',
            orderBody({ email: index % 2 ? 'SAM.fibre@example.com' : 'sam.fibre@example.com' }, uprn),
          ),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      expect(await statusOf(first.code)).toBe('CANCELLED');
      const open = await ctx.database.db
        .selectFrom('customer')
        .select('code')
        .where('uprn', '=', uprn)
        .where('status', '=', 'PREACTIVE')
        .execute();
      expect(open).toHaveLength(1);
    });
  },
  { app: { clock: () => now } },
);
