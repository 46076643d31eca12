import { PACKAGE_TYPE_LABELS, PACKAGE_TYPES } from '@fibre/domain/constants';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { handleProxy } from '../site-proxy';
import { uprnByPostcode, uprnChecked, uprnData } from './address-routes';
import { cancelOrder } from './cancel-order-route';
import {
  confirmOrder,
  directDebit,
  installationSlots,
  setInstallationSchedule,
} from './checkout-step-routes';
import {
  customerPreorder,
  customerPreorderDdMdu,
  customerPreorderDdSdu,
  customerSignup,
  preactiveCustomerUpdate,
} from './customer-order-routes';
import { customerGetByCode } from './customer-read-route';
import { donationTracker } from './donation-tracker-route';
import { findMyOrder } from './find-my-order-route';
import { customerCallMe, customerProspect, customerRoi } from './lead-routes';
import { calculateMonthlyPayment } from './monthly-payment-route';
import { orderDocument } from './order-documents-route';
import { otsProviders } from './ots-providers-route';
import { outage } from './outage-route';
import { activePromos, getPromo, promotionByPostcode } from './promotion-routes';
import { customerUpdate } from './resume-order-route';
import type { RouteDeps } from './route-deps';
import { fakeDeps, orderCookie, provedOrderCookie, VID } from './route-deps.test-support';
import { syneriseJsProxy } from './synerise-proxy-route';
import { upfrontPaymentRequest } from './upfront-payment-route';
import { verifyRecaptcha } from './verify-recaptcha-route';
import {
  cancelYourOrder,
  changeYourOrderEmail,
  changeYourOrderPhone,
  rescheduleYourOrder,
} from './your-order-change-routes';

/**
 * Generated hostile input over every same-site route (decision 0184): methods, content types, bodies
 * (JSON of the right shape with wrong values, any JSON, text that is not JSON, bytes that are not
 * UTF-8, deep nesting, oversized bodies), queries and path parameters, plus the path guard of
 * proxy.ts over arbitrary paths. Handlers are called directly with a healthy fake provider, so any
 * 5xx is the site's own failure. `npm test` runs FUZZ_RUNS (default 150) cases per route;
 * `npm run test:fuzz` runs thousands and the figures below are printed either way.
 */
const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '150', 10);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const figures = {
  requests: 0,
  byStatus: new Map<number, number>(),
  byKey: new Map<string, number>(),
  serverErrors: [] as string[],
  peakRssBytes: process.memoryUsage.rss(),
};

async function record(route: string, response: Response, input: unknown): Promise<Response> {
  vi.clearAllMocks();
  figures.requests += 1;
  figures.byStatus.set(response.status, (figures.byStatus.get(response.status) ?? 0) + 1);
  figures.peakRssBytes = Math.max(figures.peakRssBytes, process.memoryUsage.rss());
  const text = await response.clone().text();
  if (response.status >= 400) {
    const key = (() => {
      try {
        return String((JSON.parse(text) as { error?: unknown }).error);
      } catch {
        return 'not-json';
      }
    })();
    figures.byKey.set(`${response.status} ${key}`, (figures.byKey.get(`${response.status} ${key}`) ?? 0) + 1);
  }
  if (response.status >= 500)
    figures.serverErrors.push(`${route} ${response.status}: ${JSON.stringify(input)}`);
  return response;
}

/**
 * One set of dependencies for the whole run: the fake provider answering demo data, open rate
 * limits (they are tested on their own; here the handlers' paths are) and a visitor memory that
 * knows every demo uprn. The provider's mocks are cleared after each case, so the memory figure is
 * the handlers' and not the mocks' record of every call.
 */
function openDeps() {
  const { deps } = fakeDeps();
  const uprns = DEMO_ADDRESSES.flatMap((address) => (address.uprn ? [address.uprn] : []));
  void deps.lookedUp.remember(VID, uprns, deps.now()); // memory: remembered before it returns
  const open: RouteDeps = {
    ...deps,
    limiters: {
      check: async () => ({ allowed: true, remaining: 1, retryAfterMs: 0 }),
      checkSubject: async () => ({ allowed: true, remaining: 1, retryAfterMs: 0 }),
    },
    // What a route leaves for after its answer runs at once: a task that throws fails the run.
    afterResponse: (task) => void task(),
  };
  return open;
}
const DEPS = openDeps();

