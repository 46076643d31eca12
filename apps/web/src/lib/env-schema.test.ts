import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_API_TOKEN, EnvError, parseServerEnv } from './env-schema';

describe('parseServerEnv', () => {
  it('has working local defaults', () => {
    expect(parseServerEnv({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      providerApiUrl: 'http://localhost:4000',
      providerApiToken: 'dev-provider-token',
      trustedProxyCount: 0,
      noIndex: false,
      otsAlternatePath: false,
      gaMeasurementId: undefined,
    });
    expect(DEFAULT_PROVIDER_API_TOKEN).toBe('dev-provider-token');
  });

  it('reads every variable', () => {
    expect(
      parseServerEnv({
        NODE_ENV: 'production',
        PORT: '3100',
        PROVIDER_API_URL: 'https://provider.example/api',
        PROVIDER_API_TOKEN: 'a-real-secret-token',
        TRUSTED_PROXY_COUNT: '2',
        NO_INDEX: 'true',
        OTS_ALTERNATE_PATH: '1',
        NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234',
      }),
    ).toEqual({
      nodeEnv: 'production',
      port: 3100,
      providerApiUrl: 'https://provider.example/api',
      providerApiToken: 'a-real-secret-token',
      trustedProxyCount: 2,
      noIndex: true,
      otsAlternatePath: true,
      gaMeasurementId: 'G-ABC1234',
    });
  });

  it.each(['true', 'TRUE', ' yes ', 'on', '1'])('treats %j as a flag that is on', (value) => {
    expect(parseServerEnv({ NO_INDEX: value }).noIndex).toBe(true);
  });

  it.each(['false', '0', 'no', '', 'maybe'])('treats %j as a flag that is off', (value) => {
    expect(parseServerEnv({ OTS_ALTERNATE_PATH: value }).otsAlternatePath).toBe(false);
  });

  it.each(['-1', '1.5', '11', 'one'])('refuses TRUSTED_PROXY_COUNT=%j, naming it', (value) => {
    expect(() => parseServerEnv({ TRUSTED_PROXY_COUNT: value })).toThrow(/TRUSTED_PROXY_COUNT/);
  });

  it('treats blank values as unset', () => {
    expect(
      parseServerEnv({ PORT: ' ', PROVIDER_API_URL: '', NEXT_PUBLIC_GA_MEASUREMENT_ID: '' }),
    ).toMatchObject({
      port: 3000,
      providerApiUrl: 'http://localhost:4000',
      gaMeasurementId: undefined,
    });
  });

  it('requires a token of its own in production', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production' })).toThrow(
      'Invalid environment: PROVIDER_API_TOKEN is required in production',
    );
    expect(() =>
      parseServerEnv({ NODE_ENV: 'production', PROVIDER_API_TOKEN: 'dev-provider-token' }),
    ).toThrow('Invalid environment: PROVIDER_API_TOKEN must not be the default token in production');
  });

  it('lets next build render pages without the token', () => {
    expect(
      parseServerEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).providerApiToken,
    ).toBe('dev-provider-token');
    expect(() => parseServerEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-server' })).toThrow(
      EnvError,
    );
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PROVIDER_API_URL: 'ftp://x' }, 'PROVIDER_API_URL'],
    [{ PROVIDER_API_URL: 'not a url' }, 'PROVIDER_API_URL'],
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234' }, 'NEXT_PUBLIC_GA_MEASUREMENT_ID'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => parseServerEnv(env)).toThrow(new RegExp(`Invalid environment: .*${name}`));
  });
});
