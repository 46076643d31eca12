import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { isOrderableNow } from '@fibre/domain/order-address';
import { planAddressType } from '@fibre/domain/routing';
import { expect, it } from 'vitest';
import type { OutboxEntry } from '../src/mail/mailer';
import { AUTH, describeEachApi } from './app';
import { orderBody } from './bodies';

// Monday 23 November 2026: the work orders offer slots from Thursday 26th.
const NOW = new Date('2026-11-23T10:00:00.000Z');
const BANK = { account_name: 'Sam Fibre', sort_code: '202959', account_number: '63748472' };
const OUTBOX = mkdtempSync(join(tmpdir(), 'provider-api-every-order-'));

/**
 * The checkout's promise (decision 0200), held at the provider API: every demo plan can be ordered
 * at every demo address that can be ordered now (demo-data.md), from sign-up to a confirmed order
 * that reads back with its plan, add-on, slot and masked bank details, with its confirmation e-mail
 * in the outbox. Each order is cancelled afterwards (the 14-day right to cancel), which frees the
 * address and its slot.
 */
const ORDERABLE = DEMO_ADDRESSES.filter(
  (address) => address.uprn !== null && isOrderableNow(address) && address.coverage !== 'CUSTOMER',
);
const PLANS = DEMO_PRODUCTS.filter(
  (product) => product.product_type === 'PRODUCT' && product.enabled_for_web,
);

const CASES = ORDERABLE.flatMap((address) =>
  PLANS.filter((plan) => plan.address_type === planAddressType(address.address_type)).map((plan) => ({
    address,
    plan,
    // The first add-on the plan lists, so each order carries one (Home Phone for every demo plan).
    addon: plan.addons?.[0] ?? null,
  })),
);

it('covers every orderable demo address and every plan sold on the web', () => {
  expect(ORDERABLE.map((address) => address.address)).toEqual(
    expect.arrayContaining([
      '1 Fibre Street, Demoton',
      '6 Fibre Street, Demoton',
      '3 Spark Lane, Demoton',
      'Unit 1, Commerce Park, Demoton',
      '20 Home Office Way, Demoton',
      'Flat 4, Tower House, Demoton',
    ]),
  );
  expect(ORDERABLE.map((address) => address.address)).not.toContain('Flat 5, Tower House, Demoton');
  // 11 homes x 9 RES plans, 3 business units x 3 plans, 1 home office x 4 plans.
  expect(CASES).toHaveLength(11 * 9 + 3 * 3 + 4);
  expect(CASES.some((entry) => entry.plan.id_product === 1099)).toBe(false);
});

describeEachApi(
  'every demo plan at every orderable demo address',
  (ctx) => {
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url, headers: AUTH, payload: payload as object });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: AUTH });

    it('orders, confirms, reads back and cancels each one', { timeout: 120_000 }, async () => {
      for (const { address, plan, addon } of CASES) {
        const label = `${plan.name} (${plan.id_product}) at ${address.address}`;
        const addons = addon === null ? [] : [addon];
        const body = orderBody(
          {
            id_product: plan.id_product,
            addons,
            promotions: [],
            ...(address.address_type === 'BUS'
              ? { company_name: 'Demo Trading Ltd', company_number: '01234567' }
              : {}),
          },
          address.uprn ?? '',
        );
        const signUp = await post('/customer/SIGNUP', body);
        expect(signUp.statusCode, `${label}: ${signUp.body}`).toBe(201);
        const { code, work_order: workOrder } = signUp.json();

        const schedule = (await get(`/workorder/schedule/${workOrder.id_workorder}`)).json();
        const slot = schedule.slots.find((candidate: { available: boolean }) => candidate.available);
        expect(slot, label).toBeDefined();
        const booked = await ctx.app.inject({
          method: 'PUT',
          url: `/workorder/schedule/${workOrder.id_workorder}`,
          headers: AUTH,
          payload: { day: slot.day, time: slot.time },
        });
        expect(booked.statusCode, `${label}: ${booked.body}`).toBe(200);
        const debit = await post(`/customer/${code}/direct-debit`, BANK);
        expect(debit.statusCode, `${label}: ${debit.body}`).toBe(201);
        const confirmed = await post(`/customer/${code}/confirm`, {
          start_within_cancellation_period: false,
        });
        expect(confirmed.statusCode, `${label}: ${confirmed.body}`).toBe(201);

        const record = (await get(`/customer/${code}`)).json();
        expect(record, label).toMatchObject({
          status: 'ORDERED',
          uprn: address.uprn,
          orders: [{ products: [plan.id_product, ...addons] }],
          work_order: { status: 'SCHEDULED', day: slot.day, time: slot.time },
          direct_debit: {
            account_name: BANK.account_name,
            sort_code: BANK.sort_code,
            account_number: '******72',
          },
        });
        const mail = readdirSync(OUTBOX)
          .filter((name) => name.endsWith('.json'))
          .map((name) => JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as OutboxEntry)
          .filter((entry) => entry.subject.includes(code));
        expect(mail, label).toHaveLength(1);

        const cancelled = await post(`/customer/${code}/cancel`, {});
        expect(cancelled.statusCode, `${label}: ${cancelled.body}`).toBe(200);
      }
    });
  },
  { app: { clock: () => NOW, config: { outboxDir: OUTBOX } } },
);
