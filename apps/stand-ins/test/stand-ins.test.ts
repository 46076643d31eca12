import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStandIns, type StandIns } from '../src/app';
import { loadStandInsConfig } from '../src/config';
import { STAND_IN_PATHS } from '../src/controls';

const NOW = new Date('2026-11-24T10:00:00.000Z');
/** The stand-ins' clock: fixed at NOW unless a test moves it. */
let now = NOW;
const KEYS = { lib_version: '3.6.2', user_id: 'public-key', service_id: 'service', template_id: 'template' };

let dir: string;
let app: StandIns;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stand-ins-test-'));
  app = await buildStandIns({
    emailOutboxDir: dir,
    botCheckDir: path.join(dir, 'bot-check'),
    clock: () => now,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  now = NOW;
  for (const service of ['email', 'bot-check', 'tracking-script', 'bug-reporter']) {
    await app.inject({ method: 'POST', url: STAND_IN_PATHS.control, payload: { service, mode: 'ok' } });
  }
});

function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return request;
}

describe('the e-mail stand-in', () => {
  it('accepts the JSON form with 200 OK and writes the message to the outbox', async () => {
    const before = (await app.inject({ method: 'GET', url: STAND_IN_PATHS.emailOutbox })).json().messages
      .length;
    const response = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.emailSend,
      payload: { ...KEYS, template_params: { user_name: 'Sam', user_email: 'sam@example.com' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    const { messages } = (await app.inject({ method: 'GET', url: STAND_IN_PATHS.emailOutbox })).json();
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toEqual({
      id: expect.any(String),
      received_at: NOW.toISOString(),
      form: 'json',
      ...KEYS,
      template_params: { user_name: 'Sam', user_email: 'sam@example.com' },
    });
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    const written = files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
    expect(written).toContainEqual(messages.at(-1));
  });

  it('accepts the multipart form, the keys apart from the fields', async () => {
    const request = multipart({ ...KEYS, user_name: 'Lena', user_message: 'Hello' });
    const response = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.emailSendForm,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    const { messages } = (await app.inject({ method: 'GET', url: STAND_IN_PATHS.emailOutbox })).json();
    expect(messages.at(-1)).toMatchObject({
      form: 'form',
      ...KEYS,
      template_params: { user_name: 'Lena', user_message: 'Hello' },
    });
  });

  it.each([
    ['user_id', 'The public key is required'],
    ['service_id', 'The service ID is required'],
    ['template_id', 'The template ID is required'],
  ])('refuses a message without %s with 400 and its words', async (field, words) => {
    const response = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.emailSend,
      payload: { ...KEYS, [field]: '', template_params: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(words);
  });

  it('refuses a body of another type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.emailSend,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user_id=x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('fails when told to, by the control endpoint or by the header, and records nothing', async () => {
    const count = async () =>
      (await app.inject({ method: 'GET', url: STAND_IN_PATHS.emailOutbox })).json().messages.length;
    const before = await count();
    const control = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'email', mode: 'fail' },
    });
    expect(control.json()).toMatchObject({ email: 'fail', 'bot-check': 'ok' });
    const failed = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.emailSend,
      payload: { ...KEYS, template_params: {} },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toBe('The stand-in was told to fail');
    await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'email', mode: 'ok' },
    });
    const byHeader = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.emailSend,
      headers: { 'x-stand-in-mode': 'fail' },
      payload: { ...KEYS, template_params: {} },
    });
    expect(byHeader.statusCode).toBe(500);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown control', async () => {
    const response = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'provider-api', mode: 'fail' },
    });
    expect(response.statusCode).toBe(400);
  });
});

