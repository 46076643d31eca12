import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REPO_ROOT, WEB_DIR } from '../support/environment';
import type { StartedProcess } from '../support/servers';
import { CMS_STAFF, emailOutboxDir, outboxDir, startSite, stopSite } from '../support/site';
import { type HttpCase, httpCase } from './cases';
import { type Figures, figuresMarkdown, newFigures, record } from './figures';
import { type Answer, changes, errorKey, reproduction, rssBytes, StoredState, send } from './wire';

/**
 * The site over real HTTP (decision 0401): the built site (`next start`), the provider
 * API and the stand-ins on loopback ports of their own, driven by generated hostile requests of
 * every family in cases.ts. Holds: no answer is 5xx or missing; every refusal from /api, /cms-api
 * and the provider API is the one error body; a staff session from another origin and a server
 * action asked from another origin change nothing; a refused request stores nothing (every table
 * of both databases and both outboxes, read before and after each request); the web process's
 * memory comes back near its start.
 *
 * HTTP_FUZZ_CASES requests (300 in `npm test`, thousands in `npm run test:fuzz`, which also writes
 * the figures to docs/security-figures/site-http-fuzz.md). Needs `npm run build -w apps/web` first.
 */
const CASES = Number(process.env.HTTP_FUZZ_CASES ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RSS_BOUND_BYTES = Number(process.env.HTTP_FUZZ_RSS_BOUND_MB ?? 256) * 1024 * 1024;
const FIGURES_FILE = path.join(REPO_ROOT, 'docs/security-figures/site-http-fuzz.md');
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
const WEB_PORT = port('HTTP_FUZZ_WEB_PORT', 3150);
const API_PORT = port('HTTP_FUZZ_API_PORT', 4150);
const STAND_INS_PORT = port('HTTP_FUZZ_STAND_INS_PORT', 4160);
const SITE = `http://${HOST}:${WEB_PORT}`;
const API = `http://${HOST}:${API_PORT}`;
const BATCH = 25;

let servers: StartedProcess[] = [];
let tempDir = '';
let stored: StoredState | undefined;
const figures: Figures = newFigures();

/** The real server action ids of this build, from its manifest. */
function actionIds(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(WEB_DIR, '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, unknown> };
  return Object.keys(manifest.node);
}

/**
 * A staff session as staff get one (decision 0396): password and the authenticator's code, the
 * harness's secret. A code is taken once, so a clash with another sign-in in this step waits for the next.
 */
async function staffCookie(): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = generateSync({ secret: CMS_STAFF.totpSecret, epoch: Math.floor(Date.now() / 1000) });
    const response = await fetch(`${SITE}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ email: CMS_STAFF.email, password: CMS_STAFF.password, code }),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('payload-token='));
    if (response.ok && cookie) return cookie.split(';')[0] ?? '';
    if (response.status !== 401)
      throw new Error(`Staff sign-in for the cross-origin cases failed: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 30_250 - (Date.now() % 30_000)));
  }
  throw new Error('Staff sign-in for the cross-origin cases failed: no code was taken');
}

/** Waits until the stored state stops moving (an accepted request's mail goes after its answer). */
async function settled(state: StoredState): Promise<Record<string, number>> {
  let last = state.fingerprint();
  for (let tries = 0; tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = state.fingerprint();
    if (changes(last, now).length === 0) return now;
    last = now;
  }
  return last;
}

async function run(input: HttpCase, staff: string, state: StoredState, before: Record<string, number>) {
  const base = input.target === 'api' ? API : SITE;
  const answer: Answer = await send(base, input, input.staff ? { cookie: staff } : {});
  const refused = answer.status === 0 || answer.status >= 400;
  const after = refused ? state.fingerprint() : await settled(state);
  record(figures, input, answer, { webRss: rssBytes(servers[2]?.child.pid ?? 0) });
  const repro = reproduction(base, input);
  // The provider's /postcodes/{postcode} stands in for postcodes.io and answers in its shape.
  const onApi =
    (input.target === 'api' && !input.path.startsWith('/postcodes/')) ||
    (input.target === 'site' && /^\/(api|cms-api)(\/|\?|$)/.test(input.path));
  if (answer.status === 0) figures.fail('no answer', input, `${answer.note}`, repro);
  if (answer.status >= 500)
    figures.fail('5xx', input, `${answer.status} ${answer.text.slice(0, 120)}`, repro);
  if (answer.status >= 400 && answer.status < 500 && onApi && input.method !== 'HEAD') {
    const key = errorKey(answer);
    if (!key.includes('.') || key.startsWith('json-without')) {
      figures.fail(
        'not the one error body',
        input,
        `${answer.status} ${key}: ${answer.text.slice(0, 120)}`,
        repro,
      );
    }
  }
  if (input.mustRefuse && !refused)
    figures.fail('accepted from another origin', input, `${answer.status}`, repro);
  const stored = changes(before, after);
  if (refused && stored.length > 0)
    figures.fail('stored on refusal', input, `${answer.status}: ${stored.join(', ')}`, repro);
  return { after, refused, input, repro };
}

