import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@fibre/domain/schemas/error-body';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * /cms-api's checks (decisions 0390 to 0392) around Payload's own REST handler, on a fresh SQLite
 * CMS. Each hole they close is asked of Payload's handler bare as well, to show it
 * open there. The browser tests ask the same of the built site over HTTP.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-http-int-'));
process.env.CMS_DATABASE_URL = '';
process.env.CMS_SQLITE_PATH = path.join(dir, 'cms.sqlite');
process.env.CMS_MEDIA_DIR = path.join(dir, 'media');
const STAFF = {
  email: 'staff@heybroadband.example',
  password: 'int-test-staff-password',
  totpSecret: 'INTTESTSTAFFTOTPSECRETINTTESTSTA',
};
process.env.CMS_STAFF_EMAIL = STAFF.email;
process.env.CMS_STAFF_PASSWORD = STAFF.password;
// The seeded account is enrolled, so the test signs it in as staff do (decision 0396).
process.env.CMS_STAFF_TOTP_SECRET = STAFF.totpSecret;
const SITE = 'http://127.0.0.1:3000';
const SIBLING = 'http://127.0.0.1:4430';

type Handler = (request: Request, context: { params: Promise<{ slug?: string[] }> }) => Promise<Response>;
let payload: Payload;
let bare: Handler;
let guarded: Handler;
let staffCookie: string;

