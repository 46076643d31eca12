import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { INLINE_STYLESHEETS } from '../../apps/web/src/lib/inline-stylesheets';
import { API_URL, HOST, REPO_ROOT, WEB_PORT } from '../support/environment';
import {
  assertPortFree,
  type StartedProcess,
  startProcess,
  stopProcessGroup,
  waitForHttp,
} from '../support/servers';
import { startTlsFront, type TlsFront } from '../support/tls-front';

// The website's promises of docs/security.md (decisions 0180 to 0184), each attack replayed against
// the built site.

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request exactly as written (no URL normalisation), to the harness's site unless told. */
function raw(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string; port?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: HOST, port: options.port ?? WEB_PORT, method, path: target, headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

test.describe('hostile requests to the same-site routes', () => {
  for (const target of [
    '/api/promotion-by-postcode/%ZZ',
    '/api/promotion-by-postcode/%ED%A0%80',
    '/api/promotion-by-postcode/%E0%A4%A',
    '/coverage/location/%ZZ',
    '/coverage/location/%ED%A0%80',
  ]) {
    test(`answers 400 request.bad_url, not 500, for ${target}`, async () => {
      const answer = await raw('GET', target);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'request.bad_url', message: 'The URL is not valid.' });
    });
  }

  test('answers every method on every same-site route without a 5xx', async () => {
    const routes = [
      '/api/uprn-by-postcode',
      '/api/uprn',
      '/api/uprn-checked',
      '/api/calculate-monthly-payment',
      '/api/get-promo?code=X',
      '/api/active-promos',
      '/api/ots-providers',
      '/api/promotion-by-postcode/HB1%201AA',
      '/coverage/location/demo-valley',
    ];
    for (const target of routes) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const body = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : '{"x":1}';
        const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
        const answer = await raw(method, target, { headers, body });
        expect(answer.status, `${method} ${target}`).toBeLessThan(500);
      }
    }
  });

  test('stops reading a 100 MB chunked upload at the limit and answers 413', async () => {
    const sentBeforeAnswer = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const request = http.request(
        {
          host: HOST,
          port: WEB_PORT,
          method: 'POST',
          path: '/api/uprn',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
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
        while (!answered && sent < 100 * 1024 * 1024) {
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
    expect(sentBeforeAnswer.status).toBe(413);
    // The answer came while the upload was still going: the site did not wait for 100 MB.
    expect(sentBeforeAnswer.sent).toBeLessThan(100 * 1024 * 1024);
  });

  test('gives up on a stalled body with 408 request.timeout', async () => {
    test.setTimeout(45_000);
    const started = Date.now();
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request(
        {
          host: HOST,
          port: WEB_PORT,
          method: 'POST',
          path: '/api/uprn',
          headers: { 'content-type': 'application/json', 'content-length': '100' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString('utf8');
          });
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
            request.destroy();
          });
        },
      );
      request.on('error', reject);
      request.write('{"uprn":');
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).error).toBe('request.timeout');
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  test('refuses a body that is not JSON with 415 and deep nesting with 400 request.too_deep', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Array<Record<string, string>>) {
      const answer = await raw('POST', '/api/uprn', { headers, body: '{"uprn":"100000000001"}' });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body).error).toBe('request.unsupported_media_type');
    }
    const deep = await raw('POST', '/api/uprn', {
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(2000)}${']'.repeat(2000)}`,
    });
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.body).error).toBe('request.too_deep');
  });

  test('PUT /api/uprn-checked writes only a uprn this visitor just looked up', async ({ request }) => {
    const stranger = await raw('PUT', '/api/uprn-checked', {
      headers: { 'content-type': 'application/json' },
      body: '{"uprn":"100000000001"}',
    });
    expect(stranger.status).toBe(404);
    expect(JSON.parse(stranger.body).error).toBe('uprn.get.not_found');
    // The same visitor (its cookie kept by the request context) after looking the uprn up.
    expect((await request.post('/api/uprn', { data: { uprn: '100000000001' } })).status()).toBe(200);
    expect((await request.put('/api/uprn-checked', { data: { uprn: '100000000001' } })).status()).toBe(200);
  });
});

test.describe('the pages under their Content-Security-Policy', () => {
  for (const pagePath of ['/', '/address-finder', '/service-available?addressType=RES']) {
    test(`${pagePath} runs its scripts with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(pagePath);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src [^;]*'nonce-[^']+'[^;]*'strict-dynamic'/);
      expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      // The hashed inline script ran (it marks <html> for a first-time visitor) and React hydrated.
      await expect(page.locator('html')).toHaveAttribute('data-cookie-question', 'ask');
      await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object');
      // The stylesheet applied, and came inline exactly when INLINE_STYLESHEETS says: an inlined
      // <style> carries no nonce, so style-src names the built file's hash (decision 0596).
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('head [data-precedence]')].map(
          // A style the CSP refused gets no sheet; Tailwind's layers hold the rules, so a few at the top.
          (element) => ({ tag: element.tagName, rules: element.sheet?.cssRules.length ?? 0 }),
        ),
      );
      expect(sheets).toHaveLength(1);
      expect(sheets[0]?.tag).toBe(INLINE_STYLESHEETS ? 'STYLE' : 'LINK');
      expect(sheets[0]?.rules).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    });
  }
});

