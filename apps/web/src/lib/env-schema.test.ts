import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYLOAD_SECRET,
  DEFAULT_PROVIDER_API_TOKEN,
  EnvError,
  parseCmsEnv,
  parseServerEnv,
  parseSharedStoreEnv,
} from './env-schema';

const SECRET = 'a-production-payload-secret-of-40-chars!';

/** The outside services' settings when none are given: the local stand-ins (decision 0320). */
const STAND_IN_DEFAULTS = {
  sitePublicUrl: 'https://heybroadband.example',
  paymentRedirectHosts: [],
  email: {
    baseUrl: 'http://127.0.0.1:4300',
    publicKey: 'dev-email-public-key',
    serviceId: 'dev-email-service',
    templateId: 'dev-email-template',
    registerInterestTemplateId: 'dev-email-register-interest-template',
    orderCodeTemplateId: 'dev-email-order-code-template',
    staffTemplateId: 'dev-email-staff-template',
  },
  botCheck: {
    baseUrl: 'http://127.0.0.1:4300',
    secret: 'dev-bot-check-secret',
    siteKey: 'dev-bot-check-site-key',
    scriptUrl: 'http://127.0.0.1:4300/recaptcha/api.js',
    hostnames: [],
  },
  trackingScriptBaseUrl: 'http://127.0.0.1:4300',
  // No shared store: limits and claims in memory, as `npm start` has them (decision 0520).
  sharedStore: { redisUrl: undefined, redisKeyPrefix: 'fibre:' },
  browserServices: {
    // The default measurement id, at the stand-ins (decision 0378).
    analytics: {
      scriptBaseUrl: 'http://127.0.0.1:4300',
      measurementId: 'G-LOCALSTANDIN',
      tagManagerId: null,
    },
    tracking: { key: 'dev-tracker-key' },
    chat: { baseUrl: 'http://127.0.0.1:4300', account: 'dev-chat-account' },
    reviews: { baseUrl: 'http://127.0.0.1:4300', businessUnit: 'dev-business-unit' },
    bugReporter: {
      baseUrl: 'http://127.0.0.1:4300',
      project: 'dev-bug-reporter-project',
      previewHosts: ['*.localhost'],
    },
  },
};

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
      gaMeasurementId: 'G-LOCALSTANDIN',
      cms: {
        payloadSecret: DEFAULT_PAYLOAD_SECRET,
        databaseUrl: undefined,
        sqlitePath: undefined,
        mediaDir: undefined,
        staffEmail: 'staff@heybroadband.example',
        staffPassword: undefined,
        staffTotpSecret: undefined,
        trustedProxyCount: 0,
      },
      ...STAND_IN_DEFAULTS,
      postcodeLookupUrl: 'http://localhost:4000',
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
        PAYLOAD_SECRET: SECRET,
        CMS_DATABASE_URL: 'postgres://cms@db.example/cms',
        CMS_SQLITE_PATH: '/tmp/cms.sqlite',
        CMS_MEDIA_DIR: '/tmp/media',
        SITE_PUBLIC_URL: 'https://www.broadband.example/',
        PAYMENT_REDIRECT_HOSTS: ' Pay.Broadband.example , help.broadband.example:8443,',
        EMAIL_SERVICE_URL: 'https://mail.example',
        EMAIL_PUBLIC_KEY: 'pk',
        EMAIL_SERVICE_ID: 'svc',
        EMAIL_TEMPLATE_ID: 'tpl',
        EMAIL_REGISTER_INTEREST_TEMPLATE_ID: 'tpl-roi',
        EMAIL_ORDER_CODE_TEMPLATE_ID: 'tpl-code',
        EMAIL_STAFF_TEMPLATE_ID: 'tpl-staff',
        BOT_CHECK_URL: 'https://bots.example/',
        BOT_CHECK_SECRET: 'bot-secret',
        BOT_CHECK_SITE_KEY: 'site-key',
        BOT_CHECK_HOSTNAMES: ' WWW.Broadband.example, broadband.example ,',
        POSTCODE_LOOKUP_URL: 'https://postcodes.example',
        TRACKING_SCRIPT_BASE_URL: 'https://tracking.example',
        TRACKING_KEY: 'tk',
        ANALYTICS_SCRIPT_BASE_URL: 'https://tags.example/',
        TAG_MANAGER_ID: 'GTM-ABC123',
        CHAT_WIDGET_BASE_URL: 'https://chat.example',
        CHAT_WIDGET_ACCOUNT: '12345',
        REVIEW_WIDGET_BASE_URL: 'https://reviews.example',
        REVIEW_WIDGET_BUSINESS_UNIT: 'bu-1',
        BUG_REPORTER_BASE_URL: 'https://edge.marker.io/',
        BUG_REPORTER_PROJECT: 'project-1',
        BUG_REPORTER_PREVIEW_HOSTS: ' *.Preview.Broadband.example, staging.broadband.example ,',
        REDIS_URL: 'redis://cache.example:6379',
        REDIS_KEY_PREFIX: 'site-a:',
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
      cms: {
        payloadSecret: SECRET,
        databaseUrl: 'postgres://cms@db.example/cms',
        sqlitePath: '/tmp/cms.sqlite',
        mediaDir: '/tmp/media',
        staffEmail: 'staff@heybroadband.example',
        staffPassword: undefined,
        staffTotpSecret: undefined,
        trustedProxyCount: 2,
      },
      sitePublicUrl: 'https://www.broadband.example',
      paymentRedirectHosts: ['pay.broadband.example', 'help.broadband.example:8443'],
      email: {
        baseUrl: 'https://mail.example',
        publicKey: 'pk',
        serviceId: 'svc',
        templateId: 'tpl',
        registerInterestTemplateId: 'tpl-roi',
        orderCodeTemplateId: 'tpl-code',
        staffTemplateId: 'tpl-staff',
      },
      botCheck: {
        baseUrl: 'https://bots.example/',
        secret: 'bot-secret',
        siteKey: 'site-key',
        scriptUrl: 'https://bots.example/recaptcha/api.js',
        hostnames: ['www.broadband.example', 'broadband.example'],
      },
      postcodeLookupUrl: 'https://postcodes.example',
      trackingScriptBaseUrl: 'https://tracking.example',
      sharedStore: { redisUrl: 'redis://cache.example:6379', redisKeyPrefix: 'site-a:' },
      browserServices: {
        analytics: {
          scriptBaseUrl: 'https://tags.example',
          measurementId: 'G-ABC1234',
          tagManagerId: 'GTM-ABC123',
        },
        tracking: { key: 'tk' },
        chat: { baseUrl: 'https://chat.example', account: '12345' },
        reviews: { baseUrl: 'https://reviews.example', businessUnit: 'bu-1' },
        bugReporter: {
          baseUrl: 'https://edge.marker.io',
          project: 'project-1',
          previewHosts: ['*.preview.broadband.example', 'staging.broadband.example'],
        },
      },
    });
  });

  it('loads analytics from its own host once an id is given, else the default id from the stand-ins', () => {
    expect(parseServerEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234' }).browserServices.analytics).toEqual({
      scriptBaseUrl: 'https://www.googletagmanager.com',
      measurementId: 'G-ABC1234',
      tagManagerId: null,
    });
    expect(parseServerEnv({ TAG_MANAGER_ID: 'GTM-ABC123' }).browserServices.analytics).toEqual({
      scriptBaseUrl: 'https://www.googletagmanager.com',
      measurementId: null,
      tagManagerId: 'GTM-ABC123',
    });
    expect(
      parseServerEnv({ ANALYTICS_SCRIPT_BASE_URL: 'http://127.0.0.1:4110' }).browserServices.analytics,
    ).toEqual({
      scriptBaseUrl: 'http://127.0.0.1:4110',
      measurementId: 'G-LOCALSTANDIN',
      tagManagerId: null,
    });
  });

  it('never sends the default id to the real analytics host, and turns analytics off with off', () => {
    expect(() => parseServerEnv({ ANALYTICS_SCRIPT_BASE_URL: 'https://www.googletagmanager.com/' })).toThrow(
      'Invalid environment: NEXT_PUBLIC_GA_MEASUREMENT_ID or TAG_MANAGER_ID is required when ANALYTICS_SCRIPT_BASE_URL is the analytics service itself',
    );
    const off = parseServerEnv({
      ANALYTICS_SCRIPT_BASE_URL: 'off',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234',
    });
    expect(off.browserServices.analytics).toBeNull();
    expect(off.gaMeasurementId).toBeUndefined();
  });

  it('turns the bug reporter off with off, and refuses a preview host that is not a host pattern', () => {
    expect(parseServerEnv({ BUG_REPORTER_BASE_URL: 'off' }).browserServices.bugReporter).toBeNull();
    for (const hosts of [
      'https://preview.example',
      '*',
      '*.',
      'preview.example:3000',
      'a..b',
      '**.example',
    ]) {
      expect(() => parseServerEnv({ BUG_REPORTER_PREVIEW_HOSTS: hosts })).toThrow(
        /BUG_REPORTER_PREVIEW_HOSTS/,
      );
    }
  });

  it("turns the chat and review widgets off with 'off', and refuses a malformed container id", () => {
    const env = parseServerEnv({ CHAT_WIDGET_BASE_URL: 'off', REVIEW_WIDGET_BASE_URL: ' OFF ' });
    expect(env.browserServices.chat).toBeNull();
    expect(env.browserServices.reviews).toBeNull();
    expect(() => parseServerEnv({ TAG_MANAGER_ID: 'UA-1' })).toThrow(/TAG_MANAGER_ID/);
  });

  it('refuses a site address that is not https, and a redirect host that is not a host', () => {
    expect(() => parseServerEnv({ SITE_PUBLIC_URL: 'http://heybroadband.example' })).toThrow(
      /SITE_PUBLIC_URL/,
    );
    expect(() => parseServerEnv({ BOT_CHECK_HOSTNAMES: 'www.example.co.uk:443' })).toThrow(
      /BOT_CHECK_HOSTNAMES/,
    );
    expect(() => parseServerEnv({ BOT_CHECK_HOSTNAMES: '*.example.co.uk' })).toThrow(/BOT_CHECK_HOSTNAMES/);
    expect(() => parseServerEnv({ PAYMENT_REDIRECT_HOSTS: 'https://evil.example/' })).toThrow(
      /PAYMENT_REDIRECT_HOSTS/,
    );
    expect(() => parseServerEnv({ BOT_CHECK_URL: 'ftp://bots.example' })).toThrow(/BOT_CHECK_URL/);
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
      gaMeasurementId: 'G-LOCALSTANDIN',
    });
  });

  it('requires a token of its own in production', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: SECRET })).toThrow(
      'Invalid environment: PROVIDER_API_TOKEN is required in production',
    );
    expect(() =>
      parseServerEnv({
        NODE_ENV: 'production',
        PROVIDER_API_TOKEN: 'dev-provider-token',
        PAYLOAD_SECRET: SECRET,
      }),
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

describe('parseCmsEnv', () => {
  it('requires a CMS secret of its own in production, but not to build', () => {
    expect(() => parseCmsEnv({ NODE_ENV: 'production' })).toThrow(
      'Invalid environment: PAYLOAD_SECRET is required in production',
    );
    expect(() => parseCmsEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: DEFAULT_PAYLOAD_SECRET })).toThrow(
      'Invalid environment: PAYLOAD_SECRET must not be the default secret in production',
    );
    expect(parseCmsEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).payloadSecret).toBe(
      DEFAULT_PAYLOAD_SECRET,
    );
    expect(parseCmsEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: SECRET }).payloadSecret).toBe(SECRET);
  });

  it.each([
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET'],
    [{ CMS_DATABASE_URL: 'mysql://x/y' }, 'CMS_DATABASE_URL'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => parseCmsEnv(env)).toThrow(new RegExp(`Invalid environment: .*${name}`));
  });
});

