import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { AUTH, buildTestApp, describeEachApi } from './app';
import { callMeBody, interestBody, orderBody, prospectBody } from './bodies';

// Monday 23 November 2026: a sign-up's visit can be booked from Thursday 26th to 9 December.
const NOW = new Date('2026-11-23T10:00:00.000Z');

describeEachApi(
  'POST /customer/{action}',
  (ctx) => {
    const post = (action: string, payload: unknown, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url: `/customer/${action}`, headers, payload: payload as object });

    async function customerCount(): Promise<number> {
      const rows = await ctx.database.db.selectFrom('customer').select('code').execute();
      return rows.length;
    }

    describe('SIGNUP', () => {
      it('creates the customer, the order priced by the domain and the work order with its slots', async () => {
        const response = await post('SIGNUP', orderBody());
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body.code).toMatch(/^FB[2-9A-HJ-NP-Z]{8}$/);
        expect(body).toMatchObject({
          customer_code: body.code,
          action: 'SIGNUP',
          status: 'PREACTIVE',
          created_at: NOW.toISOString(),
          // Fibre 400 with WELCOME10 is £27, with Home Phone £34.
          order: { action: 'SIGNUP', products: [1002, 9001], promotions: [2], monthly_price: 34 },
          work_order: {
            code: body.code,
            status: 'UNSCHEDULED',
            window_start: '2026-11-26',
            window_end: '2026-12-09',
          },
        });
        expect(body.work_order.id_workorder).toMatch(/^WO/);
        expect(body.work_order.slots).toHaveLength(24);
        const row = await ctx.database.db
          .selectFrom('customer')
          .selectAll()
          .where('code', '=', body.code)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          email: 'sam.fibre@example.com',
          phone: '07700900123',
          postcode: 'HB1 1AA',
          uprn: '100000000001',
          status: 'PREACTIVE',
        });
        const orders = await ctx.database.db
          .selectFrom('customer_order')
          .selectAll()
          .where('customer_code', '=', body.code)
          .execute();
        expect(orders).toHaveLength(1);
        expect(orders[0]?.monthly_price_pence).toBe(3400);
      });

      it('prices a BUS plan without VAT and a GIGAAUTO plan after its discount', async () => {
        const business = await post(
          'SIGNUP',
          orderBody(
            { id_product: 3003, addons: [], promotions: [], company_name: 'Commerce Ltd' },
            '100000000041',
          ),
        );
        expect(business.statusCode).toBe(201);
        expect(business.json().order.monthly_price).toBe(40);
        const giga = await post(
          'SIGNUP',
          orderBody({ id_product: 1003, addons: [], promotions: [1] }, '100000000002'),
        );
        expect(giga.statusCode).toBe(201);
        expect(giga.json().order.monthly_price).toBe(32);
      });

      it('takes a ready multi-dwelling flat (Tower House flat 1) as RES', async () => {
        const response = await post('SIGNUP', orderBody({ addons: [], promotions: [] }, '100000000051'));
        expect(response.statusCode).toBe(201);
        expect(response.json().order.monthly_price).toBe(30);
      });

      it.each([
        ['100000000011', 409, 'customer.existing_customer'],
        ['100000000012', 409, 'customer.existing_customer'],
        ['100000000031', 422, 'customer.address_not_available'],
        ['100000000032', 422, 'customer.address_not_available'],
        ['100000000021', 422, 'customer.address_not_available'],
        ['100000000055', 422, 'customer.address_not_available'],
        ['100000000058', 422, 'customer.address_not_available'],
      ])('refuses a sign-up at uprn %s with %i %s and creates nothing', async (uprn, status, key) => {
        const before = await customerCount();
        const response = await post('SIGNUP', orderBody({ promotions: [] }, uprn));
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toBe(key);
        expect(await customerCount()).toBe(before);
      });

      it("refuses an unknown uprn and a postcode that is not the uprn's with 422", async () => {
        const unknown = await post('SIGNUP', orderBody({ uprn: '999999999999' }));
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json()).toEqual({
          error: 'customer.unknown_uprn',
          message: ERROR_MESSAGES['customer.unknown_uprn'],
          fields: [{ path: 'uprn', message: 'No address has that uprn' }],
        });
        const mismatch = await post('SIGNUP', orderBody({ postcode: 'HB1 1AB' }));
        expect(mismatch.statusCode).toBe(422);
        expect(mismatch.json().error).toBe('customer.postcode_mismatch');
      });

      it.each([
        [{ id_product: 4242 }, 'customer.unknown_product', 'id_product'],
        [{ id_product: 9004, addons: [] }, 'customer.unknown_product', 'id_product'],
        [{ id_product: 3001, promotions: [] }, 'customer.product_not_for_address', 'id_product'],
        [{ addons: [9003] }, 'customer.addon_not_offered', 'addons.0'],
        [{ addons: [9001, 4242] }, 'customer.addon_not_offered', 'addons.1'],
        [{ promotions: [6] }, 'customer.promotion_not_valid', 'promotions.0'],
        [{ promotions: [99] }, 'customer.promotion_not_valid', 'promotions.0'],
        [{ promotions: [1] }, 'customer.promotion_not_valid', 'promotions.0'],
      ])('refuses %j with 422 %s on %s', async (overrides, key, field) => {
        const response = await post('SIGNUP', orderBody(overrides));
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toBe(key);
        expect(response.json().fields.map((entry: { path: string }) => entry.path)).toEqual([field]);
      });

      it("refuses BUILD20 at HB1 1AA with the spec's words", async () => {
        const response = await post('SIGNUP', orderBody({ promotions: [4] }));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          error: 'customer.promotion_not_eligible',
          message: ERROR_MESSAGES['customer.promotion_not_eligible'],
          fields: [
            {
              path: 'promotions.0',
              message:
                'BUILD20 has not been applied to your basket as your address is not eligible for this promotion.',
            },
          ],
        });
      });

      it.each([
        [{ email: 'not-an-email' }, 'email'],
        [{ contact_name: '' }, 'contact_name'],
        [{ phone: '12345' }, 'phone'],
        [{ birthdate: '2010-01-01' }, 'birthdate'],
        [{ accept_terms: false }, 'accept_terms'],
        [{ id_product: '1002' }, 'id_product'],
        [{ uprn: "1' OR '1'='1" }, 'uprn'],
        [{ is_admin: true }, 'is_admin'],
        [{ contact_name: '<script>alert(1)</script>'.repeat(20) }, 'contact_name'],
      ])('refuses %j with 400 validation.invalid_body naming the field', async (overrides, field) => {
        const before = await customerCount();
        const response = await post('SIGNUP', orderBody(overrides));
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_body');
        expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
        expect(await customerCount()).toBe(before);
      });

      it('refuses a missing or wrong token with 401 and creates nothing', async () => {
        const before = await customerCount();
        expect((await post('SIGNUP', orderBody(), {})).statusCode).toBe(401);
        expect((await post('SIGNUP', orderBody(), { authorization: 'Bearer nope' })).statusCode).toBe(401);
        expect(await customerCount()).toBe(before);
      });
    });

    // One open order per address (decision 0173): each pre-order action at a building address of its own.
    describe.each([
      ['PREORDER', '100000000023'],
      ['PREORDERDDSDU', '100000000024'],
      ['PREORDERDDMDU', '100000000025'],
    ])('%s', (action, uprn) => {
      it('pre-orders at a building address at the preorder price, with no work order yet', async () => {
        const response = await post(action, orderBody({ addons: [], promotions: [4] }, uprn));
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          action,
          status: 'PREORDER',
          // Fibre 400's preorder price £27, less BUILD20's £2.
          order: { products: [1002], promotions: [4], monthly_price: 25 },
          work_order: null,
        });
      });

      it('refuses an address our network is not planned at with 422 customer.address_not_eligible', async () => {
        const response = await post(action, orderBody({ promotions: [] }, '100000000031'));
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toBe('customer.address_not_eligible');
      });
    });

    describe('UPDATE', () => {
      it('changes the open order at the same uprn and e-mail, keeping the code and the work order', async () => {
        const signup = await post('SIGNUP', orderBody({ email: 'update.me@example.com' }, '100000000004'));
        const code = signup.json().code;
        const update = await post(
          'UPDATE',
          orderBody({ email: 'Update.Me@example.com', addons: [], contact_name: 'Samantha' }, '100000000004'),
        );
        expect(update.statusCode).toBe(200);
        expect(update.json()).toMatchObject({
          code,
          action: 'UPDATE',
          status: 'PREACTIVE',
          order: { action: 'UPDATE', products: [1002], monthly_price: 27 },
          work_order: { id_workorder: signup.json().work_order.id_workorder },
        });
        const row = await ctx.database.db
          .selectFrom('customer')
          .select(['contact_name', 'action'])
          .where('code', '=', code)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ contact_name: 'Samantha', action: 'SIGNUP' });
      });

      it('answers 404 customer.not_found when no open order matches', async () => {
        const response = await post('UPDATE', orderBody({ email: 'nobody@example.com' }, '100000000005'));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'customer.not_found',
          message: 'No open order matches this address and e-mail',
        });
      });
    });

    describe('ROI', () => {
      it('registers interest at a building address', async () => {
        const response = await post('ROI', interestBody());
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          action: 'ROI',
          status: 'INTEREST',
          order: null,
          work_order: null,
        });
        const row = await ctx.database.db
          .selectFrom('customer')
          .selectAll()
          .where('code', '=', response.json().code)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          email: 'ada.build@example.com',
          uprn: '100000000021',
          postcode: 'HB1 1AD',
        });
        expect(JSON.parse(row.details)).toMatchObject({ marketing: 'NO', gdpr: true, coverage: 'DESIGN' });
      });

      it('registers interest for a plot without a uprn', async () => {
        const response = await post('ROI', interestBody({}, null));
        expect(response.statusCode).toBe(201);
      });

      it('refuses an unknown uprn with 422 and a bad body with 400', async () => {
        const unknown = await post('ROI', interestBody({ uprn: '999999999999' }));
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json().error).toBe('customer.unknown_uprn');
        const bad = await post('ROI', interestBody({ gdpr: false, extra: 1 }));
        expect(bad.statusCode).toBe(400);
        expect(
          bad
            .json()
            .fields.map((entry: { path: string }) => entry.path)
            .sort(),
        ).toEqual(['extra', 'gdpr']);
      });
    });

    describe('CALLME', () => {
      it('records a call-back request', async () => {
        const response = await post('CALLME', callMeBody());
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ action: 'CALLME', status: 'CALLBACK' });
        const row = await ctx.database.db
          .selectFrom('customer')
          .select(['details', 'contact_surname'])
          .where('code', '=', response.json().code)
          .executeTakeFirstOrThrow();
        expect(row.contact_surname).toBe('Back');
        expect(JSON.parse(row.details)).toEqual({ street_name: 'Fibre Street', current_provider: 'Sky' });
      });

      it('refuses an unknown uprn with 422 and a missing field with 400', async () => {
        expect((await post('CALLME', callMeBody({ uprn: '999999999999' }))).statusCode).toBe(422);
        const { phone: _phone, ...noPhone } = callMeBody();
        const missing = await post('CALLME', noPhone);
        expect(missing.statusCode).toBe(400);
        expect(missing.json().fields.map((entry: { path: string }) => entry.path)).toEqual(['phone']);
      });
    });

    describe('PROSPECT', () => {
      it("records a prospect at a known uprn, with the uprn's postcode", async () => {
        const response = await post('PROSPECT', prospectBody());
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ action: 'PROSPECT', status: 'PROSPECT', order: null });
        const row = await ctx.database.db
          .selectFrom('customer')
          .select(['postcode', 'email'])
          .where('code', '=', response.json().code)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ postcode: 'HB1 1AA', email: 'pro.spect@example.com' });
      });

      it('refuses an unknown uprn with 422 and unknown fields with 400', async () => {
        expect((await post('PROSPECT', prospectBody({ uprn: '999999999999' }))).statusCode).toBe(422);
        expect((await post('PROSPECT', prospectBody({ name: 'x' }))).statusCode).toBe(400);
      });
    });

    it('answers any other action with 404 customer.unknown_action', async () => {
      for (const action of ['LEAD', 'signup', 'DROP%20TABLE']) {
        const response = await post(action, {});
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('customer.unknown_action');
      }
    });

    describe('Idempotency-Key', () => {
      it('creates exactly one customer from 50 identical concurrent submissions with one key', async () => {
        const body = orderBody({ email: 'fifty@example.com' }, '100000000006');
        const headers = { ...AUTH, 'idempotency-key': 'f1f7c0de-0000-4000-8000-000000000050' };
        const responses = await Promise.all(Array.from({ length: 50 }, () => post('SIGNUP', body, headers)));
        const rows = await ctx.database.db
          .selectFrom('customer')
          .select('code')
          .where('email', '=', 'fifty@example.com')
          .execute();
        expect(rows).toHaveLength(1);
        const created = responses.filter((response) => response.statusCode === 201);
        expect(created.length).toBeGreaterThanOrEqual(1);
        expect(created.filter((response) => response.headers['idempotent-replayed'] !== 'true')).toHaveLength(
          1,
        );
        for (const response of responses) {
          expect([201, 409]).toContain(response.statusCode);
          if (response.statusCode === 201) expect(response.json().code).toBe(rows[0]?.code);
          else expect(response.json().error).toBe('idempotency.in_progress');
        }
        const workOrders = await ctx.database.db
          .selectFrom('work_order')
          .select('id')
          .where('customer_code', '=', rows[0]!.code)
          .execute();
        expect(workOrders).toHaveLength(1);
      });

      it('replays the first response for a retry, with Idempotent-Replayed: true', async () => {
        const body = orderBody({ email: 'retry@example.com' }, '100000000003');
        const headers = { ...AUTH, 'idempotency-key': 'retry-key-1' };
        const first = await post('SIGNUP', body, headers);
        const second = await post('SIGNUP', body, headers);
        expect(first.statusCode).toBe(201);
        expect(first.headers['idempotent-replayed']).toBeUndefined();
        expect(second.statusCode).toBe(201);
        expect(second.headers['idempotent-replayed']).toBe('true');
        expect(second.json()).toEqual(first.json());
      });

      it('refuses the same key with a different body with 422 idempotency.key_reused', async () => {
        const headers = { ...AUTH, 'idempotency-key': 'reused-key-1' };
        await post('ROI', interestBody({ email: 'first@example.com' }), headers);
        const reused = await post('ROI', interestBody({ email: 'second@example.com' }), headers);
        expect(reused.statusCode).toBe(422);
        expect(reused.json().error).toBe('idempotency.key_reused');
        const other = await post('CALLME', callMeBody(), headers);
        expect(other.statusCode).toBe(422);
        const rows = await ctx.database.db
          .selectFrom('customer')
          .select('code')
          .where('email', '=', 'second@example.com')
          .execute();
        expect(rows).toHaveLength(0);
      });

      it('replays a refusal too', async () => {
        const headers = { ...AUTH, 'idempotency-key': 'refused-key-1' };
        const first = await post('SIGNUP', orderBody({}, '100000000031'), headers);
        const again = await post('SIGNUP', orderBody({}, '100000000031'), headers);
        expect(first.statusCode).toBe(422);
        expect(again.statusCode).toBe(422);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
      });

      it('refuses a malformed key with 400 validation.invalid_headers', async () => {
        const response = await post('ROI', interestBody(), { ...AUTH, 'idempotency-key': 'x'.repeat(256) });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_headers');
        expect(response.json().fields).toEqual([
          { path: 'idempotency-key', message: 'Too big: expected string to have <=255 characters' },
        ]);
      });

      it('without a key, each submission is a new record', async () => {
        const body = prospectBody({ email: 'twice@example.com' });
        await post('PROSPECT', body);
        await post('PROSPECT', body);
        const rows = await ctx.database.db
          .selectFrom('customer')
          .select('code')
          .where('email', '=', 'twice@example.com')
          .execute();
        expect(rows).toHaveLength(2);
      });
    });
  },
  { app: { clock: () => NOW } },
);

describe('logging', () => {
  it("never writes a sign-up's personal data to the log", async () => {
    const { freshDatabase } = await import('./databases');
    const database = await freshDatabase('sqlite');
    const lines: string[] = [];
    const app = await buildTestApp(database, {
      clock: () => NOW,
      config: { logLevel: 'trace' },
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/customer/SIGNUP',
        headers: AUTH,
        payload: orderBody({ email: 'secret.person@example.com', contact_surname: 'Zebedee-Private' }),
      });
      expect(response.statusCode).toBe(201);
      const refused = await app.inject({
        method: 'POST',
        url: `/customer/${response.json().code}/direct-debit`,
        headers: AUTH,
        payload: { account_name: 'Zebedee-Private', sort_code: '107999', account_number: '88837492' },
      });
      expect(refused.statusCode).toBe(422);
      app.log.info(
        { body: { email: 'secret.person@example.com' }, email: 'secret.person@example.com' },
        'slip',
      );
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(2);
      expect(log).toContain('"url":"/customer/SIGNUP"');
      expect(log).not.toContain('secret.person');
      expect(log).not.toContain('Zebedee');
      expect(log).not.toContain('88837492');
      expect(log).not.toContain('07700');
      expect(log).not.toContain('1985-01-31');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
