import { BANK_DETAILS_MISMATCH_MESSAGE } from '@fibre/domain/bank-modulus';
import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi, releaseOpenOrders } from './app';
import { orderBody } from './bodies';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describeEachApi(
  'customer payments and outage registrations',
  (ctx) => {
    const post = (url: string, payload: unknown, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

    /** A customer of its own for each test, at the same demo address (decision 0173). */
    async function signUp(): Promise<string> {
      await releaseOpenOrders(ctx.database.db);
      const response = await post('/customer/SIGNUP', orderBody());
      expect(response.statusCode).toBe(201);
      return response.json().code;
    }

    describe('POST /customer/{code}/direct-debit', () => {
      it.each([
        ['089999', '66374958'],
        ['107999', '88837491'],
        ['20-29-59', '6374 8472'],
      ])(
        'accepts the demo pair %s / %s and keeps only the last two digits',
        async (sortCode, accountNumber) => {
          const code = await signUp();
          const response = await post(`/customer/${code}/direct-debit`, {
            account_name: 'Sam Fibre',
            sort_code: sortCode,
            account_number: accountNumber,
          });
          expect(response.statusCode).toBe(201);
          const digits = accountNumber.replace(/ /g, '');
          expect(response.json()).toEqual({
            code,
            account_name: 'Sam Fibre',
            sort_code: sortCode.replace(/-/g, ''),
            account_number: `******${digits.slice(-2)}`,
            created_at: NOW.toISOString(),
          });
          expect(response.body).not.toContain(digits);
          const row = await ctx.database.db
            .selectFrom('direct_debit')
            .selectAll()
            .where('customer_code', '=', code)
            .executeTakeFirstOrThrow();
          expect(row.account_number_last2).toBe(digits.slice(-2));
          expect(JSON.stringify(row)).not.toContain(digits);
          const record = await ctx.app.inject({ method: 'GET', url: `/customer/${code}`, headers: AUTH });
          expect(record.json().direct_debit).toEqual({
            account_name: 'Sam Fibre',
            sort_code: sortCode.replace(/-/g, ''),
            account_number: `******${digits.slice(-2)}`,
            created_at: NOW.toISOString(),
          });
          expect(record.body).not.toContain(digits);
        },
      );

      it('refuses a cancelled order with 409 customer.not_preactive and stores nothing', async () => {
        const code = await signUp();
        expect((await post(`/customer/${code}/cancel`, undefined)).statusCode).toBeLessThan(300);
        const response = await post(`/customer/${code}/direct-debit`, {
          account_name: 'Sam Fibre',
          sort_code: '089999',
          account_number: '66374958',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('customer.not_preactive');
        const rows = await ctx.database.db
          .selectFrom('direct_debit')
          .selectAll()
          .where('customer_code', '=', code)
          .execute();
        expect(rows).toEqual([]);
      });

      it('refuses 107999 / 88837492 with 422 bank.invalid_details and stores nothing', async () => {
        const code = await signUp();
        const response = await post(`/customer/${code}/direct-debit`, {
          account_name: 'Sam Fibre',
          sort_code: '107999',
          account_number: '88837492',
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          error: 'bank.invalid_details',
          message: ERROR_MESSAGES['bank.invalid_details'],
          fields: [{ path: 'account_number', message: BANK_DETAILS_MISMATCH_MESSAGE }],
        });
        const rows = await ctx.database.db
          .selectFrom('direct_debit')
          .selectAll()
          .where('customer_code', '=', code)
          .execute();
        expect(rows).toEqual([]);
      });

      it.each([
        ['871427', '46238510', 201],
        ['309070', '02355688', 201],
        ['938063', '15764273', 422],
        ['089999', '66374959', 422],
      ])("checks Vocalink's example %s / %s (%i)", async (sortCode, accountNumber, status) => {
        const code = await signUp();
        const response = await post(`/customer/${code}/direct-debit`, {
          account_name: 'Sam Fibre',
          sort_code: sortCode,
          account_number: accountNumber,
        });
        expect(response.statusCode).toBe(status);
      });

      it('replaces an earlier mandate', async () => {
        const code = await signUp();
        await post(`/customer/${code}/direct-debit`, {
          account_name: 'A',
          sort_code: '089999',
          account_number: '66374958',
        });
        await post(`/customer/${code}/direct-debit`, {
          account_name: 'B',
          sort_code: '107999',
          account_number: '88837491',
        });
        const rows = await ctx.database.db
          .selectFrom('direct_debit')
          .selectAll()
          .where('customer_code', '=', code)
          .execute();
        expect(rows.map((row) => [row.account_name, row.account_number_last2])).toEqual([['B', '91']]);
      });

      it.each([
        [{ account_name: 'Sam', sort_code: '1079', account_number: '88837491' }, 'sort_code'],
        [{ account_name: 'Sam', sort_code: '107999', account_number: '888374' }, 'account_number'],
        [{ account_name: '', sort_code: '107999', account_number: '88837491' }, 'account_name'],
        [{ account_name: 'Sam', sort_code: '107999', account_number: 88837491 }, 'account_number'],
        [
          { account_name: 'Sam', sort_code: '107999', account_number: '88837491', authorise: true },
          'authorise',
        ],
      ])('refuses %j with 400 naming %s', async (payload, field) => {
        const code = await signUp();
        const response = await post(`/customer/${code}/direct-debit`, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
      });

      it('refuses an unknown customer with 404 and no token with 401', async () => {
        const payload = { account_name: 'Sam', sort_code: '107999', account_number: '88837491' };
        const unknown = await post('/customer/FB00000000/direct-debit', payload);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().error).toBe('customer.not_found');
        expect((await post('/customer/FB00000000/direct-debit', payload, {})).statusCode).toBe(401);
      });
    });

    describe('POST /customer/{code}/direct-debit-request', () => {
      const payload = {
        request_amount: 49.99,
        request_description: 'Admin fee',
        redirect_url: 'https://example.com/back',
      };

      it('records a pending up-front payment request', async () => {
        const code = await signUp();
        const response = await post(`/customer/${code}/direct-debit-request`, payload);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({
          id_request: expect.stringMatching(/^PR/),
          code,
          request_amount: 49.99,
          request_description: 'Admin fee',
          redirect_url: 'https://example.com/back',
          status: 'PENDING',
          created_at: NOW.toISOString(),
        });
        const row = await ctx.database.db
          .selectFrom('payment_request')
          .selectAll()
          .where('id', '=', response.json().id_request)
          .executeTakeFirstOrThrow();
        expect(row.amount_pence).toBe(4999);
      });

      it.each([
        [{ ...payload, redirect_url: 'http://example.com/back' }, 'redirect_url'],
        [{ ...payload, redirect_url: 'javascript:alert(1)' }, 'redirect_url'],
        [{ ...payload, request_amount: 0 }, 'request_amount'],
        [{ ...payload, request_amount: 1.234 }, 'request_amount'],
        [{ ...payload, code: 'FB1' }, 'code'],
      ])('refuses %j with 400 naming %s', async (body, field) => {
        const code = await signUp();
        const response = await post(`/customer/${code}/direct-debit-request`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
      });

      it('refuses an unknown customer with 404 and no token with 401', async () => {
        expect((await post('/customer/FB00000000/direct-debit-request', payload)).statusCode).toBe(404);
        expect((await post('/customer/FB00000000/direct-debit-request', payload, {})).statusCode).toBe(401);
      });
    });

    describe('POST /customer/outage', () => {
      it('registers an e-mail for outage notices', async () => {
        const response = await post('/customer/outage', { email: 'outage.watch@example.com' });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({
          id_registration: expect.stringMatching(/^OU/),
          created_at: NOW.toISOString(),
        });
        const rows = await ctx.database.db
          .selectFrom('outage_registration')
          .select('email')
          .where('id', '=', response.json().id_registration)
          .execute();
        expect(rows).toEqual([{ email: 'outage.watch@example.com' }]);
      });

      it.each([
        [{}],
        [{ email: 'nope' }],
        [{ email: 'a@example.com', name: 'Ann' }],
        [{ email: ['a@example.com'] }],
      ])('refuses %j with 400', async (body) => {
        const response = await post('/customer/outage', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_body');
      });

      it('needs the token', async () => {
        expect((await post('/customer/outage', { email: 'a@example.com' }, {})).statusCode).toBe(401);
      });
    });
  },
  { app: { clock: () => NOW } },
);
