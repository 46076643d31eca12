import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { errorBodySchema } from '../../packages/domain/src/schemas/error-body';
import { HOST, WEB_PORT, WEB_URL } from '../support/environment';
import { harnessState } from '../support/provider-api';
import { signInAsStaff, signInAsStaffByApi, staffSessionToken } from '../support/staff';

// The CMS's HTTP surface (/cms-api and the admin's requests), against the built site:
// each finding of the probe replayed, then generated hostile requests (decisions 0390 to 0393).

/** Generated requests: 400 in the browser suite, FUZZ_RUNS when given (as `npm run test:fuzz` does). */
const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '400', 10);
// FUZZ_SEED picks another sequence of them; a failure names each request, so it can be replayed.

/** The site's own origin, as the admin's browser sends it. */
const FROM_THE_SITE = { origin: WEB_URL };

async function refusal(response: { status(): number; text(): Promise<string> }): Promise<[number, string]> {
  const text = await response.text();
  const body = errorBodySchema.strict().safeParse(JSON.parse(text));
  expect(body.success, `${response.status()} ${text.slice(0, 300)}`).toBe(true);
  expect(text).not.toMatch(/<script|evil\.example|SELECT |Failed query/i);
  return [response.status(), body.success ? body.data.error : ''];
}

/**
 * The one error body; or, for a request from the site's own origin (the admin's), the key beside
 * Payload's `errors`, which the admin's form reads (decision 0390).
 */
function isErrorBody(text: string, fromTheSite = false): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; errors?: unknown; message?: unknown };
    if (errorBodySchema.strict().safeParse(body).success) return true;
    return (
      fromTheSite &&
      typeof body.error === 'string' &&
      Array.isArray(body.errors) &&
      body.message === undefined
    );
  } catch {
    return false;
  }
}