const execFileAsync = promisify(execFile);
// Its own site beside the harness's, 50 above it (3150 by default), so a moved harness moves it too.
const OWN_PORT = WEB_PORT + 50;
const HERE = path.dirname(fileURLToPath(import.meta.url));

test.describe('as deployed: behind a TLS proxy, started by the package script', () => {
  test.describe.configure({ mode: 'serial' });
  let site: StartedProcess | undefined;
  let front: TlsFront | undefined;
  let tempDir = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await assertPortFree(OWN_PORT, HOST);
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'fibre-security-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(OWN_PORT),
      TRUSTED_PROXY_COUNT: '1',
      PROVIDER_API_URL: API_URL,
      // Not the harness's token: these tests never need the provider to answer.
      PROVIDER_API_TOKEN: randomBytes(24).toString('hex'),
      // A production server refuses to start without a CMS secret of its own; a throwaway CMS in
      // the temp dir, never the worktree's data/cms.sqlite.
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      CMS_DATABASE_URL: '',
      CMS_SQLITE_PATH: path.join(tempDir, 'cms.sqlite'),
      CMS_MEDIA_DIR: path.join(tempDir, 'cms-media'),
      CMS_STAFF_PASSWORD: randomBytes(16).toString('hex'),
      // A deployment names the real outside services, over https; their http loopback stand-ins
      // (the defaults, and the harness's) are for offline runs and would put http: in the CSP.
      BOT_CHECK_URL: 'https://www.google.com',
      CHAT_WIDGET_BASE_URL: 'https://cdn.livechatinc.com',
      REVIEW_WIDGET_BASE_URL: 'https://widget.trustpilot.com',
      BUG_REPORTER_BASE_URL: 'https://edge.marker.io',
      // The provider's own id loads analytics from the service's host (decision 0378).
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-E2EDEPLOYED',
      ANALYTICS_SCRIPT_BASE_URL: '',
    };
    // The package's own start script decides the address it binds to.
    delete env.HOST;
    site = startProcess('web app (security)', 'npm', ['run', 'start', '--workspace', 'apps/web'], {
      cwd: REPO_ROOT,
      env,
      logPath: path.join(tempDir, 'web.log'),
    });
    await waitForHttp(`http://${HOST}:${OWN_PORT}/`, site, 60_000);
    front = await startTlsFront({ host: HOST, port: OWN_PORT }, tempDir);
  });

  test.afterAll(async () => {
    await front?.close();
    if (site?.child.pid) await stopProcessGroup(site.child.pid);
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  test('grades A+ with the MDN HTTP Observatory', async () => {
    test.setTimeout(60_000);
    if (!front) throw new Error('no TLS front');
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        path.join(HERE, '../support/observatory-grade.mjs'),
        'localhost',
        String(front.httpPort),
        String(front.httpsPort),
      ],
      {
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: front.certificateFile,
          NODE_OPTIONS: '--dns-result-order=ipv4first',
        },
      },
    );
    const report = JSON.parse(stdout) as { grade: string; score: number; tests: Record<string, unknown> };
    console.info(`MDN HTTP Observatory: ${report.grade} (score ${report.score})`);
    expect(report, JSON.stringify(report.tests, null, 2)).toMatchObject({ grade: 'A+' });
    expect(report.score).toBeGreaterThanOrEqual(100);
  });

  test('sends HSTS and Secure cookies over https only', async () => {
    if (!front) throw new Error('no TLS front');
    const ca = readFileSync(front.certificateFile);
    const port = front.httpsPort;
    const secure = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      https
        .get({ host: 'localhost', port, path: '/?awc=123_abc', ca, family: 4 }, (response) => {
          response.resume();
          resolve(response.headers);
        })
        .on('error', reject);
    });
    expect(secure['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(secure['set-cookie']?.join('\n')).toMatch(/awc=123_abc;.*Secure/i);
    const plain = await raw('GET', '/?awc=123_abc', { port: OWN_PORT });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  test('holds cookie-less clients that forge X-Forwarded-For to one visitor budget', async () => {
    test.setTimeout(60_000);
    if (!front) throw new Error('no TLS front');
    const ca = readFileSync(front.certificateFile);
    const port = front.httpsPort;
    const send = (method: string, target: string, forged: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const request = https.request(
          {
            host: 'localhost',
            port,
            method,
            path: target,
            ca,
            family: 4,
            headers: { 'x-forwarded-for': forged, 'content-type': 'application/json' },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    let lookups = 0;
    let guesses = 0;
    for (let i = 0; i < 200; i += 1) {
      const forged = `10.${i >> 8}.${i & 255}.7`;
      if ((await send('POST', '/api/uprn-by-postcode', forged, '{"postcode":"HB1 1AA"}')) !== 429)
        lookups += 1;
      if ((await send('GET', `/api/get-promo?code=GUESS${i}`, forged)) !== 429) guesses += 1;
    }
    // Before decisions 0181 and 0182, 200 of 200 of each were answered.
    expect(lookups).toBe(30);
    expect(guesses).toBe(10);
  });

  test('listens on loopback only unless HOST says otherwise', async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    test.skip(!outside, 'this machine has no non-loopback IPv4 address to try');
    const connects = (host: string) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect({ host, port: OWN_PORT });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    expect(await connects(HOST)).toBe(true);
    expect(await connects(outside!.address)).toBe(false);
  });
});
