import fc from 'fast-check';
import { type Body, body, hostileString } from './bodies';

/**
 * One generated request (decision 0401). `label` is the route's template, so the failures and the
 * figures group by route rather than by each generated path.
 */
export interface HttpCase {
  family: string;
  target: 'site' | 'api';
  label: string;
  method: string;
  /** The request target as sent: percent-encoded where Node's client would refuse a character. */
  path: string;
  headers: Record<string, string>;
  body: Body;
  /** Sent with the staff session cookie (filled in when sent). */
  staff: boolean;
  /** Must be refused whatever else happens (a staff cookie from a foreign origin changing state). */
  mustRefuse: boolean;
}

export interface CaseContext {
  siteOrigin: string;
  /** Real server action ids from the build's manifest. */
  actionIds: readonly string[];
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ODD_METHODS = [
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'QUERY',
];
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const PAGES = [
  '/',
  '/address-finder',
  '/checkout',
  '/checkout/payment',
  '/checkout/installation',
  '/checkout/review-order',
  '/checkout/order/error/x',
  '/extras',
  '/legal',
  '/legal/page/privacy',
  '/ots',
  '/service-available',
  '/service-unavailable',
  '/service-property-confirmation',
  '/success',
  '/find-my-order',
  '/your-order',
  '/error/existing-customer',
  '/confirmation-of-interest/FB7K3M9QXT',
  '/coverage/location/demoton',
  '/bundles/gigaplus/success',
  '/contact-us',
  '/charity',
  '/network-status',
  '/refer-a-friend',
  '/help',
  '/no/such/page',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/_next/static/chunks/none.js',
  '/_next/image',
  '/admin',
  '/admin/login',
  '/admin/create-first-user',
  '/admin/collections/users',
  '/admin/collections/pages/create',
  // The staff's Orders views (decision 0671): a sign-in redirect for anyone without a session.
  '/admin/orders',
  '/admin/orders/NOSUCHORDER',
  '/cms-preview',
];

export const SITE_API = [
  '/api/uprn-by-postcode',
  '/api/uprn',
  '/api/uprn-checked',
  '/api/calculate-monthly-payment',
  '/api/customer-signup',
  '/api/customer-preorder',
  '/api/customer-preorderDDSDU',
  '/api/customer-preorderDDMDU',
  '/api/customer-update',
  '/api/preactive-customer-update',
  '/api/customer-get-by-code',
  '/api/installation-slots',
  '/api/set-installation-schedule',
  '/api/direct-debit',
  '/api/confirm-order',
  '/api/cancel-order',
  '/api/contract-summary',
  '/api/customer-prospect',
  '/api/customer-roi',
  '/api/customer-callMe',
  '/api/upfront-payment-request',
  '/api/outage',
  '/api/donation-tracker',
  '/api/verify-recaptcha',
  '/api/find-my-order',
  '/api/your-order/contract-summary',
  '/api/your-order/receipt',
  '/api/get-promo',
  '/api/active-promos',
  '/api/ots-providers',
  '/api/synerise-js-proxy',
  '/api/promotion-by-postcode/HB1%201AA',
  // Changing a placed order on its page (decisions 0660-0663).
  '/api/your-order/installation',
  '/api/your-order/cancel',
  '/api/your-order/phone',
  '/api/your-order/email',
  // The load balancer's probes (decision 0541).
  '/api/health/live',
  '/api/health/ready',
  '/api/no-such-route',
];

export const COLLECTIONS = [
  'users',
  'pages',
  'legal-pages',
  'faq-items',
  'coverage-areas',
  'reviews',
  'charities',
  'media',
  'payload-migrations',
  'payload-preferences',
  'payload-locked-documents',
  'payload-kv',
  'no-such-collection',
];
export const GLOBALS = [
  'header',
  'footer',
  'promo-banner',
  'sales-countdown',
  'amazon-voucher-offer',
  'metadata-defaults',
  'nope',
];

const CMS_PATHS = [
  ...COLLECTIONS.flatMap((slug) => [`/cms-api/${slug}`, `/cms-api/${slug}/1`, `/cms-api/${slug}/versions`]),
  ...GLOBALS.flatMap((slug) => [`/cms-api/globals/${slug}`, `/cms-api/globals/${slug}/versions`]),
  '/cms-api/users/login',
  '/cms-api/users/logout',
  '/cms-api/users/me',
  '/cms-api/users/refresh-token',
  '/cms-api/users/forgot-password',
  '/cms-api/users/reset-password',
  '/cms-api/users/unlock',
  '/cms-api/users/first-register',
  '/cms-api/users/init',
  '/cms-api/access',
  '/cms-api/media/file/none.png',
  '/cms-api/graphql',
  '/cms-api/no/such/thing',
];

/** Percent-encodes text; half a character (which encodeURIComponent refuses) goes as its UTF-8 bytes would. */
function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (point) =>
      /[\ud800-\udfff]/u.test(point) ? '%ED%A0%80' : encodeURIComponent(point),
    ).join('');
  }
}