/** A raw HTTP request to the site: any method, any header, any body, nothing normalised. */
function raw(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: HOST,
        port: WEB_PORT,
        method,
        path: target,
        // Node frames a DELETE's body only with a declared length; without one the server reads it as the next request.
        headers:
          options.body === undefined
            ? options.headers
            : { 'content-length': String(Buffer.byteLength(options.body)), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The resident set of the web server's process group (next start and its workers), in MB. */
function webRssMb(): number {
  const pgid = harnessState().pids.at(-1);
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return Math.round(kb / 1024);
}

/** Sends a chunked body of `total` bytes; resolves with the status and how much was sent before it. */
function chunkedUpload(target: string, total: number, headers: Record<string, string>) {
  return new Promise<{ status: number; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const request = http.request(
      {
        host: HOST,
        port: WEB_PORT,
        method: 'POST',
        path: target,
        headers: { ...headers, 'transfer-encoding': 'chunked' },
      },
      (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, sent });
        request.destroy();
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/** Every document count the public or staff could change, read as staff (drafts and users included). */
async function documentCounts(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const slug of [
    'pages',
    'legal-pages',
    'faq-items',
    'coverage-areas',
    'reviews',
    'charities',
    'media',
    'users',
  ]) {
    const response = await request.get(`/cms-api/${slug}/count?draft=true`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(response.ok(), slug).toBe(true);
    counts[slug] = ((await response.json()) as { totalDocs: number }).totalDocs;
  }
  return counts;
}

test.describe('the CMS answers a hostile visitor with 4xx and the one error body', () => {
  test('the probe’s 5xx requests (decision 0390) are each the right 4xx', async () => {
    const cases: [string, string, Record<string, string>, string | undefined, number, string][] = [
      ['GET', '/cms-api/pages?where[id][in]=a', {}, undefined, 400, 'validation.invalid_query'],
      ['GET', '/cms-api/pages?where[slug][near]=1', {}, undefined, 400, 'validation.invalid_query'],
      [
        'GET',
        '/cms-api/pages?where[createdAt][greater_than]=abc',
        {},
        undefined,
        400,
        'validation.invalid_query',
      ],
      ['GET', '/cms-api/faq-items?where=abc', {}, undefined, 400, 'validation.invalid_query'],
      [
        'GET',
        '/cms-api/globals/header/versions?where[version.phone][near]=1',
        {},
        undefined,
        400,
        'validation.invalid_query',
      ],
      ['GET', '/cms-api/pages?limit=99999999999999999999', {}, undefined, 400, 'validation.invalid_query'],
      ['GET', '/cms-api/pages/abc', {}, undefined, 404, 'request.not_found'],
      ['GET', '/cms-api/payload-migrations', {}, undefined, 404, 'request.not_found'],
      ['GET', '/cms-api/payload-preferences', {}, undefined, 404, 'request.not_found'],
      ['GET', '/cms-api/media/file/nope.png', {}, undefined, 404, 'request.not_found'],
      ['GET', '/cms-api/access', {}, undefined, 401, 'cms.unauthorized'],
      ['POST', '/cms-api/pages', { 'content-type': 'application/json' }, '{bad', 400, 'request.invalid_json'],
      [
        'POST',
        '/cms-api/users/login',
        { 'content-type': 'application/json' },
        '{bad',
        400,
        'request.invalid_json',
      ],
      [
        'POST',
        '/cms-api/pages',
        { 'content-type': 'multipart/form-data; boundary=xx' },
        'garbage',
        400,
        'request.invalid',
      ],
      [
        'POST',
        '/cms-api/users/login',
        { 'content-type': 'multipart/form-data; boundary=zz' },
        '--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--zz--\r\n',
        400,
        'request.invalid_json',
      ],
      [
        'POST',
        '/cms-api/pages',
        { 'content-type': 'application/json', 'x-payload-http-method-override': 'GET' },
        '{bad',
        400,
        'request.invalid_json',
      ],
      [
        'POST',
        '/cms-api/pages',
        { 'content-type': 'text/plain' },
        'x',
        415,
        'request.unsupported_media_type',
      ],
      [
        'POST',
        '/cms-api/pages',
        { origin: 'http://evil.example', 'content-type': 'application/json' },
        '{}',
        403,
        'request.cross_origin',
      ],
    ];
    for (const [method, target, headers, body, status, key] of cases) {
      const answer = await raw(method, target, { headers, body });
      const parsed = errorBodySchema.strict().safeParse(JSON.parse(answer.body));
      expect(parsed.success, `${method} ${target}: ${answer.status} ${answer.body.slice(0, 200)}`).toBe(true);
      expect([answer.status, parsed.data?.error], `${method} ${target}`).toEqual([status, key]);
    }
  });

  test('GraphQL refuses a 1 MB query unread and never quotes a query back', async ({ request }) => {
    const marker = '<script>evil()</script>';
    const huge = await request.post('/cms-api/graphql', {
      data: { query: `{ ${'x'.repeat(1024 * 1024)} }` },
    });
    expect(await refusal(huge)).toEqual([413, 'request.too_large']);
    const invalid = await request.post('/cms-api/graphql', {
      data: { query: `{ ${'y'.repeat(2000)}${JSON.stringify(marker)} }` },
    });
    expect(await refusal(invalid)).toEqual([400, 'validation.invalid_body']);
    const unknownField = await request.post('/cms-api/graphql', {
      data: { query: `{ Pages { docs { ${'z'.repeat(5000)} } } }` },
    });
    expect(await unknownField.text()).not.toContain('z'.repeat(100));
    // A query that is fine still answers.
    const fine = await request.post('/cms-api/graphql', {
      data: { query: '{ Pages(limit: 1) { docs { slug } } }' },
    });
    expect(fine.status()).toBe(200);
    expect(((await fine.json()) as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs).toHaveLength(1);
  });

  test('generated hostile requests on every collection and global: no 5xx, nothing stored', async ({
    request,
  }) => {
    test.setTimeout(Math.max(120_000, RUNS * 300));
    // A staff session for reads that must see everything: the JWT of a REST sign-in (decision 0396).
    const token = await signInAsStaffByApi(request);
    const before = await documentCounts(request, token);
    const collections = [
      'pages',
      'legal-pages',
      'faq-items',
      'coverage-areas',
      'reviews',
      'charities',
      'media',
      'users',
      'payload-preferences',
      'payload-locked-documents',
      'payload-kv',
      'payload-migrations',
      'nope',
    ];
    const globals = [
      'header',
      'footer',
      'metadata-defaults',
      'promo-banner',
      'sales-countdown',
      'amazon-voucher-offer',
      'nope',
    ];
    const paths = [
      'id',
      'slug',
      'title',
      'createdAt',
      'updatedAt',
      '_status',
      'hero.image',
      'hero.headline',
      'layout',
      'email',
      'alt',
      'nope',
      'a%00b',
      'version.title',
      'parent',
    ];
    const operators = [
      'equals',
      'in',
      'not_in',
      'all',
      'exists',
      'near',
      'within',
      'intersects',
      'like',
      'contains',
      'greater_than',
      'less_than_equal',
      'bogus',
    ];
    const values = [
      'a',
      '1',
      '-1',
      '1e400',
      '',
      '%00',
      'null',
      'true',
      '2026-01-01',
      '1,2,x',
      '<script>',
      "'%3B%20drop%20table%20pages%3B%20--",
      '%ED%A0%80',
      '9'.repeat(30),
    ];
    const tails = [
      '',
      '/1',
      '/abc',
      '/count',
      '/versions',
      '/versions/abc',
      '/access/1',
      '/file/x.png',
      '/init',
      '/me',
      '/unlock',
      '/1/duplicate',
    ];
    const params = [
      'depth=abc',
      'depth=99',
      'limit=-1',
      'limit=1e9',
      'page=0',
      'sort=-nope',
      'sort[x]=y',
      'draft=maybe',
      'select[title]=x',
      'where=abc',
      'where[or]=x',
      'where[and][0][or][0][id][in]=q',
    ];
    let seed = Number.parseInt(process.env.FUZZ_SEED ?? '18', 10);
    const pick = <T>(list: readonly T[]): T => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return list[seed % list.length] as T;
    };
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const base =
        pick([0, 1, 2]) === 0
          ? `/cms-api/globals/${pick(globals)}${pick(['', '/versions', '/access', '/versions/1'])}`
          : `/cms-api/${pick(collections)}${pick(tails)}`;
      const query = [`where[${pick(paths)}][${pick(operators)}]=${pick(values)}`, pick(params)]
        .slice(0, pick([0, 1, 2]))
        .join('&');
      const method = pick(['GET', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']);
      const [type, body] = pick([
        [
          'application/json',
          '{"title":"<script>x</script>","slug":"fuzz","hero":{"headline":"x"},"email":"fuzz@example.test","password":"fuzz-password-123"}',
        ],
        ['application/json', '{bad'],
        ['application/json', '['.repeat(2000)],
        [
          'multipart/form-data; boundary=z',
          '--z\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n--z\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--z--\r\n',
        ],
        ['multipart/form-data; boundary=z', '--z\r\nbroken'],
        ['application/x-www-form-urlencoded', 'where[id][in]=a'],
        ['text/plain', 'hello'],
        ['application/json', '\u0000'],
      ] as const);
      const target = query ? `${base}?${query}` : base;
      const headers: Record<string, string> =
        method === 'GET' || method === 'OPTIONS' ? {} : { 'content-type': type };
      if (pick([0, 1, 2, 3]) === 0) headers.origin = pick(['http://evil.example', 'null', WEB_URL]);
      const answer = await raw(method, target, {
        headers,
        body: method === 'GET' || method === 'OPTIONS' ? undefined : body,
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500)
        failures.push(`${method} ${target} ${type} → ${answer.status} ${answer.body.slice(0, 120)}`);
      if (answer.status >= 400 && !isErrorBody(answer.body, headers.origin === WEB_URL)) {
        failures.push(
          `${method} ${target} → ${answer.status} not the one error body: ${answer.body.slice(0, 120)}`,
        );
      }
    }
    console.log(`cms-hostile generated requests by status: ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
    expect(await documentCounts(request, token)).toEqual(before);
  });
});

test.describe('the CMS reads no more body than it allows', () => {
  test('two 200 MB anonymous bodies at once are 413 before they end, and memory stays flat', async () => {
    test.setTimeout(90_000);
    const start = webRssMb();
    const total = 200 * 1024 * 1024;
    const answers = await Promise.all([
      chunkedUpload('/cms-api/users/login', total, { 'content-type': 'application/json' }),
      chunkedUpload('/cms-api/pages', total, { 'content-type': 'application/json' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.sent).toBeLessThan(total);
    }
    const declared = await raw('POST', '/cms-api/users/login', {
      headers: { 'content-type': 'application/json', 'content-length': String(total) },
    });
    expect(declared.status).toBe(413);
    const end = webRssMb();
    console.log(`cms-hostile web rss: ${start} MB before two 200 MB bodies, ${end} MB after`);
    expect(end - start).toBeLessThan(100);
  });
});

test.describe('cross-site request forgery on the staff session', () => {
  test('a sibling origin’s form POST with the staff cookie is refused and creates no account; the site’s own works', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const forged = `forged-${Date.now().toString(36)}@example.test`;
    const payload = JSON.stringify({ email: forged, password: 'forged-password-1234' });
    // Another origin on the same host: a different port is the same site, so SameSite=Lax sends the cookie.
    const sibling = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><form method="post" enctype="multipart/form-data" action="${WEB_URL}/cms-api/users">
<input name="_payload" value='${payload}'></form><script>document.forms[0].submit()</script>`);
    });
    await new Promise<void>((resolve) =>
      sibling.listen(Number(process.env.E2E_SIBLING_PORT ?? 0), HOST, resolve),
    );
    const siblingUrl = `http://${HOST}:${(sibling.address() as AddressInfo).port}/`;
    try {
      await signInAsStaff(page);
      const answer = page.waitForResponse((response) => response.url().endsWith('/cms-api/users'));
      await page.goto(siblingUrl);
      const refused = await answer;
      expect((await refused.request().allHeaders()).cookie ?? '').toContain('payload-token=');
      expect(await refusal(refused)).toEqual([403, 'request.cross_origin']);

      // The page's own session, read as JWT: a second sign-in would wait for the next code.
      const token = await staffSessionToken(page);
      const lookup = async (email: string) => {
        const found = await request.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(email)}`, {
          headers: { authorization: `JWT ${token}` },
        });
        return ((await found.json()) as { docs: { id: number }[] }).docs;
      };
      expect(await lookup(forged)).toEqual([]);

      // The same request from the site's own page goes through, and is undone.
      await page.goto('/admin');
      const own = `own-${Date.now().toString(36)}@example.test`;
      const status = await page.evaluate(async (email) => {
        const form = new FormData();
        form.set('_payload', JSON.stringify({ email, password: 'own-password-12345' }));
        return (await fetch('/cms-api/users', { method: 'POST', body: form })).status;
      }, own);
      expect(status).toBe(201);
      const created = await lookup(own);
      expect(created).toHaveLength(1);
      const removed = await request.delete(`/cms-api/users/${created[0]?.id}`, {
        headers: { authorization: `JWT ${token}`, ...FROM_THE_SITE },
      });
      expect(removed.ok()).toBe(true);
    } finally {
      await new Promise((resolve) => sibling.close(resolve));
    }
  });

  test('a script holding the staff cookie but saying nothing of where it writes from is refused', async ({
    page,
  }) => {
    await signInAsStaff(page);
    const home = await page.request.get('/cms-api/pages?where[slug][equals]=home&depth=0');
    const id = ((await home.json()) as { docs: { id: number }[] }).docs[0]?.id;
    const patch = await page.request.patch(`/cms-api/pages/${id}`, { data: { title: 'Forged' } });
    expect(await refusal(patch)).toEqual([403, 'request.cross_origin']);
  });
});

test.describe('the CMS log', () => {
  test('holds no NUL, no control character and no bound SQL value after the hostile requests', async () => {
    await raw('GET', '/cms-api/pages?where[sl%00ug][equals]=x');
    await raw('GET', '/cms-api/media/file/a%00b%1b%5B31m.png');
    await raw('POST', '/cms-api/users/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody\u0000@example.test', password: 'secret-value-\u0000' }),
    });
    const log = readFileSync(harnessState().logs['web app'] ?? '', 'utf8');
    // The pretty logger colours with escape sequences of its own, so only NUL is looked for here.
    expect(log).not.toContain('\u0000');
    expect(log).not.toMatch(/params: (?!\[redacted\])/);
    expect(log).not.toContain('secret-value-');
  });
});
