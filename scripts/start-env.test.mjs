import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cmsSecret,
  mailOutboxLines,
  partsEnv,
  standInsNeeded,
  startAddresses,
  startListeners,
  webhookReceiverEnv,
} from './start-env.mjs';

const dirs = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'start-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('startAddresses', () => {
  it("keeps today's defaults: loopback, 3000, 4000, 4300", () => {
    expect(startAddresses({})).toEqual({
      host: '127.0.0.1',
      webPort: 3000,
      apiPort: 4000,
      standInsPort: 4300,
      standInsHost: '127.0.0.1',
      webUrl: 'http://127.0.0.1:3000',
      apiUrl: 'http://127.0.0.1:4000',
      standInsUrl: 'http://127.0.0.1:4300',
    });
  });

  it('moves each part with its variable, and probes a wildcard host on loopback', () => {
    const addresses = startAddresses({
      HOST: '0.0.0.0',
      PORT: '3200',
      PROVIDER_API_PORT: '4200',
      STAND_INS_PORT: '4400',
    });
    expect(addresses).toMatchObject({
      host: '0.0.0.0',
      webUrl: 'http://127.0.0.1:3200',
      apiUrl: 'http://127.0.0.1:4200',
      standInsUrl: 'http://127.0.0.1:4400',
    });
  });

  it('refuses a port that is not one, naming its variable', () => {
    expect(() => startAddresses({ PROVIDER_API_PORT: 'four' })).toThrow(
      "PROVIDER_API_PORT must be a port number from 1 to 65535, not 'four'",
    );
  });
});

describe('startListeners', () => {
  it('checks the stand-ins only when the run starts them, on their own host', () => {
    const addresses = startAddresses({ HOST: '0.0.0.0' });
    expect(startListeners(addresses, { standIns: false })).toEqual([
      { variable: 'PORT', port: 3000, host: '0.0.0.0' },
      { variable: 'PROVIDER_API_PORT', port: 4000, host: '0.0.0.0' },
    ]);
    expect(startListeners(addresses, { standIns: true })[2]).toEqual({
      variable: 'STAND_INS_PORT',
      port: 4300,
      host: '127.0.0.1',
    });
  });
});