/** A register-interest payload the route takes (registerInterestPayload for 9 Fibre Street). */
const VALID_INTEREST = {
  contact_title: 'MS',
  contact_name: 'Lena',
  contact_surname: 'Steps',
  email: 'lena@example.com',
  phone: '07700 900321',
  uprn: '100000000009',
  address: '9 Fibre Street, Demoton',
  postcode: 'HB1 1AC',
  coverage: 'DESIGN',
  oss_type: null,
  address_type: 'RES',
  marketing: 'NO',
  gdpr: true,
  recaptcha_token: 'stand-in-submit-1',
};
/** fast-check's run of a route, with time for thousands of cases. */
const TIMEOUT_MS = Math.max(30_000, RUNS * 40);

const FIELD_NAMES = [
  'postcode',
  'uprn',
  'products',
  'promotions',
  'code',
  'product',
  // The forms.
  'email',
  'phone',
  'charity',
  'token',
  // POST /api/customer-roi's bot-check token (decision 0360) and the hero's package type (0375).
  'recaptcha_token',
  'package_type',
  'redirect_url',
  'request_amount',
  'request_description',
  'contact_name',
  // The order page's changes.
  'slot',
  'confirm',
  'reason',
  // Find my order (decision 0650).
  'order_number',
  'verification_code',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'HB1 1AA',
    'hb11aa',
    '100000000001',
    '\uD800',
    '<script>alert(1)</script>',
    "'; DROP TABLE address; --",
    '\r\nSet-Cookie: x=1',
    '%ZZ',
    '\u0000',
    '../../etc/passwd',
    'WELCOME10',
    'sam@example.com',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'https://heybroadband.example@evil.example/',
    'low-score-token',
    'x'.repeat(5000),
  ),
);

const shapedBody = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES),
  fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer({ min: 900, max: 1100 }), hostileString), { maxLength: 8 }),
    fc.jsonValue({ maxDepth: 3 }),
  ),
);

/** Bytes of a body, as sent. */
const bodyBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: shapedBody.map((value) => new TextEncoder().encode(JSON.stringify(value))) },
  {
    weight: 2,
    arbitrary: fc.jsonValue().map((value) => new TextEncoder().encode(JSON.stringify(value) ?? '')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }).map((text) => new TextEncoder().encode(text)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 5000 })
      .map((depth) => new TextEncoder().encode(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 8000, max: 40_000 }).map((size) => new Uint8Array(size).fill(0x20)),
  },
);

// JSON most of the time, so most cases get past the type check to the reader and the schema.
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/problem+json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      null,
    ),
  },
);

const method = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE');

interface BodyCase {
  method: string;
  type: string | null;
  body: Uint8Array;
  cookie: boolean;
  declaredLength: boolean;
  /** The checkout writes require one (decision 0200); with it, the handler reads on to the provider. */
  idempotencyKey: boolean;
}

const bodyCase: fc.Arbitrary<BodyCase> = fc.record({
  method,
  type: contentType,
  body: bodyBytes,
  cookie: fc.boolean(),
  declaredLength: fc.boolean(),
  idempotencyKey: fc.boolean(),
});

function bodyRequest(path: string, input: BodyCase): Request {
  const headers = new Headers();
  if (input.type !== null) headers.set('content-type', input.type);
  // With the cookie, the browser was also given the demo order, so the order routes read on.
  // It also proved that order on Find my order, so the order page's changes read on too.
  if (input.cookie) {
    headers.set(
      'cookie',
      `hb_vid=${VID}; ${orderCookie('FB7K3M9QXT').cookie}; ${provedOrderCookie('FB7K3M9QXT')}`,
    );
  }
  if (input.declaredLength) headers.set('content-length', String(input.body.byteLength));
  if (input.idempotencyKey) headers.set('idempotency-key', '123e4567-e89b-42d3-a456-426614174abc');
  return new Request(`http://localhost${path}`, {
    method: input.method,
    headers,
    body: new Uint8Array(input.body),
  });
}

