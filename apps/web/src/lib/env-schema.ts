import { z } from 'zod';
import type { BrowserServices } from '../services/browser-scripts';

/** The token a local install uses when none is given (ARCHITECTURE.md 'Configuration'). */
export const DEFAULT_PROVIDER_API_TOKEN = 'dev-provider-token';

/** The CMS secret a local install uses when none is given; a production server refuses it. */
export const DEFAULT_PAYLOAD_SECRET = 'dev-payload-secret-not-for-production';

/** 'true', '1', 'yes' or 'on' (any case) switch a flag on; anything else, or nothing, leaves it off. */
const flag = z
  .string()
  .optional()
  .transform((value) => ['true', '1', 'yes', 'on'].includes((value ?? '').trim().toLowerCase()));

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Where the local stand-ins of the outside services listen under `npm start` (decision 0320). */
const DEFAULT_STAND_INS_URL = 'http://127.0.0.1:4300';
/** The site's public address when none is given: same-site payment redirects resolve against it. */
export const DEFAULT_SITE_PUBLIC_URL = 'https://heybroadband.example';
/** The stand-ins accept any key; a real service needs the account's own (README 'Outside services'). */
const DEFAULT_OUTSIDE_SERVICE_KEYS = {
  emailPublicKey: 'dev-email-public-key',
  emailServiceId: 'dev-email-service',
  emailTemplateId: 'dev-email-template',
  emailRegisterInterestTemplateId: 'dev-email-register-interest-template',
  emailOrderCodeTemplateId: 'dev-email-order-code-template',
  emailStaffTemplateId: 'dev-email-staff-template',
  botCheckSecret: 'dev-bot-check-secret',
  trackingKey: 'dev-tracker-key',
  chatAccount: 'dev-chat-account',
  reviewBusinessUnit: 'dev-business-unit',
  botCheckSiteKey: 'dev-bot-check-site-key',
  bugReporterProject: 'dev-bug-reporter-project',
} as const;
/** The web analytics service's own host: where gtag.js loads from once an id of the provider's is given. */
const DEFAULT_ANALYTICS_SCRIPT_BASE_URL = 'https://www.googletagmanager.com';
/**
 * The measurement id used when none is configured (§7 'from environment or a default', decision
 * 0378): it belongs to the stand-in, so with no id of the provider's the analytics script loads from
 * the stand-ins and nothing reaches the real service under an id that is not the provider's.
 */
const DEFAULT_GA_MEASUREMENT_ID = 'G-LOCALSTANDIN';
/**
 * The hosts the bug reporter loads on when none are given (decision 0379): any `*.localhost` name,
 * which browsers resolve to this machine, so `http://preview.localhost:3000` shows it on a fresh
 * install while `localhost` and every public host never do.
 */
const DEFAULT_BUG_REPORTER_PREVIEW_HOSTS = '*.localhost';

/** 'off' turns a browser widget off; otherwise its base URL, the stand-in by default (decision 0370). */
const widgetUrl = (fallback: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim().toLowerCase() === 'off' ? null : emptyAsUndefined(value),
    z
      .url({ protocol: /^https?$/ })
      .nullable()
      .default(fallback),
  );

/** A base URL that may be 'off' (null) or unset (undefined: the caller picks the default). */
const optionalServiceUrl = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim().toLowerCase() === 'off' ? null : emptyAsUndefined(value),
  z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
);

/** The bot check's browser script, under the same base as its verify endpoint (www.google.com for the real one). */
const BOT_CHECK_SCRIPT_PATH = '/recaptcha/api.js';

const httpUrl = (fallback: string) =>
  z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default(fallback));
const key = (fallback: string) =>
  z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(256).default(fallback));
/** A comma-separated list, trimmed and lower-cased, each entry checked by `entry` (empty when unset). */
const commaList = (entry: z.ZodString, fallback = '') =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(fallback)
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      )
      .pipe(z.array(entry)),
  );