beforeAll(async () => {
  const { getPayload, handleEndpoints } = await import('payload');
  const { default: config } = await import('@payload-config');
  const { ensureCmsReady } = await import('../ready');
  const { guardedRest } = await import('./cms-routes');
  const { signInStaffForTests } = await import('../staff-auth/staff-session.test-support');
  payload = await getPayload({ config });
  await ensureCmsReady(payload, new Date('2026-11-24T09:00:00Z'));
  // Payload's REST route (@payloadcms/next/routes) is this call with the path from the slug.
  bare = async (request, context) => {
    const { slug = [] } = await context.params;
    return handleEndpoints({ config, path: `/cms-api/${slug.map(encodeURIComponent).join('/')}`, request });
  };
  guarded = guardedRest(config, bare, { siteOrigins: [SITE] });
  // Payload's local login is refused outside the staff sign-in; a cookie-less script may sign in.
  staffCookie = await signInStaffForTests(guarded, STAFF, SITE);
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit | ReadableStream<Uint8Array>;
}

function call(handler: Handler, pathAndQuery: string, { method = 'GET', headers = {}, body }: Call = {}) {
  const url = new URL(`/cms-api/${pathAndQuery}`, SITE);
  const slug = url.pathname.split('/').slice(2).filter(Boolean).map(decodeURIComponent);
  const request = new Request(url, {
    method,
    headers: { host: '127.0.0.1:3000', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return handler(request, { params: Promise.resolve({ slug }) });
}

async function refusal(response: Response): Promise<[number, string]> {
  const body = errorBodySchema.strict().parse(await response.json());
  expect(JSON.stringify(body)).not.toMatch(/<script|evil/);
  return [response.status, body.error];
}

const json = { 'content-type': 'application/json' };

describe('anonymous requests that got a 5xx from /cms-api (decision 0390)', () => {
  it.each([
    ['pages?where[id][in]=a', 400, 'validation.invalid_query'],
    ['pages?where[slug][near]=1', 400, 'validation.invalid_query'],
    ['pages?where[createdAt][greater_than]=abc', 400, 'validation.invalid_query'],
    ['pages?where=abc', 400, 'validation.invalid_query'],
    ['legal-pages?where[slug][all]=2026-01-01', 400, 'validation.invalid_query'],
    ['pages?where[layout][in]=null', 400, 'validation.invalid_query'],
    ['faq-items?where[category][all]=Speed', 400, 'validation.invalid_query'],
    ['legal-pages?where[body][near]=1', 400, 'validation.invalid_query'],
    ['coverage-areas?where[image.id][in]=null', 400, 'validation.invalid_query'],
    ['pages?limit=99999999999999999999', 400, 'validation.invalid_query'],
    ['pages/abc', 404, 'request.not_found'],
    ['pages/init', 404, 'request.not_found'],
    ['payload-migrations', 404, 'request.not_found'],
    ['media/file/nope.png', 404, 'request.not_found'],
  ])('GET %s: Payload alone 5xx, now %i %s', async (query, status, key) => {
    expect((await call(bare, query)).status).toBeGreaterThanOrEqual(500);
    expect(await refusal(await call(guarded, query))).toEqual([status, key]);
  });

  it('refuses malformed JSON, multipart and _payload with 400, where Payload gave 400 or 500', async () => {
    const form = new FormData();
    form.set('_payload', '{bad');
    const encoded = new Request(SITE, { method: 'POST', body: form });
    const multipart = { 'content-type': encoded.headers.get('content-type') ?? '' };
    const bytes = await encoded.arrayBuffer();
    const cases: [string, Call, string][] = [
      ['pages', { method: 'POST', headers: json, body: '{bad' }, 'request.invalid_json'],
      ['users/login', { method: 'POST', headers: multipart, body: bytes }, 'request.invalid_json'],
      ['users/forgot-password', { method: 'POST', headers: multipart, body: bytes }, 'request.invalid_json'],
      [
        'pages',
        { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xx' }, body: 'garbage' },
        'request.invalid',
      ],
      [
        'pages',
        { method: 'POST', headers: { ...json, 'x-payload-http-method-override': 'GET' }, body: '{bad' },
        'request.invalid_json',
      ],
    ];
    for (const [query, init, key] of cases) {
      expect(await refusal(await call(guarded, query, init))).toEqual([400, key]);
    }
    // Payload's own routes parse `_payload` unguarded (users/login is the staff sign-in's, JSON only).
    expect(
      (await call(bare, 'users/forgot-password', { method: 'POST', headers: multipart, body: bytes })).status,
    ).toBe(500);
  });

  it('keeps the internal collections and the permission map from anonymous callers', async () => {
    for (const slug of ['payload-preferences', 'payload-locked-documents', 'payload-kv']) {
      expect(await refusal(await call(guarded, slug))).toEqual([404, 'request.not_found']);
    }
    const bareAccess = (await (await call(bare, 'access')).json()) as { collections?: unknown };
    expect(bareAccess.collections).toBeDefined();
    expect(await refusal(await call(guarded, 'access'))).toEqual([401, 'cms.unauthorized']);
    expect(await refusal(await call(guarded, 'globals/header/access'))).toEqual([401, 'cms.unauthorized']);
    const staff = await call(guarded, 'access', {
      headers: { cookie: staffCookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(staff.status).toBe(200);
  });

  it('takes a bodiless DELETE, which the platform still gives a stream, and refuses bytes in an untyped one', async () => {
    const empty = new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    expect(await refusal(await call(guarded, 'globals/footer', { method: 'DELETE', body: empty }))).toEqual([
      404,
      'request.not_found',
    ]);
    expect(await refusal(await call(guarded, 'pages/1', { method: 'DELETE', body: 'x' }))).toEqual([
      415,
      'request.unsupported_media_type',
    ]);
  });

  it('still answers the public’s reads and the staff’s queries', async () => {
    const pages = await call(guarded, 'pages?where[slug][equals]=home&depth=0&limit=5&sort=-updatedAt');
    expect(pages.status).toBe(200);
    expect(((await pages.json()) as { docs: unknown[] }).docs).toHaveLength(1);
    const list = await call(guarded, 'pages?where[id][in][0]=1&where[id][in][1]=2&depth=0');
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(2);
    const prefs = await call(guarded, 'payload-preferences', {
      headers: { cookie: staffCookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(prefs.status).toBe(200);
  });
});

describe('bodies are limited before they are read (decision 0392)', () => {
  it('answers a 200 MB chunked anonymous body 413 after reading at most the allowance', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 200 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await call(guarded, 'users/login', { method: 'POST', headers: json, body });
    expect(await refusal(response)).toEqual([413, 'request.too_large']);
    expect(pulled).toBeLessThan(256 * 1024);
  });
});

describe('cross-site request forgery on the staff cookie (decision 0391)', () => {
  const newStaff = (email: string) => {
    const form = new FormData();
    form.set('_payload', JSON.stringify({ email, password: 'a-new-staff-password-1' }));
    return form;
  };
  const count = async (email: string) =>
    (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs;

  it('refuses a multipart POST from a sibling origin carrying the cookie, and creates nothing', async () => {
    const provenances: Record<string, string>[] = [
      { origin: SIBLING },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { referer: `${SIBLING}/attack.html` },
      {},
    ];
    for (const headers of provenances) {
      const response = await call(guarded, 'users', {
        method: 'POST',
        headers: { cookie: staffCookie, ...headers },
        body: newStaff('forged@example.test'),
      });
      expect(await refusal(response)).toEqual([403, 'request.cross_origin']);
    }
    // Payload's own csrf list holds too: the cookie from a foreign origin signs nobody in.
    const bareForged = await call(bare, 'users', {
      method: 'POST',
      headers: { cookie: staffCookie, origin: SIBLING },
      body: newStaff('forged@example.test'),
    });
    expect(bareForged.status).toBe(403);
    expect(await count('forged@example.test')).toBe(0);
  });

  it('lets the same request from the site’s own origin create the account', async () => {
    const response = await call(guarded, 'users', {
      method: 'POST',
      headers: { cookie: staffCookie, origin: SITE },
      body: newStaff('colleague@example.test'),
    });
    expect(response.status).toBe(201);
    expect(await count('colleague@example.test')).toBe(1);
  });

  it('gives the admin’s form Payload’s field errors beside the key', async () => {
    const response = await call(guarded, 'pages', {
      method: 'POST',
      headers: { cookie: staffCookie, origin: SITE, ...json },
      body: JSON.stringify({ title: '' }),
    });
    const body = (await response.json()) as {
      error: string;
      message?: string;
      errors: { data?: { errors?: unknown[] } }[];
    };
    expect([response.status, body.error, body.message]).toEqual([400, 'cms.invalid_data', undefined]);
    expect(body.errors[0]?.data?.errors?.length).toBeGreaterThan(0);
  });
});
