import { BOT_CHECK_ACTIONS, type BotCheckVerification } from '@fibre/domain/bot-check';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import type { PostcodeCheckResult } from '@fibre/domain/schemas/address-item';
import type { CustomerActionResponse, CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { InstallationSlotTime, WorkOrderSchedule } from '@fibre/domain/schemas/api-installation';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import { ProviderError } from '@fibre/provider-client';
import { vi } from 'vitest';
import { orderViewAccessCookie, orderViewKey } from '../order-view-access';
import { MemoryLookedUpUprns } from './looked-up-uprns';
import { ORDER_ACCESS_COOKIE, orderAccessCookie, orderAccessKey } from './order-access';
import { createRateLimiters } from './rate-limits';
import type { ResumeCodeMessage } from './resume-code';
import type { RouteDeps } from './route-deps';

/** The site's host name in the route tests: where the fake bot check says its tokens were made. */
export const TEST_SITE_HOSTNAME = 'heybroadband.example';

// Test doubles shared by the same-site route handlers' tests (one test file beside each handler).

/** A work order with two days of slots, the second afternoon full. */
export function workOrderSchedule(code: string, id = 'WO12345678'): WorkOrderSchedule {
  const slot = (day: string, time: InstallationSlotTime, remaining: number) => ({
    day,
    time,
    start_time: time.slice(0, 5),
    end_time: time.slice(6),
    label: `${day} ${time}`,
    remaining,
    available: remaining > 0,
    selected: false,
  });
  return {
    id_workorder: id,
    code,
    status: 'UNSCHEDULED',
    day: null,
    time: null,
    window_start: '2026-11-27',
    window_end: '2026-11-28',
    slots: [
      slot('2026-11-27', '08:00-13:00', 3),
      slot('2026-11-27', '13:00-18:00', 1),
      slot('2026-11-28', '08:00-13:00', 2),
      slot('2026-11-28', '13:00-18:00', 0),
    ],
  };
}

/** A sign-up's record as GET /customer/{code} answers it. */
export function customerRecord(code: string): CustomerRecord {
  return {
    code,
    action: 'SIGNUP',
    status: 'PREACTIVE',
    contact_title: 'MS',
    contact_name: 'Lena',
    contact_surname: 'Steps',
    email: 'lena@example.com',
    phone: '07700 900321',
    birthdate: '1984-05-17',
    uprn: '100000000003',
    postcode: 'HB1 1AA',
    address: '3 Fibre Street, Demoton',
    details: {},
    orders: [],
    work_order: { id_workorder: 'WO12345678', status: 'UNSCHEDULED', day: null, time: null },
    direct_debit: null,
    switch_order: null,
    confirmed_at: null,
    start_within_cancellation_period: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
  } as CustomerRecord;
}

/** POST /customer/{action}'s answer for a new order. */
export function customerActionAnswer(action: string, code = 'FB7K3M9QXT'): CustomerActionResponse {
  return {
    code,
    customer_code: code,
    action,
    status: action === 'SIGNUP' ? 'PREACTIVE' : 'PREORDER',
    order: null,
    work_order: null,
    created_at: '2026-11-22T10:00:00.000Z',
  } as CustomerActionResponse;
}

export const fibreStreet = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA');
export const VID = '123e4567-e89b-42d3-a456-426614174000';

export const TEST_ORDER_ACCESS_KEY = orderAccessKey('test-provider-token');

/** The Cookie header of a browser that was given the order `code` (at the fake clock's start). */
export function orderCookie(code: string, now = 1_000_000): { cookie: string } {
  const setCookie = orderAccessCookie(code, { key: TEST_ORDER_ACCESS_KEY, now, secure: false });
  return { cookie: setCookie.split(';')[0] ?? `${ORDER_ACCESS_COOKIE}=` };
}

/** A placed order as GET /order/{code} answers it (issue 23). */
export function placedOrderView(code: string): OrderView {
  return {
    code,
    state: 'acknowledged',
    placed_at: '2026-11-22T10:05:00.000Z',
    preorder: false,
    history: [
      {
        from_state: null,
        to_state: 'acknowledged',
        actor: 'website',
        reason: 'Order placed on the website',
        changed_at: '2026-11-22T10:05:00.000Z',
      },
    ],
    customer: {
      title: 'MS',
      first_name: 'Lena',
      surname: 'Steps',
      email: 'lena@example.com',
      phone: '07700900321',
    },
    address: {
      uprn: '100000000003',
      address: '3 Fibre Street, Demoton',
      postcode: 'HB1 1AA',
      address_type: 'RES',
    },
    products: [1002],
    promotions: [],
    monthly_price: 27,
    start_within_cancellation_period: true,
    installation: { work_order_id: 'WO12345678', day: '2026-11-27', time: '08:00-13:00' },
    direct_debit: { account_name: 'Lena Steps', sort_code_last2: '99', account_number_last2: '58' },
    switch_order: null,
  };
}

/** The Cookie header of a browser that proved the order `code` on Find my order (the hb_view cookie). */
export function provedOrderCookie(code: string, now = 1_000_000): string {
  const setCookie = orderViewAccessCookie(code, now, { key: orderViewKey(TEST_ORDER_ACCESS_KEY) });
  return setCookie.split(';')[0] ?? '';
}

/** Route dependencies with a fake provider answering demo data, and a clock the test moves. */
export function fakeDeps(overrides: Partial<RouteDeps['provider']> = {}) {
  const provider = {
    getAddressesByPostcode: vi.fn(async () => fibreStreet),
    getAddressByUprn: vi.fn(async () => fibreStreet[0]!),
    getActivePromotions: vi.fn(async () => [DEMO_PROMOTIONS[0]!]),
    getOtsProviders: vi.fn(async () => [...DEMO_OTS_PROVIDERS]),
    getPromotionByCode: vi.fn(async () => DEMO_PROMOTIONS[1]!),
    getPromotionsByPostcode: vi.fn(async () => [DEMO_PROMOTIONS[0]!]),
    calculateMonthlyPayment: vi.fn(async () => ({
      total_monthly_price: 34,
      details: [{ id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0, one_off_credit: 0 }],
    })),
    markUprnChecked: vi.fn(async (uprn: string) => ({ uprn, checked_at: '2026-11-22T10:00:00.000Z' })),
    getCustomerSchedule: vi.fn(async (code: string) => workOrderSchedule(code)),
    setWorkOrderSchedule: vi.fn(async (id: string, slot: { day: string; time: InstallationSlotTime }) => ({
      ...workOrderSchedule('C1', id),
      status: 'SCHEDULED' as const,
      ...slot,
    })),
    confirmOrder: vi.fn(async (code: string) => ({
      code,
      status: 'ORDERED' as const,
      order_number: code,
      confirmed_at: '2026-11-22T10:05:00.000Z',
      email_sent_to: 'lena@example.com',
    })),
    getContractSummaryPdf: vi.fn(async () => new TextEncoder().encode('%PDF-1.7 test')),
    getCustomer: vi.fn(async (code: string) => customerRecord(code)),
    setDirectDebit: vi.fn(async (code: string, body: { account_name: string; sort_code: string }) => ({
      code,
      account_name: body.account_name,
      sort_code: body.sort_code,
      account_number: '******58',
      created_at: '2026-11-22T10:00:00.000Z',
    })),
    submitCustomer: vi.fn(async (action: string) => customerActionAnswer(action)),
    lookUpOpenOrder: vi.fn(async (_body: { uprn: string; email: string }) => ({ open: true })),
    updatePreactiveCustomer: vi.fn(async (code: string) => customerRecord(code)),
    cancelOrder: vi.fn(async (code: string) => ({
      code,
      status: 'CANCELLED' as const,
      cancelled_at: '2026-11-22T10:05:00.000Z',
    })),
    submitProspect: vi.fn(async () => customerActionAnswer('PROSPECT', 'FBPR0SPECT')),
    requestDirectDebit: vi.fn(
      async (
        code: string,
        body: { request_amount: number; request_description: string; redirect_url: string },
      ) => ({
        id_request: 'PR23456789',
        code,
        ...body,
        status: 'PENDING' as const,
        created_at: '2026-11-22T10:00:00.000Z',
      }),
    ),
    registerOutage: vi.fn(async () => ({
      id_registration: 'OU23456789',
      created_at: '2026-11-22T10:00:00.000Z',
    })),
    recordCharityVote: vi.fn(async (body: { charity: string }) => ({
      id_vote: 'CV23456789',
      charity: body.charity,
      created_at: '2026-11-22T10:00:00.000Z',
    })),
    // Changing a placed order (your-order-change-routes.ts).
    getOrder: vi.fn(async (code: string) => placedOrderView(code)),
    rescheduleOrder: vi.fn(async (code: string, slot: { day: string; time: InstallationSlotTime }) => ({
      ...placedOrderView(code),
      installation: { work_order_id: 'WO12345678', ...slot },
    })),
    cancelPlacedOrder: vi.fn(async (code: string) => ({
      ...placedOrderView(code),
      state: 'cancelled' as const,
      installation: null,
    })),
    changeOrderContact: vi.fn(async (code: string, body: { phone?: string; email?: string }) => {
      const view = placedOrderView(code);
      return { ...view, customer: { ...view.customer, ...body } };
    }),
    // Find my order (find-my-order-route.ts): no order is found unless a test says so.
    lookUpOrder: vi.fn(async (_body: { code: string; email: string }) => ({ found: false })),
    getOrderReceiptPdf: vi.fn(async () => new TextEncoder().encode('%PDF-1.7 receipt')),
    ...overrides,
  };
  // A verified token made on the site's host; the action is the one the form asks for.
  const botCheck = {
    verify: vi.fn(
      async (_token: string, _ip?: string): Promise<BotCheckVerification> => ({
        success: true,
        score: 0.9,
        action: BOT_CHECK_ACTIONS.registerInterest,
        hostname: TEST_SITE_HOSTNAME,
      }),
    ),
  };
  // The public postcode check as the stand-in answers a demo postcode.
  const postcodeLookup = {
    lookUp: vi.fn(
      async (postcode: string): Promise<PostcodeCheckResult | null> => ({
        postcode,
        admin_ward: 'Demoton Central',
        admin_district: 'Demoton',
      }),
    ),
  };
  const trackingScript = {
    get: vi.fn(async () => ({ body: 'window.SR = {};', fetchedAt: 1_000_000 })),
  };
  const email = {
    sendForm: vi.fn(async (_form: FormData | Record<string, string>, _options?: { templateId?: string }) => ({
      status: 200,
      text: 'OK',
    })),
    registerInterestTemplateId: 'test-register-interest-template',
  };
  // What the route left to run after its response (Next's after()); the test runs it when it likes.
  const afterTasks: Array<() => Promise<void>> = [];
  const afterResponse = vi.fn((task: () => Promise<void>) => {
    afterTasks.push(task);
  });
  /** Runs, and forgets, every task left for after the response. */
  const runAfterResponse = async () => {
    for (const task of afterTasks.splice(0)) await task();
  };
  const sendResumeCode = vi.fn(async (_message: ResumeCodeMessage) => ({ status: 200, text: 'OK' }));
  let now = 1_000_000;
  const deps: RouteDeps = {
    provider,
    limiters: createRateLimiters(),
    lookedUp: new MemoryLookedUpUprns(),
    now: () => now,
    secure: false,
    clientIp: '203.0.113.9',
    orderAccessKey: TEST_ORDER_ACCESS_KEY,
    botCheck,
    botCheckHostnames: [TEST_SITE_HOSTNAME],
    postcodeLookup,
    trackingScript,
    email,
    afterResponse,
    paymentRedirect: {
      siteOrigin: 'https://heybroadband.example',
      allowedHosts: ['pay.heybroadband.example'],
    },
    development: false,
    sendResumeCode,
  };
  return {
    deps,
    provider,
    botCheck,
    postcodeLookup,
    trackingScript,
    email,
    sendResumeCode,
    afterResponse,
    runAfterResponse,
    /**
     * Moves the routes' clock. The rate limits keep their windows on the store's own clock
     * (decision 0521): a test that calls `vi.useFakeTimers({ toFake: ['Date'] })` has it moved too.
     */
    advance: (ms: number) => {
      now += ms;
      if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
      return now;
    },
  };
}

/** A JSON request from the test network address (a string body is sent as it is). */
export function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
  });
}

