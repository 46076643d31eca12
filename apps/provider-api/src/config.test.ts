import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  DEFAULT_OUTBOX_DIR,
  DEFAULT_SQLITE_PATH,
  DEV_PROVIDER_TOKEN,
  loadConfig,
} from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      token: DEV_PROVIDER_TOKEN,
      databaseUrl: null,
      sqlitePath: DEFAULT_SQLITE_PATH,
      logLevel: 'info',
      slotCapacity: 3,
      smtpUrl: null,
      outboxDir: DEFAULT_OUTBOX_DIR,
      mailFrom: DEFAULT_MAIL_FROM,
      siteUrl: 'http://localhost:3000',
      webhooks: {
        worker: true,
        pollIntervalMs: 1_000,
        timeoutMs: 10_000,
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        giveUpAfterMs: 86_400_000,
        defaultSubscription: null,
      },
    });
    expect(DEFAULT_OUTBOX_DIR).toMatch(/\/data\/outbox$/);
    expect(DEFAULT_OUTBOX_DIR).not.toContain('/apps/');
    expect(DEFAULT_MAIL_FROM).toBe('Hey!Broadband <orders@heybroadband.example>');
    expect(DEV_PROVIDER_TOKEN).toBe('dev-provider-token');
    expect(DEFAULT_SQLITE_PATH).toMatch(/\/data\/provider-api\.sqlite$/);
    expect(DEFAULT_SQLITE_PATH).not.toContain('/apps/');
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PROVIDER_API_PORT: '4010',
        HOST: '0.0.0.0',
        PROVIDER_API_TOKEN: 'a-long-production-secret',
        DATABASE_URL: 'postgres://api@db.internal:5432/provider',
        SQLITE_PATH: '/var/lib/provider.sqlite',
        LOG_LEVEL: 'warn',
        INSTALLATION_SLOT_CAPACITY: '5',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.net:465',
        OUTBOX_DIR: '/var/spool/provider-outbox',
        MAIL_FROM: 'Orders <orders@example.net>',
        SITE_URL: 'https://www.heybroadband.example/some/page',
        WEBHOOK_WORKER: 'off',
        WEBHOOK_POLL_INTERVAL_MS: '250',
        WEBHOOK_TIMEOUT_MS: '5000',
        WEBHOOK_RETRY_BASE_MS: '1000',
        WEBHOOK_RETRY_MAX_MS: '60000',
        WEBHOOK_GIVE_UP_AFTER_MS: '3600000',
        WEBHOOK_DEFAULT_CALLBACK: 'http://127.0.0.1:4300/webhooks/default',
        WEBHOOK_DEFAULT_SECRET: 'whsec_a-secret-of-sixteen-or-more',
      }),
    ).toEqual({
      nodeEnv: 'production',
      port: 4010,
      host: '0.0.0.0',
      token: 'a-long-production-secret',
      databaseUrl: 'postgres://api@db.internal:5432/provider',
      sqlitePath: '/var/lib/provider.sqlite',
      logLevel: 'warn',
      slotCapacity: 5,
      smtpUrl: 'smtps://mailer:secret@smtp.example.net:465',
      outboxDir: '/var/spool/provider-outbox',
      mailFrom: 'Orders <orders@example.net>',
      siteUrl: 'https://www.heybroadband.example',
      webhooks: {
        worker: false,
        pollIntervalMs: 250,
        timeoutMs: 5_000,
        retryBaseMs: 1_000,
        retryMaxMs: 60_000,
        giveUpAfterMs: 3_600_000,
        defaultSubscription: {
          callback: 'http://127.0.0.1:4300/webhooks/default',
          secret: 'whsec_a-secret-of-sixteen-or-more',
        },
      },
    });
  });

  it('refuses a default subscription without its secret, a callback that is not http(s), and retries that shrink', () => {
    expect(() => loadConfig({ WEBHOOK_DEFAULT_CALLBACK: 'http://127.0.0.1/hooks' })).toThrow(
      /- WEBHOOK_DEFAULT_SECRET is needed with the other/,
    );
    expect(() =>
      loadConfig({ WEBHOOK_DEFAULT_CALLBACK: 'ftp://x/hooks', WEBHOOK_DEFAULT_SECRET: 'x'.repeat(16) }),
    ).toThrow(/- WEBHOOK_DEFAULT_CALLBACK must be an http/);
    expect(() =>
      loadConfig({
        WEBHOOK_DEFAULT_CALLBACK: 'http://user:pw@x/hooks',
        WEBHOOK_DEFAULT_SECRET: 'x'.repeat(16),
      }),
    ).toThrow(/- WEBHOOK_DEFAULT_CALLBACK /);
    expect(() => loadConfig({ WEBHOOK_RETRY_BASE_MS: '5000', WEBHOOK_RETRY_MAX_MS: '1000' })).toThrow(
      /- WEBHOOK_RETRY_MAX_MS must be at least WEBHOOK_RETRY_BASE_MS/,
    );
    expect(() => loadConfig({ WEBHOOK_POLL_INTERVAL_MS: '1' })).toThrow(/- WEBHOOK_POLL_INTERVAL_MS /);
    expect(() => loadConfig({ WEBHOOK_WORKER: 'maybe' })).toThrow(/- WEBHOOK_WORKER /);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PROVIDER_API_PORT: ' ', PROVIDER_API_TOKEN: '' })).toMatchObject({
      databaseUrl: null,
      port: 4000,
      token: DEV_PROVIDER_TOKEN,
    });
  });

  it.each([
    ['SMTP_URL', 'http://smtp.example.net'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Orders <orders@example.net'],
    ['SITE_URL', 'ftp://heybroadband.example'],
    ['SITE_URL', 'heybroadband.example'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`- ${name} `));
  });

  it('accepts postgresql:// as well as postgres://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/db' }).databaseUrl).toBe(
      'postgresql://localhost/db',
    );
  });

  it('requires a real token in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PROVIDER_API_TOKEN is required when NODE_ENV=production (a secret of 16 or more characters)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PROVIDER_API_TOKEN: DEV_PROVIDER_TOKEN })).toThrow(
      'PROVIDER_API_TOKEN must not be the development token when NODE_ENV=production',
    );
    expect(loadConfig({ NODE_ENV: 'production', PROVIDER_API_TOKEN: 'x'.repeat(16) }).token).toBe(
      'x'.repeat(16),
    );
  });

  it.each([
    [{ PROVIDER_API_TOKEN: 'short' }, 'PROVIDER_API_TOKEN'],
    [{ PROVIDER_API_PORT: 'abc' }, 'PROVIDER_API_PORT'],
    [{ PROVIDER_API_PORT: '65536' }, 'PROVIDER_API_PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ INSTALLATION_SLOT_CAPACITY: '0' }, 'INSTALLATION_SLOT_CAPACITY'],
  ])('refuses %j with a ConfigError naming it', (env, words) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(words);
  });
});