describe('parseSharedStoreEnv (decision 0520)', () => {
  it('keeps everything in memory unless REDIS_URL is set, with the fibre: prefix', () => {
    expect(parseSharedStoreEnv({})).toEqual({ redisUrl: undefined, redisKeyPrefix: 'fibre:' });
    expect(parseSharedStoreEnv({ REDIS_URL: ' ', REDIS_KEY_PREFIX: '' })).toEqual({
      redisUrl: undefined,
      redisKeyPrefix: 'fibre:',
    });
  });

  it('takes a redis:// or rediss:// URL and a prefix of its own', () => {
    expect(
      parseSharedStoreEnv({
        REDIS_URL: 'rediss://user:pw@cache.internal:6380/2',
        REDIS_KEY_PREFIX: 'site-b:',
      }),
    ).toEqual({ redisUrl: 'rediss://user:pw@cache.internal:6380/2', redisKeyPrefix: 'site-b:' });
    expect(parseServerEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).sharedStore.redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
  });

  it.each([
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ REDIS_KEY_PREFIX: 'has space' }, 'REDIS_KEY_PREFIX'],
    [{ REDIS_KEY_PREFIX: 'x'.repeat(65) }, 'REDIS_KEY_PREFIX'],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => parseSharedStoreEnv(env)).toThrow(new RegExp(`^Invalid environment: ${message}`));
    // The site refuses to start with it too (instrumentation.ts parses the server environment).
    expect(() => parseServerEnv(env)).toThrow(EnvError);
  });

  it('never repeats the URL, which may carry a password', () => {
    expect(() => parseSharedStoreEnv({ REDIS_URL: 'http://user:secret-pw@host:6379' })).toThrow(
      /^(?!.*secret-pw)/,
    );
  });
});
