import { switchMatchResponseSchema } from '@fibre/domain/schemas/switch-match';
import { buildSwitchMatchRequest } from '@fibre/domain/switch-match';
import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi } from './app';
import { orderBody } from './bodies';

const NOW = new Date('2026-11-23T10:00:00.000Z');

/** An order body asking for help switching from Sky, with the match request its answers make. */
function switchingOrder(
  uprn: string,
  additional: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
) {
  const base = orderBody({}, uprn);
  const answers = {
    ...base.additional,
    needsHelpSwitchingProvider: true,
    rcpid: 'RCP-SKY001',
    currentProvider: 'Sky',
    ...additional,
  };
  const body = { ...base, additional: answers, ...overrides };
  return { ...body, switch_match: buildSwitchMatchRequest({ ...body, uprn: body.uprn ?? '' }) };
}

/** One Touch Switch (decision 0220): the stand-in hub's match, and the switch order an order keeps. */
describeEachApi(
  'One Touch Switch match',
  (ctx) => {
    const post = (url: string, payload: object, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url, headers, payload });
    const countCustomers = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('customer')
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );

    describe('POST /ots/switch-match', () => {
      const request = switchingOrder('100000000001', {
        wantsToRetainExistingLandline: true,
        landlineNumber: '01632 960123',
      }).switch_match!;

      it("answers the hub's match: a reference, each service's implication and the losing provider", async () => {
        const response = await post('/ots/switch-match', request);
        expect(response.statusCode).toBe(200);
        const answer = switchMatchResponseSchema.parse(response.json());
        expect(answer.switch_order_reference).toMatch(/^OTS-M[2-9A-HJ-NP-Z]{8}$/);
        expect(answer).toEqual({
          switch_order_reference: answer.switch_order_reference,
          matched: true,
          implications: [
            {
              service_type: 'IAS',
              action: 'cease',
              text: 'Your broadband with Sky stops on the day your new service goes live',
            },
            {
              service_type: 'IAS',
              action: 'cease',
              text: 'Sky may charge early-exit fees if you are still in a minimum term',
            },
            {
              service_type: 'NBICS',
              action: 'port',
              text: 'Your number 01632960123 moves to us 2-3 weeks after your broadband goes live',
            },
          ],
          early_termination_charges_may_apply: true,
          losing_provider: { rcpid: 'RCP-SKY001', name: 'Sky' },
        });
        const again = await post('/ots/switch-match', request);
        expect(again.json().switch_order_reference).not.toBe(answer.switch_order_reference);
      });

      it('names the losing provider as the hub knows it, whatever brand was sent', async () => {
        const response = await post('/ots/switch-match', {
          ...request,
          rcpid: 'RCP-VMO001',
          brand: 'Virgin',
        });
        expect(response.json().losing_provider).toEqual({ rcpid: 'RCP-VMO001', name: 'Virgin Media O2' });
        expect(response.json().implications[0].text).toContain('Virgin Media O2');
      });

      it('refuses an RCPID the hub does not know with 422 ots.unknown_provider', async () => {
        const response = await post('/ots/switch-match', { ...request, rcpid: 'RCP-NOPE01' });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          error: 'ots.unknown_provider',
          message: 'No One Touch Switch provider has this RCPID.',
          fields: [{ path: 'rcpid', message: 'Choose a provider from GET /ots/providers' }],
        });
      });

      it('refuses a request without broadband, or with unknown fields, as an invalid body', async () => {
        for (const payload of [
          { ...request, services: [] },
          { ...request, services: [{ service_type: 'IAS' }, { service_type: 'IAS' }] },
          { ...request, extra: true },
          { ...request, address: { ...request.address, uprn: 'x' } },
        ]) {
          const response = await post('/ots/switch-match', payload);
          expect({ status: response.statusCode, key: response.json().error }).toEqual({
            status: 400,
            key: 'validation.invalid_body',
          });
        }
      });

      it('needs the token', async () => {
        expect((await post('/ots/switch-match', request, {})).statusCode).toBe(401);
      });
    });

    describe('an order with switch_match', () => {
      it('keeps the switch order on the customer: in the action answer and GET /customer/{code}', async () => {
        const response = await post('/customer/SIGNUP', switchingOrder('100000000001'));
        expect(response.statusCode).toBe(201);
        const { code, switch_order } = response.json();
        expect(switch_order).toEqual({
          reference: `OTS-${code}`,
          status: 'MATCHED',
          losing_provider: { rcpid: 'RCP-SKY001', name: 'Sky' },
          implications: [
            expect.objectContaining({ service_type: 'IAS', action: 'cease' }),
            expect.objectContaining({ service_type: 'IAS', action: 'cease' }),
          ],
          early_termination_charges_may_apply: true,
          created_at: NOW.toISOString(),
        });
        const record = await ctx.app.inject({ method: 'GET', url: `/customer/${code}`, headers: AUTH });
        expect(record.json().switch_order).toEqual(switch_order);
        expect(record.json().details).not.toHaveProperty('switch_match');
      });

      it('answers switch_order null for an order without one', async () => {
        const response = await post(
          '/customer/PREORDER',
          orderBody({ addons: [], promotions: [] }, '100000000021'),
        );
        expect(response.statusCode).toBe(201);
        expect(response.json().switch_order).toBeNull();
        const record = await ctx.app.inject({
          method: 'GET',
          url: `/customer/${response.json().code}`,
          headers: AUTH,
        });
        expect(record.json().switch_order).toBeNull();
      });

      it('refuses an unknown provider with 422 on switch_match.rcpid, and writes nothing', async () => {
        const before = await countCustomers();
        const body = switchingOrder('100000000002', { rcpid: 'RCP-NOPE01' });
        const response = await post('/customer/SIGNUP', body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          error: 'ots.unknown_provider',
          fields: [{ path: 'switch_match.rcpid', message: 'Choose a provider from GET /ots/providers' }],
        });
        expect(await countCustomers()).toBe(before);
        const claims = await ctx.database.db
          .selectFrom('open_order')
          .selectAll()
          .where('uprn', '=', '100000000002')
          .execute();
        expect(claims).toEqual([]);
      });

      it('refuses a switch_match that disagrees with the answers, naming each field', async () => {
        const body = switchingOrder('100000000002');
        const response = await post('/customer/SIGNUP', {
          ...body,
          switch_match: { ...body.switch_match, surname: 'Someone', rcpid: 'RCP-BT0001' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual([
          { path: 'switch_match.rcpid', message: 'Must agree with the order: additional.rcpid' },
          { path: 'switch_match.surname', message: 'Must agree with the order: contact_surname' },
        ]);
      });

      it('replaces the switch order when the order is changed, and cancels it when help is no longer wanted', async () => {
        const uprn = '100000000003';
        const placed = await post('/customer/SIGNUP', switchingOrder(uprn));
        expect(placed.statusCode).toBe(201);
        const code = placed.json().code as string;

        const ported = await post(
          '/customer/UPDATE',
          switchingOrder(uprn, { wantsToRetainExistingLandline: true, landlineNumber: '01632 960456' }),
        );
        expect(ported.statusCode).toBe(200);
        expect(ported.json().switch_order).toMatchObject({ reference: `OTS-${code}`, status: 'MATCHED' });
        expect(ported.json().switch_order.implications.at(-1)).toEqual({
          service_type: 'NBICS',
          action: 'port',
          text: 'Your number 01632960456 moves to us 2-3 weeks after your broadband goes live',
        });

        const kept = await post('/customer/UPDATE', { ...switchingOrder(uprn), switch_match: undefined });
        expect(kept.json().switch_order).toMatchObject({ status: 'MATCHED' });

        const dropped = await post('/customer/UPDATE', orderBody({}, uprn));
        expect(dropped.statusCode).toBe(200);
        expect(dropped.json().switch_order).toMatchObject({ reference: `OTS-${code}`, status: 'CANCELLED' });
        const rows = await ctx.database.db
          .selectFrom('switch_order')
          .selectAll()
          .where('customer_code', '=', code)
          .execute();
        expect(rows).toHaveLength(1);
      });
    });
  },
  { app: { clock: () => NOW } },
);