describe('the built site over HTTP under generated hostile requests', () => {
  beforeAll(async () => {
    if (!existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) {
      throw new Error('apps/web has no production build: run `npm run build -w apps/web` first.');
    }
    rmSync(path.join(WEB_DIR, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'fibre-http-fuzz-'));
    const token = randomBytes(24).toString('hex');
    servers = await startSite({
      apiPort: API_PORT,
      webPort: WEB_PORT,
      standInsPort: STAND_INS_PORT,
      tempDir,
      token,
      // Most cases come from a network of their own (X-Forwarded-For, one trusted hop), so the
      // per-network budgets leave them to reach the routes; some come from loopback and meet them.
      webEnv: { TRUSTED_PROXY_COUNT: '1' },
    });
    const staff = await staffCookie();
    const state = new StoredState(
      { cms: path.join(tempDir, 'cms.sqlite'), provider: path.join(tempDir, 'provider-api.sqlite') },
      { 'e-mail stand-in': emailOutboxDir(tempDir), 'order mail': outboxDir(tempDir) },
    );
    stored = state;
    const arbitrary = httpCase({ siteOrigin: SITE, actionIds: actionIds(), apiToken: token });
    const webPid = servers[2]?.child.pid ?? 0;
    // Warm-up: the first request of each route loads its code; memory is measured from after it.
    for (const input of fc.sample(arbitrary, { numRuns: 40, seed: SEED - 1 })) {
      await send(input.target === 'api' ? API : SITE, input, input.staff ? { cookie: staff } : {});
    }
    let before = await settled(state);
    figures.rss.start = rssBytes(webPid);
    let previous: { refused: boolean; input: HttpCase; repro: string } | undefined;
    const started = Date.now();
    for (let batch = 0; batch * BATCH < CASES; batch += 1) {
      const count = Math.min(BATCH, CASES - batch * BATCH);
      for (const input of fc.sample(arbitrary, { numRuns: count, seed: SEED + batch })) {
        // A write that lands after the next request was sent still belongs to the one before.
        const now = state.fingerprint();
        const late = changes(before, now);
        if (previous?.refused && late.length > 0) {
          figures.fail(
            'stored on refusal',
            previous.input,
            `after its answer: ${late.join(', ')}`,
            previous.repro,
          );
        }
        const result = await run(input, staff, state, now);
        previous = result;
        before = result.after;
      }
    }
    figures.seconds = (Date.now() - started) / 1000;
    // Memory: give the process time to collect what the run left.
    figures.rss.end = rssBytes(webPid);
    for (let waited = 0; waited < 20 && figures.rss.end > figures.rss.start + RSS_BOUND_BYTES; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      figures.rss.end = rssBytes(webPid);
    }
  }, 60 * 60_000);

  afterAll(async () => {
    stored?.close();
    await stopSite(servers);
    const markdown = figuresMarkdown(figures, { cases: CASES, seed: SEED, rssBoundBytes: RSS_BOUND_BYTES });
    console.info(markdown);
    // Only a whole run replaces the figures docs/security.md cites.
    if (process.env.HTTP_FUZZ_FIGURES === '1' && figures.requests >= CASES) {
      mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
      writeFileSync(FIGURES_FILE, markdown);
    }
    if (process.env.HTTP_FUZZ_KEEP_LOGS) console.info(`Server logs kept in ${tempDir}`);
    else if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }, 60_000);

  const failures = (kind: string) => figures.failureLines(kind);

  it('answers every request (no connection dropped or left hanging)', () => {
    expect(figures.requests).toBeGreaterThanOrEqual(CASES);
    expect(failures('no answer')).toEqual([]);
  });

  it('answers no request with a 5xx', () => {
    expect(failures('5xx')).toEqual([]);
  });

  it('refuses on /api, /cms-api and the provider API with the one error body', () => {
    expect(failures('not the one error body')).toEqual([]);
  });

  it('refuses a staff session and a server action asked from another origin', () => {
    expect(figures.byFamily.get('staff-cross-origin') ?? 0).toBeGreaterThan(0);
    expect(failures('accepted from another origin')).toEqual([]);
  });

  it('stores nothing from a refused request', () => {
    expect(failures('stored on refusal')).toEqual([]);
  });

  it.each(['TRACE', 'TRACK', 'CONNECT'])(
    'answers %s with 405 and the one error body on pages, /api, /cms-api and /_next alike',
    async (method) => {
      for (const target of [
        '/',
        '/contact-us',
        '/api/uprn',
        '/cms-api/pages',
        '/_next/static/chunks/none.js',
        '/admin',
      ]) {
        const input: HttpCase = {
          family: 'methods',
          target: 'site',
          label: target,
          method,
          path: target,
          headers: {},
          body: { kind: 'none', contentType: null, bytes: null },
          staff: false,
          mustRefuse: true,
        };
        const answer = await send(SITE, input, {});
        expect({ target, status: answer.status, body: answer.text }).toEqual({
          target,
          status: 405,
          body: JSON.stringify({
            error: 'request.method_not_allowed',
            message: 'This address does not take that method.',
          }),
        });
      }
    },
  );

  it("brings the web process's memory back near its start", () => {
    expect(figures.rss.start).toBeGreaterThan(0);
    expect(figures.rss.end - figures.rss.start).toBeLessThanOrEqual(RSS_BOUND_BYTES);
  });
});