const BODY_ROUTES: Array<[string, (request: Request, deps: RouteDeps) => Promise<Response>]> = [
  ['/api/uprn-by-postcode', uprnByPostcode],
  ['/api/uprn', uprnData],
  ['/api/uprn-checked', uprnChecked],
  ['/api/calculate-monthly-payment', calculateMonthlyPayment],
  // The checkout (decision 0200).
  ['/api/customer-signup', customerSignup],
  ['/api/customer-preorder', customerPreorder],
  ['/api/customer-preorderDDSDU', customerPreorderDdSdu],
  ['/api/customer-preorderDDMDU', customerPreorderDdMdu],
  ['/api/customer-update', customerUpdate],
  ['/api/preactive-customer-update?code=FB7K3M9QXT', preactiveCustomerUpdate],
  ['/api/customer-get-by-code', customerGetByCode],
  ['/api/installation-slots', installationSlots],
  ['/api/set-installation-schedule', setInstallationSchedule],
  ['/api/direct-debit', directDebit],
  ['/api/confirm-order', confirmOrder],
  ['/api/cancel-order', cancelOrder],
  // The forms.
  ['/api/customer-prospect', customerProspect],
  ['/api/customer-roi', customerRoi],
  ['/api/customer-callMe', customerCallMe],
  ['/api/upfront-payment-request', upfrontPaymentRequest],
  ['/api/outage', outage],
  ['/api/donation-tracker', donationTracker],
  ['/api/verify-recaptcha', verifyRecaptcha],
  // Changing a placed order on its page (decisions 0660-0663).
  ['/api/your-order/installation', rescheduleYourOrder],
  ['/api/your-order/cancel', cancelYourOrder],
  ['/api/your-order/phone', changeYourOrderPhone],
  ['/api/your-order/email', changeYourOrderEmail],
  // After the order (decision 0650).
  ['/api/find-my-order', findMyOrder],
];

const queryCase = fc.record({
  params: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES, 'x'), hostileString), { maxLength: 5 }),
  junk: fc.constantFrom('', '&%ZZ', '&code=%E0%A4%A', '&&&', '&code'),
});

function queryRequest(path: string, input: { params: Array<[string, string]>; junk: string }): Request {
  const query = new URLSearchParams(input.params).toString();
  return new Request(`http://localhost${path}?${query}${input.junk}`, {
    headers: { cookie: `hb_vid=${VID}` },
  });
}

const options = () => ({ numRuns: RUNS, seed: SEED, endOnFailure: true });