describe('standInsNeeded', () => {
  it('sends every unset outside service, and analytics without an id, to the stand-ins', () => {
    expect(standInsNeeded({ EMAIL_SERVICE_URL: 'https://mail.example', BOT_CHECK_URL: ' ' })).toEqual([
      'BOT_CHECK_URL',
      'TRACKING_SCRIPT_BASE_URL',
      'CHAT_WIDGET_BASE_URL',
      'REVIEW_WIDGET_BASE_URL',
      'BUG_REPORTER_BASE_URL',
      'ANALYTICS_SCRIPT_BASE_URL',
    ]);
  });

  it("leaves analytics to the provider's host once an id is given", () => {
    expect(standInsNeeded({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABCD1234' })).not.toContain(
      'ANALYTICS_SCRIPT_BASE_URL',
    );
  });
});

describe('cmsSecret', () => {
  it('uses PAYLOAD_SECRET when given, and writes nothing', () => {
    const dir = tempDir();
    expect(cmsSecret({ PAYLOAD_SECRET: ' given-secret ' }, dir, () => 'made')).toBe('given-secret');
    expect(() => statSync(path.join(dir, 'cms-secret'))).toThrow();
  });

  it('makes one on the first start, readable by its owner only, and keeps it for the next', () => {
    const dir = tempDir();
    expect(cmsSecret({}, dir, () => 'first')).toBe('first');
    expect(cmsSecret({}, dir, () => 'second')).toBe('first');
    expect(readFileSync(path.join(dir, 'cms-secret'), 'utf8')).toBe('first\n');
    expect(statSync(path.join(dir, 'cms-secret')).mode & 0o777).toBe(0o600);
  });

  it('makes a fresh one over an empty file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'cms-secret'), '\n');
    expect(cmsSecret({}, dir, () => 'fresh')).toBe('fresh');
  });

  it('makes a long random one by default', () => {
    expect(cmsSecret({}, tempDir())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('partsEnv', () => {
  it('gives every part production mode, the token, the secret, the ports and the stand-ins', () => {
    const addresses = startAddresses({ PORT: '3200' });
    const env = partsEnv(
      { PATH: '/usr/bin', EMAIL_SERVICE_URL: 'https://mail.example' },
      { addresses, token: 'a-token-of-sixteen+', payloadSecret: 'secret' },
    );
    expect(env).toMatchObject({
      PATH: '/usr/bin',
      NODE_ENV: 'production',
      PORT: '3200',
      PROVIDER_API_PORT: '4000',
      PROVIDER_API_URL: 'http://127.0.0.1:4000',
      PROVIDER_API_TOKEN: 'a-token-of-sixteen+',
      PAYLOAD_SECRET: 'secret',
      STAND_INS_PORT: '4300',
      EMAIL_SERVICE_URL: 'https://mail.example',
      BOT_CHECK_URL: 'http://127.0.0.1:4300',
      ANALYTICS_SCRIPT_BASE_URL: 'http://127.0.0.1:4300',
    });
  });
});

describe('the mail folders a run names', () => {
  const root = '/srv/fibre';
  const addresses = startAddresses({});
  const parts = (env) => partsEnv(env, { addresses, token: 'a-token-of-sixteen+', payloadSecret: 's', root });

  it('hands each part the absolute folder it writes to, and names that folder', () => {
    const env = parts({});
    expect(env.OUTBOX_DIR).toBe('/srv/fibre/data/outbox');
    expect(env.EMAIL_OUTBOX_DIR).toBe('/srv/fibre/data/outbox-email');
    expect(mailOutboxLines(env, { standIns: true, root })).toEqual([
      'Order e-mails (the confirmation with its contract summary) are in data/outbox/',
      'E-mails the site sends (codes, password resets) are in data/outbox-email/',
    ]);
  });

  it('follows OUTBOX_DIR and EMAIL_OUTBOX_DIR, relative to the repository or absolute', () => {
    const env = parts({ OUTBOX_DIR: 'mail/orders', EMAIL_OUTBOX_DIR: '/var/spool/site-mail' });
    expect(env.OUTBOX_DIR).toBe('/srv/fibre/mail/orders');
    expect(mailOutboxLines(env, { standIns: true, root })).toEqual([
      'Order e-mails (the confirmation with its contract summary) are in mail/orders/',
      'E-mails the site sends (codes, password resets) are in /var/spool/site-mail',
    ]);
  });

  it('says order e-mails go through SMTP when SMTP_URL is set, and leaves out the stand-in when none runs', () => {
    expect(
      mailOutboxLines(parts({ SMTP_URL: 'smtp://mail.example:587' }), { standIns: false, root }),
    ).toEqual(['Order e-mails go out through SMTP_URL.']);
  });
});

describe('webhookReceiverEnv', () => {
  it("subscribes the stand-ins' receiver with a secret made once and kept", () => {
    const dir = tempDir();
    const first = webhookReceiverEnv({}, dir, 'http://127.0.0.1:4300', () => 'whsec_made-once-0123456789');
    expect(first).toEqual({
      WEBHOOK_DEFAULT_CALLBACK: 'http://127.0.0.1:4300/webhooks/default',
      WEBHOOK_DEFAULT_SECRET: 'whsec_made-once-0123456789',
      WEBHOOK_RECEIVER_SECRET: 'whsec_made-once-0123456789',
    });
    expect(readFileSync(path.join(dir, 'webhook-receiver-secret'), 'utf8')).toBe(
      'whsec_made-once-0123456789\n',
    );
    const again = webhookReceiverEnv({}, dir, 'http://127.0.0.1:4300', () => 'whsec_another');
    expect(again.WEBHOOK_DEFAULT_SECRET).toBe('whsec_made-once-0123456789');
  });

  it('leaves a subscriber the operator chose alone, and makes a long random secret by default', () => {
    expect(
      webhookReceiverEnv({ WEBHOOK_DEFAULT_CALLBACK: 'https://billing.example/hooks' }, tempDir(), 'x'),
    ).toEqual({});
    expect(webhookReceiverEnv({}, tempDir(), 'http://s').WEBHOOK_DEFAULT_SECRET).toMatch(
      /^whsec_[A-Za-z0-9_-]{43}$/,
    );
  });
});
