import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBasketPlanCookie } from '@fibre/domain/basket-plan-cookie';
import { missingStepBefore } from '@fibre/domain/checkout-state';
import { planAddressType } from '@fibre/domain/routing';
import { describe, expect, it } from 'vitest';
import { readConsent } from '../../apps/web/src/analytics/consent';
import { orderAccessKey, orderCodeOf } from '../../apps/web/src/lib/api/order-access';
import { readSlice } from '../../apps/web/src/state/persistence';
import {
  type BenchOrder,
  basketPlanCookieOf,
  benchAddress,
  codesSentTo,
  journeyStorage,
  orderAccessCookieOf,
  setCookies,
  viewAddress,
  viewStorage,
} from './checkout-state';

const ORDER: BenchOrder = {
  code: 'FB23456789',
  address: benchAddress(1),
  email: 'bench.visitor@example.com',
  installation: {
    id_workorder: 'WO23456789',
    day: '2026-11-26',
    time: '08:00-13:00',
    label: 'Morning, 8am to 1pm',
  },
  directDebit: { account_number: '******91' },
};
const NOW = Date.UTC(2026, 10, 23, 22, 0);

function storageOf(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('journeyStorage: what the bench seeds is what the site reads back', () => {
  it('gives /checkout a confirmed address and Fibre 400 in the basket, with the cookie question answered', () => {
    const storage = storageOf(journeyStorage(null, NOW));
    expect(readSlice(storage, 'address', NOW)).toMatchObject({
      hasConfirmedAddress: true,
      addressItem: { uprn: '100000000001', postcode: 'HB1 1AA' },
    });
    expect(readSlice(storage, 'basket', NOW).basketItem).toBe(1002);
    expect(readSlice(storage, 'checkout', NOW).order).toBeNull();
    expect(readConsent(storage, NOW)).toMatchObject({ analytics: false });
  });

  it('gives /checkout/review-order an order no earlier step is missing from', () => {
    const storage = storageOf(journeyStorage(ORDER, NOW));
    const checkout = readSlice(storage, 'checkout', NOW);
    expect(checkout.order?.customerCode).toBe('FB23456789');
    expect(readSlice(storage, 'address', NOW).addressItem?.address).toBe('2 Fibre Street, Demoton');
    expect(missingStepBefore(checkout, 'review')).toBeNull();
    expect(readSlice(storage, 'timer', NOW).runsOutAt).toBeGreaterThan(NOW);
  });

  it('takes the RES addresses served now in turn, never one that cannot be ordered', () => {
    const addresses = Array.from({ length: 11 }, (_, run) => benchAddress(run).address);
    expect(new Set(addresses).size).toBe(10);
    expect(addresses).not.toContain('10 Build Road, Demoton');
    expect(addresses[10]).toBe(addresses[0]);
  });

  it("keeps the order pages' address out of the review runs' turn: that order stays open all run", () => {
    const view = viewAddress();
    const reviews = Array.from({ length: 10 }, (_, run) => benchAddress(run).uprn);
    expect(reviews).not.toContain(view.uprn);
    expect(planAddressType(view.address_type)).toBe('RES');
  });

  it('gives the order pages only the answered cookie question', () => {
    const entries = viewStorage(NOW);
    expect(readConsent(storageOf(entries), NOW)).toMatchObject({ analytics: false });
    expect(readSlice(storageOf(entries), 'checkout', NOW).order).toBeNull();
  });
});

describe('setCookies', () => {
  it("reads each Set-Cookie's name, value and path", () => {
    const headers = new Headers();
    headers.append('set-cookie', 'hb_find=abc.def; Path=/api/find-my-order; HttpOnly; SameSite=Strict');
    headers.append('set-cookie', 'hb_view=FB1.2=3; Max-Age=1800; Path=/; HttpOnly');
    headers.append('set-cookie', 'hb_visitor=v1; HttpOnly');
    expect(setCookies(new Response(null, { headers }))).toEqual([
      { name: 'hb_find', value: 'abc.def', path: '/api/find-my-order' },
      { name: 'hb_view', value: 'FB1.2=3', path: '/' },
      { name: 'hb_visitor', value: 'v1', path: '/' },
    ]);
  });
});

describe('codesSentTo', () => {
  it("reads the 6-digit codes sent to one inbox from the stand-in's outbox, oldest first", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
    const message = (to: string, code: unknown) =>
      JSON.stringify({ form: 'json', template_id: 't', template_params: { to_email: to, code } });
    writeFileSync(path.join(dir, '001.json'), message('a@example.com', '123456'));
    writeFileSync(path.join(dir, '002.json'), message('b@example.com', '222222'));
    writeFileSync(path.join(dir, '003.json'), message('a@example.com', undefined));
    writeFileSync(path.join(dir, '004.json'), message('a@example.com', '654321'));
    writeFileSync(path.join(dir, 'note.txt'), 'not a message');
    expect(codesSentTo(dir, 'a@example.com')).toEqual(['123456', '654321']);
    expect(codesSentTo(path.join(dir, 'none'), 'a@example.com')).toEqual([]);
  });
});

describe('orderAccessCookieOf', () => {
  it('is the cookie the site accepts for the order (decision 0290)', () => {
    const now = Date.UTC(2026, 10, 23, 22, 0);
    const cookie = orderAccessCookieOf('FB7K3M9QXT', 'bench-token-0123456789', now);
    expect(cookie).toMatchObject({ name: 'hb_order', path: '/api' });
    const request = new Request('http://127.0.0.1/api/x', {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const key = orderAccessKey('bench-token-0123456789');
    expect(orderCodeOf(request, { key, now })).toBe('FB7K3M9QXT');
    expect(orderCodeOf(request, { key: orderAccessKey('another-token-0123456789'), now })).toBeNull();
  });
});

describe('basketPlanCookieOf', () => {
  it("names the seeded basket's plan as the site's store would (decision 0686)", () => {
    const cookie = basketPlanCookieOf();
    expect(cookie).toEqual({ name: 'hb_basket', value: '1002', path: '/' });
    const basket = readSlice(storageOf(journeyStorage(null, NOW)), 'basket', NOW);
    expect(readBasketPlanCookie(cookie.value)).toEqual({ planId: basket.basketItem, addons: basket.addons });
  });
});