describe('same-site routes under generated hostile input', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  for (const [path, handler] of BODY_ROUTES) {
    it(
      `${path}: never 5xx, always a dotted error key`,
      async () => {
        await fc.assert(
          fc.asyncProperty(bodyCase, async (input) => {
            const response = await record(path, await handler(bodyRequest(path, input), DEPS), input);
            expect(response.status).toBeLessThan(500);
            if (response.status >= 400) {
              expect((await response.json()).error).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
            }
          }),
          options(),
        );
      },
      TIMEOUT_MS,
    );
  }

  for (const [path, handler] of [
    ['/api/get-promo', getPromo],
    ['/api/active-promos', activePromos],
    ['/api/ots-providers', otsProviders],
  ] as const) {
    it(
      `${path}: never 5xx for any query`,
      async () => {
        await fc.assert(
          fc.asyncProperty(queryCase, async (input) => {
            const response = await record(path, await handler(queryRequest(path, input), DEPS), input);
            expect(response.status).toBeLessThan(500);
          }),
          options(),
        );
      },
      TIMEOUT_MS,
    );
  }

  for (const document of ['receipt', 'contract-summary'] as const) {
    const path = `/api/your-order/${document}`;
    it(
      `${path}: never 5xx for any query or cookie, and no document without the order view cookie`,
      async () => {
        const cookie = fc.oneof(
          fc.constant(''),
          // What a header can carry: printable ASCII (a browser sends nothing else in a cookie).
          hostileString.map((value) => `hb_view=${value.replace(/[^\x20-\x7e]/g, '')}`),
          fc.constant(orderCookie('FB7K3M9QXT').cookie.replace('hb_order=', 'hb_view=')),
        );
        await fc.assert(
          fc.asyncProperty(queryCase, cookie, async (input, extra) => {
            const request = queryRequest(path, input);
            request.headers.set('cookie', `hb_vid=${VID}; ${extra}`);
            const response = await record(path, await orderDocument(request, DEPS, document), input);
            expect(response.status).toBeLessThan(500);
            expect(response.status).not.toBe(200);
            expect((await response.json()).error).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
          }),
          options(),
        );
      },
      TIMEOUT_MS,
    );
  }

  it(
    '/api/synerise-js-proxy: the same script for any query, nothing of the request passed on',
    async () => {
      const get = vi.fn(DEPS.trackingScript.get);
      await fc.assert(
        fc.asyncProperty(queryCase, async (input) => {
          const answer = await syneriseJsProxy({ trackingScript: { get } });
          // The source is asked with nothing at all (record() clears the mocks' calls, so before it).
          expect(get.mock.lastCall).toEqual([]);
          const response = await record('/api/synerise-js-proxy', answer, input);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
        }),
        options(),
      );
    },
    TIMEOUT_MS,
  );

  it(
    '/api/customer-roi: any package_type beside a valid payload is registered or refused 400, and only the notice carries it',
    async () => {
      const { deps, provider, email, runAfterResponse } = fakeDeps();
      const open: RouteDeps = { ...deps, limiters: DEPS.limiters };
      const packageType = fc.oneof(
        fc.constantFrom(...PACKAGE_TYPES),
        hostileString,
        fc.jsonValue({ maxDepth: 2 }),
      );
      await fc.assert(
        fc.asyncProperty(packageType, async (package_type) => {
          const request = new Request('http://localhost/api/customer-roi', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: `hb_vid=${VID}` },
            body: JSON.stringify({ ...VALID_INTEREST, package_type }),
          });
          const response = await customerRoi(request, open);
          await runAfterResponse();
          const known = PACKAGE_TYPES.find((type) => type === package_type);
          if (known === undefined) {
            expect(response.status).toBe(400);
            expect(provider.submitCustomer).not.toHaveBeenCalled();
            expect(email.sendForm).not.toHaveBeenCalled();
          } else {
            expect(response.status).toBe(201);
            expect(provider.submitCustomer).toHaveBeenCalledTimes(1);
            expect(vi.mocked(provider.submitCustomer).mock.calls[0]?.[1]).not.toHaveProperty('package_type');
            expect(email.sendForm).toHaveBeenCalledWith(
              expect.objectContaining({ package_type: PACKAGE_TYPE_LABELS[known] }),
              { templateId: 'test-register-interest-template' },
            );
          }
          // record() clears every mock's calls, so it comes after the checks of them.
          await record('/api/customer-roi', response, package_type);
        }),
        options(),
      );
    },
    TIMEOUT_MS,
  );

  it(
    '/api/promotion-by-postcode/{postcode}: never 5xx for any parameter',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileString, async (postcode) => {
          const response = await record(
            '/api/promotion-by-postcode',
            await promotionByPostcode(postcode, DEPS),
            postcode,
          );
          expect(response.status).toBeLessThan(500);
        }),
        options(),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'proxy.ts: any path is passed on when Next can decode it and refused with 400 when not',
    async () => {
      const segment = fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
        fc.constantFrom(
          '%ZZ',
          '%ED%A0%80',
          '%E0%A4%A',
          '%',
          '%2',
          '%C3%A9',
          '%00',
          '..',
          'api',
          'coverage',
          'location',
        ),
      );
      const settings = {
        trustedProxyCount: 0,
        development: false,
        forwardedSecret: 's'.repeat(48),
      };
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), async (segments) => {
          const path = `/${segments.join('/')}`;
          const response = await record(
            'proxy',
            handleProxy(new NextRequest(`http://localhost${path}`), settings),
            path,
          );
          // The URL parser resolves '..' and '.' first, as it does for Next, so judge what is left.
          const parts = new URL(`http://localhost${path}`).pathname.split('/');
          const decodable = parts.every((part) => {
            try {
              decodeURIComponent(part);
              return true;
            } catch {
              return false;
            }
          });
          expect(response.status).toBe(decodable ? 200 : 400);
        }),
        options(),
      );
    },
    TIMEOUT_MS,
  );

  afterAll(() => {
    const keys = [...figures.byKey.entries()].sort((a, b) => b[1] - a[1]);
    console.info(
      [
        `Site fuzz: ${figures.requests} requests (${RUNS} cases per route), ${figures.serverErrors.length} answered 5xx, peak RSS ${(figures.peakRssBytes / 1024 ** 2).toFixed(0)} MB`,
        `  by status: ${[...figures.byStatus.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')}`,
        '  4xx by key:',
        ...keys.map(([key, count]) => `    ${key}: ${count}`),
        ...figures.serverErrors.slice(0, 5).map((error) => `  5xx: ${error}`),
      ].join('\n'),
    );
  });
});