/** Percent-encodes what Node's client refuses in a request target (controls, space, non-Latin-1). */
export function wirePath(raw: string): string {
  return raw.replace(/[^\u0021-\u007e]/gu, (character) => {
    return enc(character);
  });
}

/** A header value Node will send: no CR, LF or other controls (those are the parser's, not ours). */
const headerValue = (text: string) => text.replace(/[^\t\u0020-\u007e]/gu, '?');

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));

/** Who is asking: mostly a new network each time, so the budgets do not answer every case 429. */
const visitorHeaders = fc.record({
  forwardedFor: fc.option(ipv4, { freq: 4, nil: undefined }),
  cookie: fc.option(
    fc.constantFrom(
      'hb_vid=4f9d6c1e-1c2b-4c55-9a8e-2c1f0e3d4b5a',
      'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged',
      'payload-token=',
      'hb_order=FB7K3M9QXT.forged; hb_vid=x',
      `hb_vid=${'a'.repeat(4000)}`,
      'a=b; ; ;=;%ZZ=%ZZ',
    ),
    { nil: undefined },
  ),
  origin: fc.option(
    fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:1', 'http://localhost'),
    { freq: 3, nil: undefined },
  ),
});

function headersOf(visitor: {
  forwardedFor?: string;
  cookie?: string;
  origin?: string;
}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (visitor.forwardedFor) headers['x-forwarded-for'] = visitor.forwardedFor;
  if (visitor.cookie) headers.cookie = visitor.cookie;
  if (visitor.origin) headers.origin = visitor.origin;
  return headers;
}

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('postcode', 'uprn', 'code', 'path', 'url', 'w', 'q', 'slug', '__proto__', 'x'),
      hostileString,
    ),
    {
      maxLength: 3,
    },
  )
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

const siteCase = (
  family: string,
  paths: readonly string[],
  methods: fc.Arbitrary<string>,
  extraQuery: fc.Arbitrary<string> = query,
): fc.Arbitrary<HttpCase> =>
  fc
    .record({
      path: fc.constantFrom(...paths),
      method: methods,
      query: extraQuery,
      body,
      visitor: visitorHeaders,
    })
    .map(({ path, method, query: q, body: b, visitor }) => ({
      family,
      target: 'site' as const,
      label: path,
      method,
      path: wirePath(`${path}${q}`),
      headers: headersOf(visitor),
      body: method === 'GET' || method === 'HEAD' ? { kind: 'none', contentType: null, bytes: null } : b,
      staff: false,
      mustRefuse: false,
    }));

const everyMethod = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...METHODS) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_METHODS) },
);

const WHERE_FIELDS = [
  'id',
  'slug',
  'title',
  'email',
  'hash',
  'salt',
  'password',
  'createdAt',
  'updatedAt',
  'x.y.z',
  '__proto__',
  'blocks.blockType',
  'hero.title',
];
const WHERE_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'like',
  'contains',
  'near',
  'within',
  'intersects',
  'greater_than',
  'less_than_equal',
  'nope',
];