/** host or host:port: the exact hosts a payment page may return to. */
const hostList = commaList(
  z.string().regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/, 'must be host or host:port'),
);
/** Exact host names, no port and no pattern. */
const hostNameList = commaList(
  z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, 'must be a host name'),
);
/** An exact host name, or `*.` and a domain for any name under it (not the domain itself); no port. */
const hostPatternList = (fallback: string) =>
  commaList(
    z
      .string()
      .regex(
        /^(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/,
        'must be a host name or *.domain',
      ),
    fallback,
  );

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by `next build`; the build renders static pages and must not need runtime secrets. */
  NEXT_PHASE: z.string().optional(),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65_535).default(3000)),
  PROVIDER_API_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('http://localhost:4000'),
  ),
  PROVIDER_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /**
   * How many reverse proxies in front of the site append to X-Forwarded-For (decision 0181). None
   * by default: `npm start` serves visitors directly, and a forwarding header is then the client's
   * invention. Rate limits key on the address the outermost trusted proxy saw.
   */
  TRUSTED_PROXY_COUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  /** Adds `noindex, nofollow` to every page (staging and preview hosts). */
  NO_INDEX: flag,
  /**
   * The site's public origin (https://www.example.co.uk) for the sitemap, robots.txt and structured
   * data; unset, they use the request's host (decision 0309).
   */
  SITE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /** Sends visitors through /ots instead of the normal path after the address step (off by default). */
  OTS_ALTERNATE_PATH: flag,
  /** The site's public https origin; same-site payment redirect paths resolve against it (decision 0324). */
  SITE_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https$/, error: 'must be an https address' }).default(DEFAULT_SITE_PUBLIC_URL),
  ),
  PAYMENT_REDIRECT_HOSTS: hostList,
  // The outside services (README 'Outside services'): each defaults to its local stand-in.
  EMAIL_SERVICE_URL: httpUrl(DEFAULT_STAND_INS_URL),
  EMAIL_PUBLIC_KEY: key(DEFAULT_OUTSIDE_SERVICE_KEYS.emailPublicKey),
  EMAIL_SERVICE_ID: key(DEFAULT_OUTSIDE_SERVICE_KEYS.emailServiceId),
  EMAIL_TEMPLATE_ID: key(DEFAULT_OUTSIDE_SERVICE_KEYS.emailTemplateId),
  /** The register-interest notice's own template (decision 0375). */
  EMAIL_REGISTER_INTEREST_TEMPLATE_ID: key(DEFAULT_OUTSIDE_SERVICE_KEYS.emailRegisterInterestTemplateId),
  /** The template of the one-time code that resumes an open order (decision 0380). */
  EMAIL_ORDER_CODE_TEMPLATE_ID: key(DEFAULT_OUTSIDE_SERVICE_KEYS.emailOrderCodeTemplateId),
  /** The template of the CMS's own mail to staff: the password reset link (decision 0503). */
  EMAIL_STAFF_TEMPLATE_ID: key(DEFAULT_OUTSIDE_SERVICE_KEYS.emailStaffTemplateId),
  BOT_CHECK_URL: httpUrl(DEFAULT_STAND_INS_URL),
  BOT_CHECK_SECRET: key(DEFAULT_OUTSIDE_SERVICE_KEYS.botCheckSecret),
  /** The bot check's public site key: the browser asks for tokens with it (not a secret). */
  BOT_CHECK_SITE_KEY: key(DEFAULT_OUTSIDE_SERVICE_KEYS.botCheckSiteKey),
  /**
   * The host names a bot-check token may have been made on (decision 0386), exact. Unset: SITE_URL's,
   * else the host each request was sent to.
   */
  BOT_CHECK_HOSTNAMES: hostNameList,
  /** The public postcode lookup; the provider API's stand-in when not given (decision 0062). */
  POSTCODE_LOOKUP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  TRACKING_SCRIPT_BASE_URL: httpUrl(DEFAULT_STAND_INS_URL),
  /** The behavioural-tracking service's key for this site (given to the script's init). */
  TRACKING_KEY: key(DEFAULT_OUTSIDE_SERVICE_KEYS.trackingKey),
  /**
   * Where gtag.js and the tag manager's container load from; 'off' turns analytics off. Unset: the
   * service's own host when an id is configured, else the stand-ins with the default id (decision 0378).
   */
  ANALYTICS_SCRIPT_BASE_URL: optionalServiceUrl,
  /** The tag manager's container (GTM-XXXX); none by default. */
  TAG_MANAGER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  CHAT_WIDGET_BASE_URL: widgetUrl(DEFAULT_STAND_INS_URL),
  CHAT_WIDGET_ACCOUNT: key(DEFAULT_OUTSIDE_SERVICE_KEYS.chatAccount),
  REVIEW_WIDGET_BASE_URL: widgetUrl(DEFAULT_STAND_INS_URL),
  REVIEW_WIDGET_BUSINESS_UNIT: key(DEFAULT_OUTSIDE_SERVICE_KEYS.reviewBusinessUnit),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'must look like G-XXXXXXXXXX')
      .optional(),
  ),
  /** The bug-reporting widget's host ('off' turns it off); it loads on preview hosts only (decision 0379). */
  BUG_REPORTER_BASE_URL: widgetUrl(DEFAULT_STAND_INS_URL),
  BUG_REPORTER_PROJECT: key(DEFAULT_OUTSIDE_SERVICE_KEYS.bugReporterProject),
  /** Which hosts are preview hosts: the bug reporter loads on these and nowhere else. */
  BUG_REPORTER_PREVIEW_HOSTS: hostPatternList(DEFAULT_BUG_REPORTER_PREVIEW_HOSTS),
});

const rawCmsEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  /** Signs the staff's session tokens (Payload's JWT); at least 32 characters. */
  PAYLOAD_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** A postgres:// URL: the CMS on PostgreSQL; unset means the embedded SQLite file. */
  CMS_DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Where the SQLite file lives (default data/cms.sqlite at the repository root). */
  CMS_SQLITE_PATH: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** Where uploaded media files live (default data/media at the repository root). */
  CMS_MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** The staff account the first start creates (its password is printed once when not given). */
  CMS_STAFF_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('staff@heybroadband.example')),
  CMS_STAFF_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12).optional()),
  /**
   * The staff account's authenticator secret (base32, 16 bytes or more), set up at the first start instead of at the
   * first sign-in (decision 0396): for test harnesses and provisioning, never printed.
   */
  CMS_STAFF_TOTP_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z2-7]{26,128}$/)
      .optional(),
  ),
  TRUSTED_PROXY_COUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
});

export interface CmsEnv {
  payloadSecret: string;
  /** Set: PostgreSQL; unset: SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string | undefined;
  mediaDir: string | undefined;
  staffEmail: string;
  staffPassword: string | undefined;
  staffTotpSecret: string | undefined;
  /** The staff sign-in's lockout counts the client's network, as the site's proxy learns it. */
  trustedProxyCount: number;
}

/**
 * The CMS's settings (decision 0301). Outside production the secret defaults to a local one; a
 * production server refuses to start without its own, as it does for the provider token.
 * `next build` is exempt: it imports the CMS config but signs no session.
 */
export function parseCmsEnv(source: Record<string, string | undefined>): CmsEnv {
  const parsed = rawCmsEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isProductionServer = env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
  if (isProductionServer && env.PAYLOAD_SECRET === undefined) {
    throw new EnvError('Invalid environment: PAYLOAD_SECRET is required in production');
  }
  if (isProductionServer && env.PAYLOAD_SECRET === DEFAULT_PAYLOAD_SECRET) {
    throw new EnvError('Invalid environment: PAYLOAD_SECRET must not be the default secret in production');
  }
  return {
    payloadSecret: env.PAYLOAD_SECRET ?? DEFAULT_PAYLOAD_SECRET,
    databaseUrl: env.CMS_DATABASE_URL,
    sqlitePath: env.CMS_SQLITE_PATH,
    mediaDir: env.CMS_MEDIA_DIR,
    staffEmail: env.CMS_STAFF_EMAIL,
    staffPassword: env.CMS_STAFF_PASSWORD,
    staffTotpSecret: env.CMS_STAFF_TOTP_SECRET,
    trustedProxyCount: env.TRUSTED_PROXY_COUNT,
  };
}

