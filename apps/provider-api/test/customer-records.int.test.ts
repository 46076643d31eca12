import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi, releaseOpenOrders } from './app';
import { interestBody, orderBody } from './bodies';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describeEachApi(
  'customer records',
  (ctx) => {
    const inject = (
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = AUTH,
    ) =>
      ctx.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    /** A customer of its own for each test, at the same demo address (decision 0173). */
    async function signUp(uprn = '100000000001', overrides: Record<string, unknown> = {}): Promise<string> {
      await releaseOpenOrders(ctx.database.db);
      const response = await inject('POST', '/customer/SIGNUP', orderBody(overrides, uprn));
      expect(response.statusCode).toBe(201);
      return response.json().code;
    }

    async function registerInterest(): Promise<string> {
      const response = await inject('POST', '/customer/ROI', interestBody());
      expect(response.statusCode).toBe(201);
      return response.json().code;
    }

    describe('GET /customer/{code}', () => {
      it('returns the customer with orders, work order and no direct debit yet', async () => {
        const code = await signUp();
        const response = await inject('GET', `/customer/${code}`);
        expect(response.statusCode).toBe(200);
        const record = response.json();
        expect(record).toMatchObject({
          code,
          action: 'SIGNUP',
          status: 'PREACTIVE',
          contact_title: 'MR',
          contact_name: 'Sam',
          contact_surname: 'Fibre',
          email: 'sam.fibre@example.com',
          phone: '07700900123',
          birthdate: '1985-01-31',
          uprn: '100000000001',
          postcode: 'HB1 1AA',
          address: '1 Fibre Street, Demoton',
          direct_debit: null,
          work_order: { status: 'UNSCHEDULED', day: null, time: null },
          created_at: NOW.toISOString(),
        });
        expect(record.orders).toEqual([
          {
            id_order: expect.stringMatching(/^OR/),
            action: 'SIGNUP',
            products: [1002, 9001],
            promotions: [2],
            monthly_price: 34,
            created_at: NOW.toISOString(),
          },
        ]);
        expect(record.details).toMatchObject({
          origin: { value: 'GGLADS' },
          accept_terms: true,
          channel: 'WEB',
        });
      });

      it('finds the code in any letter case', async () => {
        const code = await signUp();
        const response = await inject('GET', `/customer/${code.toLowerCase()}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().code).toBe(code);
      });

      it('answers an unknown code with 404 customer.not_found, a malformed one with 400, no token with 401', async () => {
        const unknown = await inject('GET', '/customer/FB00000000');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({
          error: 'customer.not_found',
          message: ERROR_MESSAGES['customer.not_found'],
        });
        const malformed = await inject('GET', `/customer/${encodeURIComponent("FB1' OR 1=1")}`);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().error).toBe('validation.invalid_params');
        const tooLong = await inject('GET', `/customer/${'A'.repeat(65)}`);
        expect(tooLong.statusCode).toBe(400);
        expect((await inject('GET', '/customer/FB00000000', undefined, {})).statusCode).toBe(401);
      });
    });

    describe('PUT /customer/{code}', () => {
      it('records the emergency phone and the medical-alarm answer of a pre-active customer', async () => {
        const code = await signUp();
        const response = await inject('PUT', `/customer/${code}`, {
          emergency_phone: '07700 900111',
          medical_alarm: false,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().details).toMatchObject({
          emergency_phone: '07700900111',
          medical_alarm: false,
        });
        const again = await inject('PUT', `/customer/${code}`, { medical_alarm: true });
        expect(again.json().details).toMatchObject({ emergency_phone: '07700900111', medical_alarm: true });
        expect(again.json().updated_at).toBe(NOW.toISOString());
      });

      it('refuses a customer without an open order with 409 customer.not_preactive', async () => {
        const code = await registerInterest();
        const response = await inject('PUT', `/customer/${code}`, { medical_alarm: false });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('customer.not_preactive');
      });

      it.each([
        [{}, 'emergency_phone'],
        [{ emergency_phone: '123' }, 'emergency_phone'],
        [{ medical_alarm: 'yes' }, 'medical_alarm'],
        [{ medical_alarm: false, email: 'x@example.com' }, 'email'],
      ])('refuses %j with 400 naming %s', async (payload, field) => {
        const code = await signUp();
        const response = await inject('PUT', `/customer/${code}`, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_body');
        expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
      });

      it('answers an unknown code with 404 and no token with 401', async () => {
        expect((await inject('PUT', '/customer/FB00000000', { medical_alarm: false })).statusCode).toBe(404);
        expect((await inject('PUT', '/customer/FB00000000', { medical_alarm: false }, {})).statusCode).toBe(
          401,
        );
      });
    });

    describe('POST /customer/renew', () => {
      it('records a renewal onto a plan, priced by the domain', async () => {
        const code = await signUp();
        const response = await inject('POST', '/customer/renew', {
          id_customer: code,
          id_contract_renew: 1013,
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({
          code,
          id_contract_renew: 1013,
          order: {
            id_order: expect.stringMatching(/^OR/),
            action: 'RENEW',
            products: [1013],
            promotions: [],
            monthly_price: 38,
            created_at: NOW.toISOString(),
          },
        });
        const record = await inject('GET', `/customer/${code}`);
        // Both orders carry the suite's fixed clock, so only the set is certain here.
        expect(
          record
            .json()
            .orders.map((order: { action: string }) => order.action)
            .sort(),
        ).toEqual(['RENEW', 'SIGNUP']);
      });

      it('accepts the contract id as text', async () => {
        const code = await signUp();
        const response = await inject('POST', '/customer/renew', {
          id_customer: code,
          id_contract_renew: '1012',
        });
        expect(response.statusCode).toBe(201);
        expect(response.json().id_contract_renew).toBe(1012);
      });

      it.each([
        [{ id_contract_renew: 4242 }, 422, 'customer.unknown_product'],
        [{ id_contract_renew: 9001 }, 422, 'customer.unknown_product'],
        [{ id_contract_renew: 'abc' }, 422, 'customer.unknown_product'],
        [{ id_contract_renew: 3001 }, 422, 'customer.product_not_for_address'],
      ])('refuses %j with %i %s', async (overrides, status, key) => {
        const code = await signUp();
        const response = await inject('POST', '/customer/renew', { id_customer: code, ...overrides });
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toBe(key);
      });

      it('refuses an unknown customer (404), one without a contract (409), a bad body (400), no token (401)', async () => {
        expect(
          (await inject('POST', '/customer/renew', { id_customer: 'FB00000000', id_contract_renew: 1012 }))
            .statusCode,
        ).toBe(404);
        const interest = await registerInterest();
        const noContract = await inject('POST', '/customer/renew', {
          id_customer: interest,
          id_contract_renew: 1012,
        });
        expect(noContract.statusCode).toBe(409);
        expect(noContract.json().error).toBe('customer.no_contract');
        const bad = await inject('POST', '/customer/renew', {
          id_customer: 'FB1',
          id_contract_renew: 1012,
          extra: true,
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().fields).toEqual([{ path: 'extra', message: 'Unknown field' }]);
        expect(
          (await inject('POST', '/customer/renew', { id_customer: 'FB1', id_contract_renew: 1 }, {}))
            .statusCode,
        ).toBe(401);
      });
    });

    describe('GET /customer/{code}/schedule', () => {
      it("returns the customer's work order and its slots, with a booking once made", async () => {
        const code = await signUp();
        const schedule = await inject('GET', `/customer/${code}/schedule`);
        expect(schedule.statusCode).toBe(200);
        expect(schedule.json()).toMatchObject({ code, status: 'UNSCHEDULED', window_start: '2026-11-26' });
        expect(schedule.json().slots).toHaveLength(24);
        const id = schedule.json().id_workorder;
        await inject('PUT', `/workorder/schedule/${id}`, { day: '2026-11-28', time: '08:00-13:00' });
        const booked = await inject('GET', `/customer/${code}/schedule`);
        expect(booked.json()).toMatchObject({ status: 'SCHEDULED', day: '2026-11-28', time: '08:00-13:00' });
        const record = await inject('GET', `/customer/${code}`);
        expect(record.json().work_order).toEqual({
          id_workorder: id,
          status: 'SCHEDULED',
          day: '2026-11-28',
          time: '08:00-13:00',
        });
      });

      it('answers a customer with no work order with 404 installation_slots.none', async () => {
        const code = await registerInterest();
        const response = await inject('GET', `/customer/${code}/schedule`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'installation_slots.none',
          message: 'This customer has no installation to schedule',
        });
      });

      it('answers an unknown code with 404 customer.not_found and no token with 401', async () => {
        expect((await inject('GET', '/customer/FB00000000/schedule')).json().error).toBe(
          'customer.not_found',
        );
        expect((await inject('GET', '/customer/FB00000000/schedule', undefined, {})).statusCode).toBe(401);
      });
    });
  },
  { app: { clock: () => NOW } },
);