async function verifyOn(standIns: StandIns, fields: Record<string, string>) {
  const response = await standIns.inject({
    method: 'POST',
    url: STAND_IN_PATHS.botCheckVerify,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function tokenFrom(standIns: StandIns, url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await standIns.inject({ method: 'POST', url, payload });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe('the bot-check stand-in (decision 0475)', () => {
  const verify = (fields: Record<string, string>) => verifyOn(app, fields);
  const scriptToken = (action = 'register_interest', hostname = 'www.example.co.uk') =>
    tokenFrom(app, STAND_IN_PATHS.botCheckToken, { siteKey: 'key', action, hostname });

  it("accepts a token its script's frame was given, once, naming what it was made for", async () => {
    const token = await scriptToken('contact', '127.0.0.1');
    expect(await verify({ secret: 's', response: token })).toEqual({
      success: true,
      score: 0.9,
      action: 'contact',
      hostname: '127.0.0.1',
      challenge_ts: NOW.toISOString(),
    });
    expect(await verify({ secret: 's', response: token })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it.each([
    ['a made-up token', 'abc'],
    ['an old stand-in token', 'stand-in-contact-1-x~contact@127.0.0.1'],
    ['a low-score- token', 'low-score-abc'],
    ['a token of the right shape with a forged signature', 'v1.e30.AAAA'],
  ])('refuses %s as invalid-input-response', async (_name, token) => {
    expect(await verify({ secret: 's', response: token })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });

  it('refuses a signed token whose payload was changed (a higher score, another action)', async () => {
    const [version, body, signature] = (await scriptToken()).split('.');
    const payload = JSON.parse(Buffer.from(String(body), 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...payload, a: 'contact', s: 1 })).toString('base64url');
    expect(await verify({ secret: 's', response: `${version}.${forged}.${signature}` })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });

  it('accepts a token up to two minutes old and refuses it after as timeout-or-duplicate', async () => {
    const fresh = await scriptToken();
    const stale = await scriptToken();
    now = new Date(NOW.getTime() + 120_000);
    expect(await verify({ secret: 's', response: fresh })).toMatchObject({ success: true });
    now = new Date(NOW.getTime() + 120_001);
    expect(await verify({ secret: 's', response: stale })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('gives a test the score it asks for, and refuses a score that is not one', async () => {
    const low = await tokenFrom(app, STAND_IN_PATHS.botCheckTestToken, {
      action: 'register_interest',
      hostname: '127.0.0.1',
      score: 0.3,
    });
    expect(await verify({ secret: 's', response: low })).toMatchObject({ success: true, score: 0.3 });
    for (const score of [2, -1, '0.9']) {
      const response = await app.inject({
        method: 'POST',
        url: STAND_IN_PATHS.botCheckTestToken,
        payload: { action: 'contact', hostname: '127.0.0.1', score },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('gives no token for an action or host name the real service would not name', async () => {
    for (const payload of [
      { action: 'no spaces', hostname: 'example.com' },
      { action: 'contact', hostname: '' },
    ]) {
      const response = await app.inject({ method: 'POST', url: STAND_IN_PATHS.botCheckToken, payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('needs the secret and a token', async () => {
    expect(await verify({ response: 'abc' })).toEqual({
      success: false,
      'error-codes': ['missing-input-secret'],
    });
    expect(await verify({ secret: 's', response: '' })).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
  });

  it('fails when told to: its verify and its script', async () => {
    await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'bot-check', mode: 'fail' },
    });
    const verified = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.botCheckVerify,
      payload: { secret: 's', response: 'abc' },
    });
    expect(verified.statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: STAND_IN_PATHS.botCheckScript })).statusCode).toBe(503);
  });
});

describe('the bot-check stand-in across processes (decision 0475)', () => {
  it('shares its signing key and spent tokens with every stand-ins given the same folder', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'stand-ins-shared-'));
    const options = {
      emailOutboxDir: path.join(shared, 'outbox'),
      botCheckDir: path.join(shared, 'bot-check'),
    };
    const [one, two] = await Promise.all([buildStandIns(options), buildStandIns(options)]);
    try {
      const token = await tokenFrom(one, STAND_IN_PATHS.botCheckToken, {
        action: 'contact',
        hostname: 'example.com',
      });
      // Both verify it at once: exactly one succeeds.
      const answers = await Promise.all([
        verifyOn(two, { secret: 's', response: token }),
        verifyOn(one, { secret: 's', response: token }),
      ]);
      expect(answers.filter((answer) => answer.success)).toHaveLength(1);
      expect(answers.find((answer) => !answer.success)).toEqual({
        success: false,
        'error-codes': ['timeout-or-duplicate'],
      });
      // A third, started later, knows it is spent too.
      const three = await buildStandIns(options);
      expect(await verifyOn(three, { secret: 's', response: token })).toMatchObject({ success: false });
      await three.close();
    } finally {
      await Promise.all([one.close(), two.close()]);
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('refuses a token another folder signed', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'stand-ins-other-'));
    const elsewhere = await buildStandIns({
      emailOutboxDir: other,
      botCheckDir: path.join(other, 'bot-check'),
    });
    try {
      const token = await tokenFrom(elsewhere, STAND_IN_PATHS.botCheckToken, {
        action: 'contact',
        hostname: 'example.com',
      });
      expect(await verifyOn(app, { secret: 's', response: token })).toEqual({
        success: false,
        'error-codes': ['invalid-input-response'],
      });
    } finally {
      await elsewhere.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("the bot check's browser script", () => {
  it('defines grecaptcha.ready and execute, and frames its own origin for the tokens', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${STAND_IN_PATHS.botCheckScript}?render=key`,
      headers: { host: '127.0.0.1:4214' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.body).toContain('window.grecaptcha = {');
    expect(response.body).toContain('"http://127.0.0.1:4214"');
    expect(response.body).toContain(`"${STAND_IN_PATHS.botCheckFrame}"`);
    const frame = await app.inject({ method: 'GET', url: `${STAND_IN_PATHS.botCheckFrame}?k=key` });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    // The host name is the framing page's origin, which the page cannot forge.
    expect(frame.body).toContain('hostname: new URL(event.origin).hostname');
    expect(frame.body).toContain(`"${STAND_IN_PATHS.botCheckToken}"`);
  });
});

describe('the tracking-script stand-in', () => {
  it('serves a script that defines the SDK and does nothing', async () => {
    const response = await app.inject({ method: 'GET', url: STAND_IN_PATHS.trackingScript });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.body).toContain('window.SR');
  });

  it('fails when told to', async () => {
    await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'tracking-script', mode: 'fail' },
    });
    expect((await app.inject({ method: 'GET', url: STAND_IN_PATHS.trackingScript })).statusCode).toBe(503);
  });
});

describe('the browser-script stand-ins', () => {
  it.each([
    [STAND_IN_PATHS.gtag, 'dataLayer'],
    [STAND_IN_PATHS.tagManager, 'dataLayer'],
    [STAND_IN_PATHS.chatWidget, 'window.LiveChatWidget'],
    [STAND_IN_PATHS.reviewWidget, 'window.Trustpilot'],
  ])('serves %s as JavaScript defining what the site calls', async (url, global) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain(global);
  });
});

describe('the bug reporter stand-in', () => {
  const report = {
    project: 'dev-bug-reporter-project',
    url: 'http://preview.localhost:3000/',
    description: ' The button overlaps ',
  };

  it('serves its shim, which reads the project and sends reports back to this stand-in', async () => {
    const response = await app.inject({ method: 'GET', url: STAND_IN_PATHS.bugReporterScript });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('window.markerConfig');
    expect(response.body).toContain("'/bug-reports'");
  });

  it('keeps a report sent as text/plain JSON and lists it to any origin', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.bugReports,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ ...report, userAgent: 'test', viewport: '1280x720' }),
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['access-control-allow-origin']).toBe('*');
    const listed = await app.inject({ method: 'GET', url: STAND_IN_PATHS.bugReports });
    expect(listed.headers['access-control-allow-origin']).toBe('*');
    expect(listed.json().reports.at(-1)).toEqual({
      received_at: NOW.toISOString(),
      project: report.project,
      url: report.url,
      description: 'The button overlaps',
      userAgent: 'test',
      viewport: '1280x720',
    });
  });

  it('refuses a report without words or that is not JSON', async () => {
    for (const payload of ['not json', JSON.stringify({ ...report, description: '  ' }), '[]']) {
      const response = await app.inject({
        method: 'POST',
        url: STAND_IN_PATHS.bugReports,
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('fails to load and to take reports when told to', async () => {
    await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'bug-reporter', mode: 'fail' },
    });
    expect((await app.inject({ method: 'GET', url: STAND_IN_PATHS.bugReporterScript })).statusCode).toBe(503);
    const sent = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.bugReports,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(report),
    });
    expect(sent.statusCode).toBe(500);
  });
});

describe('loadStandInsConfig', () => {
  it('listens on loopback port 4300 by default', () => {
    expect(loadStandInsConfig({})).toMatchObject({ host: '127.0.0.1', port: 4300 });
    expect(
      loadStandInsConfig({
        STAND_INS_PORT: '0',
        EMAIL_OUTBOX_DIR: '/tmp/x',
        BOT_CHECK_STAND_IN_DIR: '/tmp/b',
      }),
    ).toMatchObject({ host: '127.0.0.1', port: 0, emailOutboxDir: '/tmp/x', botCheckDir: '/tmp/b' });
    expect(
      loadStandInsConfig({ WEBHOOK_RECEIVER_DIR: '/tmp/w', WEBHOOK_RECEIVER_SECRET: 'whsec_x' }),
    ).toMatchObject({
      webhookDir: '/tmp/w',
      webhookSecret: 'whsec_x',
    });
    expect(loadStandInsConfig({})).toMatchObject({ webhookSecret: null });
    expect(loadStandInsConfig({}).webhookDir).toMatch(/data\/stand-ins-webhooks$/);
    expect(loadStandInsConfig({}).botCheckDir).toMatch(/data\/stand-ins-bot-check$/);
  });

  it('refuses any other interface and a port that is not one', () => {
    expect(() => loadStandInsConfig({ STAND_INS_HOST: '0.0.0.0' })).toThrow(/loopback/);
    expect(() => loadStandInsConfig({ STAND_INS_PORT: 'http' })).toThrow(/port number/);
  });
});