export interface ServerEnv {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  providerApiUrl: string;
  providerApiToken: string;
  trustedProxyCount: number;
  noIndex: boolean;
  siteUrl: string | undefined;
  otsAlternatePath: boolean;
  gaMeasurementId: string | undefined;
  cms: CmsEnv;
  sitePublicUrl: string;
  paymentRedirectHosts: string[];
  email: {
    baseUrl: string;
    publicKey: string;
    serviceId: string;
    templateId: string;
    /** The template of the notice each registered interest sends (decision 0375). */
    registerInterestTemplateId: string;
    /** The one-time code's own template (decision 0380). */
    orderCodeTemplateId: string;
    /** The CMS's mail to staff: the password reset link (decision 0503). */
    staffTemplateId: string;
  };
  /**
   * `scriptUrl` and `siteKey` are public: the forms load the script with them. `hostnames`: where a
   * token may have been made (decision 0386); empty means SITE_URL's host, else the request's.
   */
  botCheck: { baseUrl: string; secret: string; siteKey: string; scriptUrl: string; hostnames: string[] };
  postcodeLookupUrl: string;
  trackingScriptBaseUrl: string;
  /** What the browser loads after consent (decision 0370); null: that widget is off. */
  browserServices: BrowserServices;
  /** Where limits and claims live: Redis when REDIS_URL is set, else memory (decision 0520). */
  sharedStore: SharedStoreEnv;
}

/** Thrown with every problem named by its variable, so a misconfigured server says what to fix. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/**
 * Validates the process environment. Outside production the provider token defaults to the
 * local one; a production server refuses to start without a token of its own, or with the
 * default one. `next build` is exempt: it renders static pages and never calls the provider.
 */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const analytics = analyticsSettings(env);
  const isProductionServer = env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
  if (isProductionServer && env.PROVIDER_API_TOKEN === undefined) {
    throw new EnvError('Invalid environment: PROVIDER_API_TOKEN is required in production');
  }
  if (isProductionServer && env.PROVIDER_API_TOKEN === DEFAULT_PROVIDER_API_TOKEN) {
    throw new EnvError('Invalid environment: PROVIDER_API_TOKEN must not be the default token in production');
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    providerApiUrl: env.PROVIDER_API_URL,
    providerApiToken: env.PROVIDER_API_TOKEN ?? DEFAULT_PROVIDER_API_TOKEN,
    trustedProxyCount: env.TRUSTED_PROXY_COUNT,
    noIndex: env.NO_INDEX,
    siteUrl: env.SITE_URL,
    otsAlternatePath: env.OTS_ALTERNATE_PATH,
    gaMeasurementId: analytics?.measurementId ?? undefined,
    cms: parseCmsEnv(source),
    sharedStore: parseSharedStoreEnv(source),
    sitePublicUrl: new URL(env.SITE_PUBLIC_URL).origin,
    paymentRedirectHosts: env.PAYMENT_REDIRECT_HOSTS,
    email: {
      baseUrl: env.EMAIL_SERVICE_URL,
      publicKey: env.EMAIL_PUBLIC_KEY,
      serviceId: env.EMAIL_SERVICE_ID,
      templateId: env.EMAIL_TEMPLATE_ID,
      registerInterestTemplateId: env.EMAIL_REGISTER_INTEREST_TEMPLATE_ID,
      orderCodeTemplateId: env.EMAIL_ORDER_CODE_TEMPLATE_ID,
      staffTemplateId: env.EMAIL_STAFF_TEMPLATE_ID,
    },
    botCheck: {
      baseUrl: env.BOT_CHECK_URL,
      secret: env.BOT_CHECK_SECRET,
      siteKey: env.BOT_CHECK_SITE_KEY,
      scriptUrl: `${env.BOT_CHECK_URL.replace(/\/+$/, '')}${BOT_CHECK_SCRIPT_PATH}`,
      hostnames: env.BOT_CHECK_HOSTNAMES,
    },
    postcodeLookupUrl: env.POSTCODE_LOOKUP_URL ?? env.PROVIDER_API_URL,
    trackingScriptBaseUrl: env.TRACKING_SCRIPT_BASE_URL,
    browserServices: {
      analytics,
      tracking: { key: env.TRACKING_KEY },
      chat:
        env.CHAT_WIDGET_BASE_URL === null
          ? null
          : { baseUrl: env.CHAT_WIDGET_BASE_URL.replace(/\/+$/, ''), account: env.CHAT_WIDGET_ACCOUNT },
      reviews:
        env.REVIEW_WIDGET_BASE_URL === null
          ? null
          : {
              baseUrl: env.REVIEW_WIDGET_BASE_URL.replace(/\/+$/, ''),
              businessUnit: env.REVIEW_WIDGET_BUSINESS_UNIT,
            },
      bugReporter:
        env.BUG_REPORTER_BASE_URL === null
          ? null
          : {
              baseUrl: env.BUG_REPORTER_BASE_URL.replace(/\/+$/, ''),
              project: env.BUG_REPORTER_PROJECT,
              previewHosts: env.BUG_REPORTER_PREVIEW_HOSTS,
            },
    },
  };
}

