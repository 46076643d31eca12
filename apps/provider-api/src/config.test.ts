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
    });
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
