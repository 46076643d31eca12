import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildStandIns, type StandIns } from '../src/app';
import { loadStandInsConfig } from '../src/config';
import { STAND_IN_PATHS } from '../src/controls';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const KEYS = { lib_version: '3.6.2', user_id: 'public-key', service_id: 'service', template_id: 'template' };

let dir: string;
let app: StandIns;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stand-ins-test-'));
  app = await buildStandIns({ emailOutboxDir: dir, clock: () => NOW });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
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

describe('the bot-check stand-in', () => {
  const verify = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.botCheckVerify,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it.each([
    ['a token', 'abc', { success: true, score: 0.9 }],
    ['a low-score- token', 'low-score-abc', { success: true, score: 0.3 }],
    ['a fail- token', 'fail-abc', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['no token', '', { success: false, 'error-codes': ['missing-input-response'] }],
  ])('answers %s', async (_name, token, expected) => {
    const response = await verify({ secret: 's', response: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
  });

  it.each([
    ['a token naming what it was made for', 'abc~contact@www.example.co.uk', { success: true, score: 0.9 }],
    ['a low-score- token naming it', 'low-score-x~contact@127.0.0.1', { success: true, score: 0.3 }],
  ])('answers the action and host name of %s (decision 0386)', async (_name, token, expected) => {
    const [, madeFor = ''] = token.split('~');
    const [action, hostname] = madeFor.split('@');
    expect((await verify({ secret: 's', response: token })).json()).toMatchObject({
      ...expected,
      action,
      hostname,
    });
  });

  it('names no action or host name for a token that names none', async () => {
    const answer = (await verify({ secret: 's', response: 'abc' })).json();
    expect(answer).not.toHaveProperty('action');
    expect(answer).not.toHaveProperty('hostname');
    expect(answer).toHaveProperty('challenge_ts');
  });

  it('needs the secret', async () => {
    expect((await verify({ response: 'abc' })).json()).toMatchObject({
      success: false,
      'error-codes': ['missing-input-secret'],
    });
  });

  it('fails when told to', async () => {
    await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'bot-check', mode: 'fail' },
    });
    expect((await verify({ secret: 's', response: 'abc' })).statusCode).toBe(500);
  });
});

describe("the bot check's browser script", () => {
  it('defines grecaptcha.ready and execute, handing out a fresh token that verifies', async () => {
    const response = await app.inject({ method: 'GET', url: `${STAND_IN_PATHS.botCheckScript}?render=key` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const window: {
      grecaptcha?: { ready(cb: () => void): void; execute(k: string, o: object): Promise<string> };
      location: { hostname: string };
    } = { location: { hostname: 'www.example.co.uk' } };
    new Function('window', response.body)(window);
    let ready = false;
    window.grecaptcha?.ready(() => {
      ready = true;
    });
    expect(ready).toBe(true);
    const first = await window.grecaptcha?.execute('key', { action: 'register_interest' });
    const second = await window.grecaptcha?.execute('key', { action: 'register_interest' });
    expect(first).toMatch(/^stand-in-register_interest-1-.*~register_interest@www\.example\.co\.uk$/);
    expect(second).not.toBe(first);
    const verified = await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.botCheckVerify,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ secret: 's', response: String(first) }).toString(),
    });
    expect(verified.json()).toMatchObject({
      success: true,
      score: 0.9,
      action: 'register_interest',
      hostname: 'www.example.co.uk',
    });
  });

  it('fails to load while the bot check is told to fail', async () => {
    await app.inject({
      method: 'POST',
      url: STAND_IN_PATHS.control,
      payload: { service: 'bot-check', mode: 'fail' },
    });
    expect((await app.inject({ method: 'GET', url: STAND_IN_PATHS.botCheckScript })).statusCode).toBe(503);
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
    expect(loadStandInsConfig({ STAND_INS_PORT: '0', EMAIL_OUTBOX_DIR: '/tmp/x' })).toEqual({
      host: '127.0.0.1',
      port: 0,
      emailOutboxDir: '/tmp/x',
    });
  });

  it('refuses any other interface and a port that is not one', () => {
    expect(() => loadStandInsConfig({ STAND_INS_HOST: '0.0.0.0' })).toThrow(/loopback/);
    expect(() => loadStandInsConfig({ STAND_INS_PORT: 'http' })).toThrow(/port number/);
  });
});
