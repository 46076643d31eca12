import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import type { InstallationSlotTime } from '@fibre/domain/schemas/api-installation';
import { describe, expect, it } from 'vitest';
import { insertCustomer } from '../src/repositories/customer.repository';
import { createWorkOrder } from '../src/repositories/work-order.repository';
import { AUTH, describeEachApi } from './app';
import type { TestDatabase } from './databases';

// Monday 23 November 2026: the third working day after is Thursday 26th; the offer runs to 9 December.
const NOW = new Date('2026-11-23T10:00:00.000Z');
const CAPACITY = 3;

async function newWorkOrder(database: TestDatabase): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    const customer = await insertCustomer(trx, { action: 'SIGNUP', status: 'PREACTIVE', details: {} }, NOW);
    return (await createWorkOrder(trx, customer.code, NOW)).id;
  });
}

async function bookedPlaces(
  database: TestDatabase,
  day: string,
  time: InstallationSlotTime,
): Promise<number> {
  const row = await database.db
    .selectFrom('installation_slot')
    .select('booked')
    .where('day', '=', day)
    .where('time', '=', time)
    .executeTakeFirst();
  return Number(row?.booked ?? 0);
}

describeEachApi(
  'work order schedule routes',
  (ctx) => {
    describe('GET /workorder/schedule/{id}', () => {
      it('offers 24 slots from the third working day for 14 days, each with 3 places', async () => {
        const id = await newWorkOrder(ctx.database);
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/workorder/schedule/${id}`,
          headers: AUTH,
        });
        expect(response.statusCode).toBe(200);
        const schedule = response.json();
        expect(schedule).toMatchObject({
          id_workorder: id,
          status: 'UNSCHEDULED',
          day: null,
          time: null,
          window_start: '2026-11-26',
          window_end: '2026-12-09',
        });
        expect(schedule.code).toMatch(/^FB[2-9A-HJ-NP-Z]{8}$/);
        expect(schedule.slots).toHaveLength(24);
        expect(schedule.slots[0]).toEqual({
          day: '2026-11-26',
          time: '08:00-13:00',
          start_time: '08:00',
          end_time: '13:00',
          label: 'Morning, 8am to 1pm',
          remaining: CAPACITY,
          available: true,
          selected: false,
        });
        expect(schedule.slots.map((slot: { day: string }) => slot.day)).not.toContain('2026-11-29');
      });

      it('accepts the id in any letter case', async () => {
        const id = await newWorkOrder(ctx.database);
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/workorder/schedule/${id.toLowerCase()}`,
          headers: AUTH,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().id_workorder).toBe(id);
      });

      it('answers an unknown id with 404 workorder.not_found and a malformed one with 400', async () => {
        const unknown = await ctx.app.inject({
          method: 'GET',
          url: '/workorder/schedule/WO00000000',
          headers: AUTH,
        });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({
          error: 'workorder.not_found',
          message: ERROR_MESSAGES['workorder.not_found'],
        });
        const malformed = await ctx.app.inject({
          method: 'GET',
          url: `/workorder/schedule/${encodeURIComponent("1' OR '1'='1")}`,
          headers: AUTH,
        });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().error).toBe('validation.invalid_params');
      });

      it('needs the token', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/workorder/schedule/WO00000000' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('PUT /workorder/schedule/{id}', () => {
      it('books a slot: one place taken, the work order scheduled', async () => {
        const id = await newWorkOrder(ctx.database);
        const response = await ctx.app.inject({
          method: 'PUT',
          url: `/workorder/schedule/${id}`,
          headers: AUTH,
          payload: { day: '2026-11-27', time: '13:00-18:00' },
        });
        expect(response.statusCode).toBe(200);
        const schedule = response.json();
        expect(schedule).toMatchObject({ status: 'SCHEDULED', day: '2026-11-27', time: '13:00-18:00' });
        const slot = schedule.slots.find(
          (entry: { day: string; time: string }) =>
            entry.day === '2026-11-27' && entry.time === '13:00-18:00',
        );
        expect(slot).toMatchObject({ remaining: CAPACITY - 1, selected: true, available: true });
        expect(await bookedPlaces(ctx.database, '2026-11-27', '13:00-18:00')).toBe(1);
      });

      it('moves a booking: the old place is given back, the new one taken; the same slot again changes nothing', async () => {
        const id = await newWorkOrder(ctx.database);
        const book = (day: string, time: string) =>
          ctx.app.inject({
            method: 'PUT',
            url: `/workorder/schedule/${id}`,
            headers: AUTH,
            payload: { day, time },
          });
        await book('2026-12-01', '08:00-13:00');
        await book('2026-12-01', '08:00-13:00');
        expect(await bookedPlaces(ctx.database, '2026-12-01', '08:00-13:00')).toBe(1);
        const moved = await book('2026-11-30', '13:00-18:00');
        expect(moved.statusCode).toBe(200);
        expect(await bookedPlaces(ctx.database, '2026-12-01', '08:00-13:00')).toBe(0);
        expect(await bookedPlaces(ctx.database, '2026-11-30', '13:00-18:00')).toBe(1);
        const movedBack = await book('2026-12-01', '08:00-13:00');
        expect(movedBack.json()).toMatchObject({ day: '2026-12-01', time: '08:00-13:00' });
        expect(await bookedPlaces(ctx.database, '2026-11-30', '13:00-18:00')).toBe(0);
        expect(await bookedPlaces(ctx.database, '2026-12-01', '08:00-13:00')).toBe(1);
      });

      it('refuses a full slot with 409 slot.full and leaves the work order as it was', async () => {
        const ids = await Promise.all([1, 2, 3, 4].map(() => newWorkOrder(ctx.database)));
        const day = '2026-12-02';
        const time = '08:00-13:00';
        for (const id of ids.slice(0, 3)) {
          const response = await ctx.app.inject({
            method: 'PUT',
            url: `/workorder/schedule/${id}`,
            headers: AUTH,
            payload: { day, time },
          });
          expect(response.statusCode).toBe(200);
        }
        const full = await ctx.app.inject({
          method: 'PUT',
          url: `/workorder/schedule/${ids[3]}`,
          headers: AUTH,
          payload: { day, time },
        });
        expect(full.statusCode).toBe(409);
        expect(full.json()).toEqual({
          error: 'slot.full',
          message: ERROR_MESSAGES['slot.full'],
        });
        expect(await bookedPlaces(ctx.database, day, time)).toBe(CAPACITY);
        const after = await ctx.app.inject({
          method: 'GET',
          url: `/workorder/schedule/${ids[3]}`,
          headers: AUTH,
        });
        expect(after.json()).toMatchObject({ status: 'UNSCHEDULED', day: null, time: null });
        const slot = after
          .json()
          .slots.find((entry: { day: string; time: string }) => entry.day === day && entry.time === time);
        expect(slot).toMatchObject({ remaining: 0, available: false, selected: false });
      });

      it('gives the last place to exactly one of 20 concurrent bookings', async () => {
        const day = '2026-12-03';
        const time = '13:00-18:00';
        const first = await Promise.all([1, 2].map(() => newWorkOrder(ctx.database)));
        for (const id of first) {
          await ctx.app.inject({
            method: 'PUT',
            url: `/workorder/schedule/${id}`,
            headers: AUTH,
            payload: { day, time },
          });
        }
        const racers = await Promise.all(Array.from({ length: 20 }, () => newWorkOrder(ctx.database)));
        const responses = await Promise.all(
          racers.map((id) =>
            ctx.app.inject({
              method: 'PUT',
              url: `/workorder/schedule/${id}`,
              headers: AUTH,
              payload: { day, time },
            }),
          ),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(19);
        expect(await bookedPlaces(ctx.database, day, time)).toBe(CAPACITY);
        const scheduled = await ctx.database.db
          .selectFrom('work_order')
          .select('id')
          .where('slot_day', '=', day)
          .where('slot_time', '=', time)
          .execute();
        expect(scheduled).toHaveLength(CAPACITY);
      });

      it.each<[{ day: string; time: InstallationSlotTime }, string]>([
        [{ day: '2026-11-25', time: '08:00-13:00' }, 'the day before the offer'],
        [{ day: '2026-12-10', time: '08:00-13:00' }, 'the day after the offer'],
        [{ day: '2026-11-29', time: '08:00-13:00' }, 'a Sunday'],
      ])('refuses %j (%s) with 422 slot.not_offered', async (payload) => {
        const id = await newWorkOrder(ctx.database);
        const response = await ctx.app.inject({
          method: 'PUT',
          url: `/workorder/schedule/${id}`,
          headers: AUTH,
          payload,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toBe('slot.not_offered');
        expect(await bookedPlaces(ctx.database, payload.day, payload.time)).toBe(0);
      });

      it.each([
        [{ day: '2026-11-27' }, 'time'],
        [{ day: '27/11/2026', time: '08:00-13:00' }, 'day'],
        [{ day: '2026-11-27', time: 'AM' }, 'time'],
        [{ day: '2026-11-27', time: '08:00-13:00', id_workorder: 'x' }, 'id_workorder'],
        [{ day: 20261127, time: '08:00-13:00' }, 'day'],
      ])('refuses the body %j with 400 validation.invalid_body naming %s', async (payload, field) => {
        const id = await newWorkOrder(ctx.database);
        const response = await ctx.app.inject({
          method: 'PUT',
          url: `/workorder/schedule/${id}`,
          headers: AUTH,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_body');
        expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
      });

      it('answers an unknown work order with 404 and needs the token', async () => {
        const unknown = await ctx.app.inject({
          method: 'PUT',
          url: '/workorder/schedule/WO00000000',
          headers: AUTH,
          payload: { day: '2026-11-27', time: '08:00-13:00' },
        });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().error).toBe('workorder.not_found');
        const anonymous = await ctx.app.inject({
          method: 'PUT',
          url: '/workorder/schedule/WO00000000',
          payload: { day: '2026-11-27', time: '08:00-13:00' },
        });
        expect(anonymous.statusCode).toBe(401);
      });
    });
  },
  { app: { clock: () => NOW, config: { slotCapacity: CAPACITY } } },
);