/** Payload's query string: where (nested and/or), sort, depth, limit, page, select, populate, joins, draft, locale. */
const cmsQuery = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...WHERE_FIELDS),
          fc.constantFrom(...WHERE_OPERATORS),
          fc.oneof(hostileString, fc.constantFrom('a', '1', '-1', '1e999', 'true', '1,2', '[]')),
        )
        .map(([field, operator, value]) => `where[${field}][${operator}]=${enc(value)}`),
      fc
        .tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom(...WHERE_FIELDS))
        .map(([depth, field]) => `where${'[or][0][and][0]'.repeat(depth)}[${field}][equals]=x`),
      fc
        .tuple(
          fc.constantFrom(
            'sort',
            'depth',
            'limit',
            'page',
            'draft',
            'locale',
            'fallback-locale',
            'pagination',
            'trash',
          ),
          fc.oneof(
            hostileString,
            fc.constantFrom('-1', '0', '1e9', '100', 'abc', '-slug', 'slug,-id,x.y', 'true'),
          ),
        )
        .map(([name, value]) => `${name}=${enc(value)}`),
      fc
        .tuple(
          fc.constantFrom('select', 'populate', 'joins'),
          fc.constantFrom(...WHERE_FIELDS),
          fc.constantFrom('true', 'false', 'x', '1'),
        )
        .map(([name, field, value]) => `${name}[${field}]=${value}`),
      fc.constantFrom(
        'where=1',
        'where[]=x',
        'where[id]=1',
        'where[id][in][]=a',
        'where[id][in]=a',
        'where[slug][near]=1',
        'where[id][equals][x]=1',
        'where[and]=x',
        'where[or][0]=x',
        '%ZZ=1',
        'depth[]=1',
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => `?${parts.join('&')}`);

const cmsQueryCase: fc.Arbitrary<HttpCase> = fc
  .record({
    path: fc.constantFrom(
      ...COLLECTIONS.map((slug) => `/cms-api/${slug}`),
      ...GLOBALS.map((slug) => `/cms-api/globals/${slug}`),
      '/cms-api/pages/1',
      '/cms-api/pages/versions',
    ),
    method: fc.constantFrom('GET', 'GET', 'GET', 'DELETE', 'PATCH'),
    query: cmsQuery,
    visitor: visitorHeaders,
    body,
  })
  .map(({ path, method, query: q, visitor, body: b }) => ({
    family: 'cms-queries',
    target: 'site' as const,
    label: `${path}?where…`,
    method,
    path: wirePath(`${path}${q}`),
    headers: headersOf(visitor),
    body: method === 'GET' ? { kind: 'none', contentType: null, bytes: null } : b,
    staff: false,
    mustRefuse: false,
  }));

const GRAPHQL_QUERIES = [
  '{ Pages { docs { slug title } } }',
  '{ __schema { types { name fields { name } } } }',
  '{ Users { docs { email hash salt resetPasswordToken } } }',
  'mutation { createUsers(data: { email: "x@evil.example", password: "password-password" }) { id } }',
  'mutation { createPage(data: { title: "x", slug: "x" }) { id } }',
  'mutation { loginUser(email: "staff@heybroadband.example", password: "wrong") { token } }',
  '{ Pages(where: { id: { in: "a" } }) { docs { id } } }',
  '{ Pages(where: { slug: { near: "1" } }) { docs { id } } }',
  '{ Pages(limit: -1, page: -5, sort: "__proto__") { docs { id } } }',
  `{ ${Array.from({ length: 500 }, (_, index) => `a${index}: Pages { docs { id } }`).join(' ')} }`,
  `{ Pages { docs { ${'blocks { ... on RichText { id } } '.repeat(200)} } } }`,
  `{ ${'{'.repeat(5000)} }`,
  'query',
  '',
  '\u0000',
  `{ x(y: "${'a'.repeat(1024 * 1024)}") }`,
];