/**
 * The analytics settings (decision 0378): with an id of the provider's, its own host unless another
 * is given; with none, the default id at the stand-ins. The default id is never sent to the real
 * service's host: a server configured that way refuses to start, naming what is missing.
 */
function analyticsSettings(env: z.output<typeof rawEnvSchema>): BrowserServices['analytics'] {
  if (env.ANALYTICS_SCRIPT_BASE_URL === null) return null;
  const measurementId = env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? null;
  const tagManagerId = env.TAG_MANAGER_ID ?? null;
  const configured = measurementId !== null || tagManagerId !== null;
  const scriptBaseUrl = (
    env.ANALYTICS_SCRIPT_BASE_URL ?? (configured ? DEFAULT_ANALYTICS_SCRIPT_BASE_URL : DEFAULT_STAND_INS_URL)
  ).replace(/\/+$/, '');
  if (configured) return { scriptBaseUrl, measurementId, tagManagerId };
  if (new URL(scriptBaseUrl).origin === new URL(DEFAULT_ANALYTICS_SCRIPT_BASE_URL).origin) {
    throw new EnvError(
      'Invalid environment: NEXT_PUBLIC_GA_MEASUREMENT_ID or TAG_MANAGER_ID is required when ANALYTICS_SCRIPT_BASE_URL is the analytics service itself',
    );
  }
  return { scriptBaseUrl, measurementId: DEFAULT_GA_MEASUREMENT_ID, tagManagerId: null };
}

/** The shared store's keys start with this unless REDIS_KEY_PREFIX says otherwise (two sites, one Redis). */
export const DEFAULT_REDIS_KEY_PREFIX = 'fibre:';

const rawSharedStoreEnvSchema = z.object({
  /**
   * redis:// or rediss:// (TLS): every limit, budget and claim of the site lives there, shared by
   * all its processes (decision 0520). Unset (`npm start`, one process): in this process's memory.
   */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /** Starts every key the site writes, so two sites can share one Redis. */
  REDIS_KEY_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 of A-Z a-z 0-9 . _ : -')
      .default(DEFAULT_REDIS_KEY_PREFIX),
  ),
});

export interface SharedStoreEnv {
  /** Set: limits and claims in Redis; undefined: in memory (one process). */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}

/** The shared store's settings; a bad value is named by its variable (never its value: it may hold a password). */
export function parseSharedStoreEnv(source: Record<string, string | undefined>): SharedStoreEnv {
  const parsed = rawSharedStoreEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  return { redisUrl: parsed.data.REDIS_URL, redisKeyPrefix: parsed.data.REDIS_KEY_PREFIX };
}