export const down = () => new ProviderError({ key: 'service.unavailable', status: 503, message: 'down' });
export const timeout = () => new ProviderError({ key: 'service.timeout', status: 504, message: 'slow' });
export const broken = () => new ProviderError({ key: 'internal.error', status: 500, message: 'boom' });
export const notFound = (key: string) => new ProviderError({ key, status: 404, message: 'none' });

/** A valid SIGNUP body at 1 Fibre Street (the domain's order schema). */
export function validOrderBody(overrides: Record<string, unknown> = {}) {
  return {
    contact_title: 'MR',
    contact_name: 'Sam',
    contact_surname: 'Fibre',
    email: 'sam.fibre@example.com',
    phone: '07700 900123',
    birthdate: '1985-01-31',
    origin: { value: 'GGLADS' },
    accept_marketing: false,
    accept_terms: true,
    uprn: '100000000001',
    address: '1 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    address_type: 'RES',
    id_product: 1002,
    addons: [9001],
    promotions: [2],
    additional: {
      needsHelpSwitchingProvider: false,
      wantsToRetainExistingLandline: false,
      hasAlternativeContactMethod: true,
      hasHealthcareOrMedicalAlarm: false,
      confirmResponsibility: true,
      currentProvider: 'BT',
    },
    ...overrides,
  };
}