const graphqlCase: fc.Arbitrary<HttpCase> = fc
  .record({
    query: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...GRAPHQL_QUERIES) },
      { weight: 1, arbitrary: hostileString },
    ),
    variables: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    operationName: fc.option(hostileString, { nil: undefined }),
    shape: fc.constantFrom('json', 'json', 'batch', 'get', 'form', 'other-body'),
    visitor: visitorHeaders,
    other: body,
  })
  .map(({ query: q, variables, operationName, shape, visitor, other }): HttpCase => {
    const document = { query: q, variables, operationName };
    const base = {
      family: 'graphql',
      target: 'site' as const,
      label: '/cms-api/graphql',
      headers: headersOf(visitor),
      staff: false,
      mustRefuse: false,
    };
    const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    switch (shape) {
      case 'batch':
        return {
          ...base,
          method: 'POST',
          path: '/cms-api/graphql',
          body: { kind: 'graphql-batch', contentType: 'application/json', bytes: text([document, document]) },
        };
      case 'get':
        return {
          ...base,
          method: 'GET',
          path: wirePath(`/cms-api/graphql?query=${enc(q.slice(0, 4000))}`),
          body: { kind: 'none', contentType: null, bytes: null },
        };
      case 'form':
        return {
          ...base,
          method: 'POST',
          path: '/cms-api/graphql',
          body: {
            kind: 'graphql-form',
            contentType: 'application/x-www-form-urlencoded',
            bytes: new TextEncoder().encode(new URLSearchParams({ query: q }).toString()),
          },
        };
      case 'other-body':
        return { ...base, method: 'POST', path: '/cms-api/graphql', body: other };
      default:
        return {
          ...base,
          method: 'POST',
          path: '/cms-api/graphql',
          body: { kind: 'graphql-json', contentType: 'application/json', bytes: text(document) },
        };
    }
  });

const PREVIEW_PATHS = [
  '/',
  '/contact-us',
  '//evil.example',
  '/%5Cevil.example',
  '/\\evil.example',
  'https://evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  '/%0d%0aSet-Cookie:x=1',
  '',
  '/admin',
];

const previewCase: fc.Arbitrary<HttpCase> = fc
  .record({
    path: fc.oneof(fc.constantFrom(...PREVIEW_PATHS), hostileString),
    extra: fc.constantFrom('', '&collection=pages', '&slug=home&secret=x', '&path=/x'),
    visitor: visitorHeaders,
  })
  .map(({ path, extra, visitor }) => ({
    family: 'pages',
    target: 'site' as const,
    label: '/cms-preview?path=…',
    method: 'GET',
    path: wirePath(`/cms-preview?path=${enc(path)}${extra}`),
    headers: headersOf(visitor),
    body: { kind: 'none', contentType: null, bytes: null },
    staff: false,
    mustRefuse: false,
  }));

/** A server action: a page POST with a `next-action` id, real or made up, any body, any origin. */
function actionCase(context: CaseContext): fc.Arbitrary<HttpCase> {
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...context.actionIds) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '0'.repeat(42),
        'ff'.repeat(21),
        'x',
        '',
        'a'.repeat(5000),
        "' OR 1=1",
        '../../x',
      ),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{40,42}$/) },
  );
  const actionBody = fc.oneof(
    { weight: 3, arbitrary: body },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
          fc.constantFrom('text/plain;charset=UTF-8', 'text/plain'),
        )
        .map(
          ([args, type]): Body => ({
            kind: 'action-args',
            contentType: type,
            bytes: new TextEncoder().encode(JSON.stringify(args)),
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '["$K1"]',
          '["$@1"]',
          '["$Q1"]',
          '["$F1"]',
          '["$T"]',
          '["$h0"]',
          '["$D"]',
          '{"then":"$1:__proto__:then"}',
          '[',
        )
        .map(
          (text): Body => ({
            kind: 'action-refs',
            contentType: 'text/plain;charset=UTF-8',
            bytes: new TextEncoder().encode(text),
          }),
        ),
    },
  );
  const siteOrigin = context.siteOrigin;
  const port = Number(new URL(siteOrigin).port);
  return fc
    .record({
      path: fc.constantFrom(
        '/',
        '/contact-us',
        '/help',
        '/charity',
        '/admin',
        '/admin/orders/NOSUCHORDER',
        '/no/such/page',
        '/api/outage',
        '/cms-api/pages',
      ),
      id,
      body: actionBody,
      origin: fc.constantFrom(
        siteOrigin,
        siteOrigin,
        undefined,
        'https://evil.example',
        `http://127.0.0.1:${port + 1}`,
        'null',
        `http://localhost:${port}`,
      ),
      forwardedFor: ipv4,
      routerState: fc.option(fc.constantFrom('%5B%22%22%5D', 'garbage', '%ZZ', '[[[[['), { nil: undefined }),
    })
    .map(({ path, id: actionId, body: b, origin, forwardedFor, routerState }) => {
      const headers: Record<string, string> = {
        'next-action': headerValue(actionId),
        accept: 'text/x-component',
        'x-forwarded-for': forwardedFor,
      };
      if (origin) headers.origin = origin;
      if (routerState) headers['next-router-state-tree'] = routerState;
      const foreign = origin !== undefined && origin !== siteOrigin;
      return {
        family: 'server-actions',
        target: 'site' as const,
        // One class for every page: Next.js answers actions alike wherever they are posted.
        label: `(any page) next-action ${context.actionIds.includes(actionId) ? 'real' : 'made-up'}${foreign ? ' foreign-origin' : ''}`,
        method: 'POST',
        path,
        headers,
        body: b,
        staff: false,
        // An action asked from another origin is refused, whatever it is (Next's own check).
        mustRefuse: foreign && context.actionIds.includes(actionId),
      };
    });
}

