import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASKET_PLAN_COOKIE, basketPlanCookieValue } from '@fibre/domain/basket-plan-cookie';
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
/**
 * The order pages' order (state 'view') stays open for the whole run, so it has an address of its
 * own, the last of them; the review runs take the others in turn.
 */
const VIEW_ADDRESS = BENCH_ADDRESSES.at(-1);
const REVIEW_ADDRESSES = BENCH_ADDRESSES.slice(0, -1);
/** Fibre 400 (24 months) and the demo bank pair of demo-data.md. */
const BENCH_PLAN = 1002;
const BENCH_BANK = { account_name: 'Sam Fibre', sort_code: '107999', account_number: '88837491' };

/**
 * 'basket': a chosen address and a plan; 'order': besides, an open order the review reads back;
 * 'view': a placed (confirmed) order and the `hb_view` cookie its customer gets from Find my order
 * with the e-mailed code (decisions 0650 and 0651), for /your-order and its change pages.
 */
export type PageState = 'basket' | 'order' | 'view';

export interface BenchOrder {
  code: string;
  address: AddressItem;
  email: string;
  installation: CheckoutInstallation;
  directDebit: CheckoutDirectDebit;
}

/** The address of the n-th review run (0-based), in turn; the checkout door's is the first. */
export function benchAddress(run = 0): AddressItem {
  const address = REVIEW_ADDRESSES[run % REVIEW_ADDRESSES.length];
  if (!address) throw new Error('The demo data has no RES address that can be ordered now');
  return address;
}

/** The address of the order pages' order: one no review run takes. */
export function viewAddress(): AddressItem {
  if (!VIEW_ADDRESS || REVIEW_ADDRESSES.length === 0) {
    throw new Error('The demo data has too few RES addresses that can be ordered now');
  }
  return VIEW_ADDRESS;
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
export function placeBenchOrder(apiUrl: string, token: string, run: number): Promise<BenchOrder> {
  return placeBenchOrderAt(apiUrl, token, benchAddress(run), 'bench.visitor@example.com');
}

async function placeBenchOrderAt(
  apiUrl: string,
  token: string,
  address: AddressItem,
  email: string,
): Promise<BenchOrder> {
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

/**
 * The basket plan cookie the site's store keeps beside the seeded basket (decision 0686), so the
 * server draws /extras with the plan's cards as it does for a visitor who chose the plan.
 */
export function basketPlanCookieOf(): BenchCookie {
  return {
    name: BASKET_PLAN_COOKIE,
    value: basketPlanCookieValue({ basketItem: BENCH_PLAN, addons: [] }) ?? '',
    path: '/',
  };
}

/** Cancels a bench order, so the address takes the next one (decision 0173); a failure is ignored. */
export async function cancelBenchOrder(apiUrl: string, token: string, code: string): Promise<void> {
  await call(apiUrl, token, 'POST', `/customer/${encodeURIComponent(code)}/cancel`).catch(() => undefined);
}

/**
 * The order pages' order: placed as the checkout places it (placeBenchOrder) at the view address,
 * then confirmed as the review's 'Confirm order' does (starting within the 14 days), so the pages
 * show a placed order with its slot, Direct Debit and documents. `email` is the run's own inbox.
 */
export async function placeViewOrder(apiUrl: string, token: string, email: string): Promise<BenchOrder> {
  const order = await placeBenchOrderAt(apiUrl, token, viewAddress(), email);
  await call(apiUrl, token, 'POST', `/customer/${encodeURIComponent(order.code)}/confirm`, {
    start_within_cancellation_period: true,
  });
  return order;
}

/** A cookie for the bench's browser: the name and value of a Set-Cookie header, at its path. */
export interface BenchCookie {
  name: string;
  value: string;
  path: string;
}

/** The cookies a response sets (name, value, Path; other attributes dropped), in order. */
export function setCookies(response: Response): BenchCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';');
    const split = pair.indexOf('=');
    const pathAttribute = attributes.map((part) => part.trim()).find((part) => /^path=/i.test(part));
    return {
      name: pair.slice(0, split).trim(),
      value: pair.slice(split + 1).trim(),
      path: pathAttribute ? pathAttribute.slice('path='.length) : '/',
    };
  });
}

/** The 6-digit codes the e-mail stand-in was asked to send to `email`, oldest first (its outbox folder). */
export function codesSentTo(outboxDir: string, email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as {
          template_params?: Record<string, unknown>;
        },
    )
    .filter((message) => message.template_params?.to_email === email)
    .map((message) => String(message.template_params?.code ?? ''))
    .filter((code) => /^\d{6}$/.test(code));
}

/**
 * The `hb_view` cookie as a customer gets it (decision 0650): POST /api/find-my-order with the
 * e-mail and the order number, the code read from the e-mail stand-in's outbox (the site sends it
 * after answering), then the same with the code and the pending `hb_find` cookie.
 */
export async function orderViewCookie(
  origin: string,
  order: Pick<BenchOrder, 'code' | 'email'>,
  outboxDir: string,
): Promise<BenchCookie> {
  const sentBefore = codesSentTo(outboxDir, order.email).length;
  const jar = new Map<string, BenchCookie>();
  const ask = async (body: Record<string, string>) => {
    const response = await fetch(`${origin}/api/find-my-order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
        cookie: [...jar.values()].map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST /api/find-my-order answered ${response.status}: ${text}`);
    for (const cookie of setCookies(response)) jar.set(cookie.name, cookie);
  };
  await ask({ email: order.email, order_number: order.code });
  let code: string | undefined;
  for (let waited = 0; code === undefined && waited < 15_000; waited += 100) {
    code = codesSentTo(outboxDir, order.email)[sentBefore];
    if (code === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (code === undefined) throw new Error(`No code was e-mailed to ${order.email} for ${order.code}`);
  await ask({ email: order.email, order_number: order.code, verification_code: code });
  const view = jar.get('hb_view');
  if (!view?.value) throw new Error(`Find my order gave no hb_view cookie for ${order.code}`);
  return view;
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

/** The localStorage of a customer back at the order pages: the cookie question answered, nothing else. */
export function viewStorage(now: number): Record<string, string> {
  const { map, storage } = recordingStorage();
  writeConsent(storage, false, now);
  return Object.fromEntries(map);
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
