import { randomUUID } from 'node:crypto';
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { orderAddressRefusal } from '@fibre/domain/order-address';
import { planAddressType } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import {
  type CheckoutDirectDebit,
  type CheckoutInstallation,
  initialCheckoutState,
} from '@fibre/domain/stored-state';
import { writeConsent } from '../../apps/web/src/analytics/consent';
import { orderAccessCookie, orderAccessKey } from '../../apps/web/src/lib/api/order-access';
import { writeSlice } from '../../apps/web/src/state/persistence';

/**
 * The browser state a checkout page needs to show its real content, seeded into the site's
 * localStorage before a Lighthouse run (decision 0261): /checkout with a plan in
 * the basket at a chosen address; /checkout/review-order with, besides, an order the provider API
 * really holds (placed, slot booked, direct debit set), since the review reads it back by its code.
 * The cookie question is answered (analytics refused), as it is for a visitor who got this far.
 */

/**
 * The demo's RES addresses served now (1-6 Fibre Street, 3 Spark Lane, Flats 1-4 Tower House), one
 * per review run in turn: an address takes one open order at a time (decision 0173), and although
 * each run's order is cancelled before the next, a cancel that did not arrive must not stop the bench.
 * The bench has its own database, so no other run's orders are in the way.
 */
const BENCH_ADDRESSES = DEMO_ADDRESSES.filter(
  (address) =>
    planAddressType(address.address_type) === 'RES' &&
    orderAddressRefusal(address, {
      kind: 'order',
      postcode: address.postcode,
      checkExistingCustomer: true,
    }) === null,
);
/** Fibre 400 (24 months) and the demo bank pair of demo-data.md. */
const BENCH_PLAN = 1002;
const BENCH_BANK = { account_name: 'Sam Fibre', sort_code: '107999', account_number: '88837491' };

export type PageState = 'basket' | 'order';

export interface BenchOrder {
  code: string;
  address: AddressItem;
  email: string;
  installation: CheckoutInstallation;
  directDebit: CheckoutDirectDebit;
}

/** The address of the n-th review run (0-based), in turn; the checkout door's is the first. */
export function benchAddress(run = 0): AddressItem {
  const address = BENCH_ADDRESSES[run % BENCH_ADDRESSES.length];
  if (!address) throw new Error('The demo data has no RES address that can be ordered now');
  return address;
}

async function call(apiUrl: string, token: string, method: string, apiPath: string, body?: unknown) {
  const response = await fetch(`${apiUrl}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (text === '' ? null : JSON.parse(text)) as Record<string, unknown>;
}

/**
 * Places an order the way the checkout does, through the provider API: the customer (SIGNUP), the
 * first free installation slot of its work order, and the direct debit; answers what the browser
 * keeps of it.
 */
export async function placeBenchOrder(apiUrl: string, token: string, run: number): Promise<BenchOrder> {
  const address = benchAddress(run);
  const email = 'bench.visitor@example.com';
  const customer = await call(apiUrl, token, 'POST', '/customer/SIGNUP', {
    contact_title: 'MR',
    contact_name: 'Sam',
    contact_surname: 'Fibre',
    email,
    phone: '07700 900123',
    birthdate: '1985-01-31',
    origin: { value: 'GGLADS' },
    accept_marketing: false,
    accept_terms: true,
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    address_type: address.address_type,
    id_product: BENCH_PLAN,
    addons: [],
    promotions: [],
    additional: {
      needsHelpSwitchingProvider: false,
      wantsToRetainExistingLandline: false,
      hasAlternativeContactMethod: true,
      hasHealthcareOrMedicalAlarm: false,
      confirmResponsibility: true,
      currentProvider: 'BT',
    },
  });
  const code = String(customer.code);
  const schedule = await call(apiUrl, token, 'GET', `/customer/${encodeURIComponent(code)}/schedule`);
  const slots = (schedule.slots ?? []) as Array<{
    day: string;
    time: string;
    label: string;
    available: boolean;
  }>;
  const slot = slots.find((candidate) => candidate.available);
  if (!slot) throw new Error(`No free installation slot for ${code}`);
  const id = String(schedule.id_workorder);
  await call(apiUrl, token, 'PUT', `/workorder/schedule/${encodeURIComponent(id)}`, {
    day: slot.day,
    time: slot.time,
  });
  const masked = await call(
    apiUrl,
    token,
    'POST',
    `/customer/${encodeURIComponent(code)}/direct-debit`,
    BENCH_BANK,
  );
  return {
    code,
    address,
    email,
    installation: { id_workorder: id, day: slot.day, time: slot.time, label: slot.label },
    // Only the masked account number is kept in the browser.
    directDebit: { account_number: String(masked.account_number) },
  };
}

/** The order's access cookie as the sign-up route sets it (decision 0290), for the bench's browser. */
export function orderAccessCookieOf(code: string, token: string, now: number) {
  const setCookie = orderAccessCookie(code, { key: orderAccessKey(token), now, secure: false });
  const [pair = ''] = setCookie.split(';');
  const split = pair.indexOf('=');
  return { name: pair.slice(0, split), value: pair.slice(split + 1), path: '/api' };
}

/** Cancels a bench order, so the address takes the next one (decision 0173); a failure is ignored. */
export async function cancelBenchOrder(apiUrl: string, token: string, code: string): Promise<void> {
  await call(apiUrl, token, 'POST', `/customer/${encodeURIComponent(code)}/cancel`).catch(() => undefined);
}

/** A Map-backed storage the site's own writers fill; its entries go into the browser as they are. */
function recordingStorage() {
  const map = new Map<string, string>();
  return {
    map,
    storage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => {
        map.set(key, value);
      },
      removeItem: (key: string) => {
        map.delete(key);
      },
    },
  };
}

/**
 * The localStorage entries of a visitor at a checkout page, written by the site's own writers
 * (writeConsent, writeSlice), with their lifetimes: the consent answer, the chosen address, Fibre 400
 * in the basket and, with an order, the checkout state and the running timer the earlier steps leave.
 */
export function journeyStorage(order: BenchOrder | null, now: number): Record<string, string> {
  const address = order?.address ?? benchAddress();
  const { map, storage } = recordingStorage();
  writeConsent(storage, false, now);
  writeSlice(
    storage,
    'address',
    { postcodeString: address.postcode, hasConfirmedAddress: true, addressItem: address, addressType: 'RES' },
    now,
  );
  writeSlice(
    storage,
    'basket',
    {
      ...initialBasketState,
      basketItem: BENCH_PLAN,
      selectedItem: BENCH_PLAN,
      monthlyPriceCalculated: 3000,
      originalPrice: 3000,
    },
    now,
  );
  if (order) {
    writeSlice(
      storage,
      'checkout',
      {
        ...initialCheckoutState,
        order: {
          orderNumber: order.code,
          customerCode: order.code,
          email: order.email,
          action: 'SIGNUP',
          productId: BENCH_PLAN,
        },
        installation: order.installation,
        directDebit: order.directDebit,
      },
      now,
    );
    writeSlice(
      storage,
      'timer',
      {
        runsOutAt: now + 10 * 60 * 1000,
        isOvertime: false,
        checkoutEndTime: now + 60 * 60 * 1000,
        extensions: 0,
      },
      now,
    );
  }
  return Object.fromEntries(map);
}