type StaffBody = 'user' | 'page' | 'global' | 'preference' | 'graphql' | 'none';
const STAFF_TARGETS: ReadonlyArray<readonly [string, string, StaffBody]> = [
  ['POST', '/cms-api/users', 'user'],
  ['POST', '/cms-api/pages', 'page'],
  ['PATCH', '/cms-api/pages/1', 'page'],
  ['DELETE', '/cms-api/pages/1', 'none'],
  ['DELETE', '/cms-api/faq-items/1', 'none'],
  ['POST', '/cms-api/globals/header', 'global'],
  ['POST', '/cms-api/payload-preferences/fuzz', 'preference'],
  ['POST', '/cms-api/graphql', 'graphql'],
];

/** A staff session from another origin (a sibling port, another host) changing state: always refused. */
function staffCrossOriginCase(context: CaseContext): fc.Arbitrary<HttpCase> {
  const port = Number(new URL(context.siteOrigin).port);
  const create = (value: unknown): Body => ({
    kind: 'json-valid',
    contentType: 'application/json',
    bytes: new TextEncoder().encode(JSON.stringify(value)),
  });
  const multipartUser = (email: string): Body => {
    const boundary = 'staffCsrfBoundary';
    const text = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ email, password: 'csrf-password-123456' })}\r\n--${boundary}--\r\n`;
    return {
      kind: 'multipart-valid',
      contentType: `multipart/form-data; boundary=${boundary}`,
      bytes: new TextEncoder().encode(text),
    };
  };
  return fc
    .record({
      target: fc.constantFrom(...STAFF_TARGETS),
      // The site's own port under another loopback name is the site itself (decision 0391: staff
      // may open the admin at localhost or 127.0.0.1); a sibling port under either is not.
      origin: fc.constantFrom(
        `http://127.0.0.1:${port + 1}`,
        `http://localhost:${port + 1}`,
        'https://evil.example',
        'null',
      ),
      multipart: fc.boolean(),
      suffix: fc.nat(1_000_000),
    })
    .map(({ target: [method, path, kind], origin, multipart: asMultipart, suffix }) => {
      const email = `csrf-${suffix}@evil.example`;
      const bodies: Record<StaffBody, Body> = {
        user: asMultipart ? multipartUser(email) : create({ email, password: 'csrf-password-123456' }),
        page: create({ title: `CSRF ${suffix}`, slug: `csrf-${suffix}`, _status: 'published' }),
        global: create({ menu: [] }),
        preference: create({ value: { csrf: suffix } }),
        graphql: create({
          query: `mutation { createUser(data: { email: "${email}", password: "csrf-password-123456" }) { id } }`,
        }),
        none: { kind: 'none', contentType: null, bytes: null },
      };
      return {
        family: 'staff-cross-origin',
        target: 'site' as const,
        label: `${path} (staff cookie, foreign origin)`,
        method,
        path,
        headers: { origin, 'sec-fetch-site': 'same-site' },
        body: bodies[kind],
        staff: true,
        mustRefuse: true,
      } satisfies HttpCase;
    });
}

const API_PATHS = [
  '/health',
  '/health/live',
  '/health/ready',
  '/postcodes/{postcode}',
  '/product',
  '/product/calculate-monthly-payment',
  '/ots/providers',
  '/ots/switch-match',
  '/promotion',
  '/promotion/promotionByPostcode/{postcode}',
  '/promotion/{code}',
  '/uprn/uprnByPostcode/{postcode}',
  '/uprn/{uprn}',
  '/uprn/uprnChecked/{uprn}',
  ...[
    'SIGNUP',
    'UPDATE',
    'PREORDER',
    'PREORDERDDSDU',
    'PREORDERDDMDU',
    'ROI',
    'CALLME',
    'PROSPECT',
    'renew',
    'outage',
  ].map((action) => `/customer/${action}`),
  '/customer/{code}',
  '/customer/{code}/schedule',
  '/customer/{code}/direct-debit',
  '/customer/{code}/direct-debit-request',
  '/customer/{code}/confirm',
  '/customer/{code}/contract-summary',
  '/customer/{code}/cancel',
  '/workorder/schedule/{id}',
  '/charity-vote',
  '/charity-vote/totals',
  '/openapi.json',
  '/no/such/route',
];

/** The provider API over HTTP: any method, parameters known and hostile, with, without or a wrong token. */
function apiCase(token: string): fc.Arbitrary<HttpCase> {
  const parameter = fc.oneof(
    fc.constantFrom('HB1 1AA', '100000000001', 'FB7K3M9QXT', 'WELCOME10', '1', '0', '-1', '1e999'),
    hostileString,
  );
  return fc
    .record({
      template: fc.constantFrom(...API_PATHS),
      parameter,
      method: everyMethod,
      auth: fc.constantFrom('token', 'token', 'none', 'wrong', 'basic'),
      body,
    })
    .map(({ template, parameter: value, method, auth, body: b }) => {
      const headers: Record<string, string> = {};
      if (auth === 'token') headers.authorization = `Bearer ${token}`;
      if (auth === 'wrong') headers.authorization = `Bearer ${token}x`;
      if (auth === 'basic') headers.authorization = 'Basic YWRtaW46YWRtaW4=';
      return {
        family: 'provider-api',
        target: 'api' as const,
        label: `${template}${auth === 'token' ? '' : ` (${auth} token)`}`,
        method,
        path: wirePath(template.replace(/\{\w+\}/g, () => enc(value))),
        headers,
        body: method === 'GET' || method === 'HEAD' ? { kind: 'none', contentType: null, bytes: null } : b,
        staff: false,
        mustRefuse: false,
      } satisfies HttpCase;
    });
}

/** Every family, weighted; `apiToken` is the provider API's token of this run. */
export function httpCase(context: CaseContext & { apiToken: string }): fc.Arbitrary<HttpCase> {
  return fc.oneof(
    { weight: 2, arbitrary: siteCase('methods', [...PAGES, ...SITE_API, ...CMS_PATHS], everyMethod) },
    {
      weight: 3,
      arbitrary: siteCase('site-api', SITE_API, fc.constantFrom(...WRITE_METHODS, 'GET', 'OPTIONS')),
    },
    {
      weight: 3,
      arbitrary: siteCase('cms-api', CMS_PATHS, fc.constantFrom(...WRITE_METHODS, 'GET', 'OPTIONS')),
    },
    { weight: 3, arbitrary: cmsQueryCase },
    { weight: 2, arbitrary: graphqlCase },
    { weight: 2, arbitrary: siteCase('pages', PAGES, fc.constantFrom('GET', 'GET', 'HEAD', 'POST')) },
    { weight: 1, arbitrary: previewCase },
    { weight: 3, arbitrary: actionCase(context) },
    { weight: 1, arbitrary: staffCrossOriginCase(context) },
    { weight: 2, arbitrary: apiCase(context.apiToken) },
  );
}
