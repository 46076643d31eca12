import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The development token: accepted outside production only, so a fresh clone works with no setup. */
export const DEV_PROVIDER_TOKEN = 'dev-provider-token';

/** <repo root>/data/provider-api.sqlite: the embedded database when DATABASE_URL is unset. */
export const DEFAULT_SQLITE_PATH = fileURLToPath(
  new URL('../../../data/provider-api.sqlite', import.meta.url),
);

/** <repo root>/data/outbox: where order e-mails are written as .eml files when SMTP_URL is unset. */
export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../../data/outbox', import.meta.url));

/** The sender of the order e-mails unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Hey!Broadband <orders@heybroadband.example>';

/** The site whose pages the e-mails link to ('Find my order') unless SITE_URL says otherwise. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/** How the webhook and event e-mail worker runs (decisions 0641, 0643). */
export interface WebhookConfig {
  /** Run the worker in this process (WEBHOOK_WORKER=off leaves it to other processes). */
  worker: boolean;
  /** How often the worker looks at the outbox and for due deliveries. */
  pollIntervalMs: number;
  /** How long a callback has to answer one delivery. */
  timeoutMs: number;
  /** The retry policy: the first wait, the longest wait, and when a delivery is given up. */
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  /** A subscription made on start (npm start's stand-in receiver), or null. */
  defaultSubscription: { callback: string; secret: string } | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** The bearer token every provider route requires. */
  token: string;
  /** postgres:// URL, or null for the embedded SQLite file. */
  databaseUrl: string | null;
  sqlitePath: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Installations one slot takes (demo default 3). */
  slotCapacity: number;
  /** smtp:// or smtps:// URL of the mail server, or null to write e-mails to `outboxDir`. */
  smtpUrl: string | null;
  /** The folder order e-mails are written to when there is no SMTP server (.eml and .json). */
  outboxDir: string;
  /** The From of the order e-mails: 'Name <address>' or an address. */
  mailFrom: string;
  /** The public site's origin, for the links in e-mails (the site's own SITE_URL). */
  siteUrl: string;
  webhooks: WebhookConfig;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const milliseconds = (fallback: number, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
    PROVIDER_API_PORT: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(0).max(65_535).default(4000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
    PROVIDER_API_TOKEN: z.preprocess(blankToUndefined, z.string().min(16).max(512).optional()),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\//i,
          'must be a postgres:// URL (leave it unset for the embedded SQLite file)',
        )
        .optional(),
    ),
    SQLITE_PATH: z.preprocess(blankToUndefined, z.string().default(DEFAULT_SQLITE_PATH)),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
    INSTALLATION_SLOT_CAPACITY: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(1000).default(3),
    ),
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^smtps?:\/\/[^\s]+$/i,
          'must be an smtp:// or smtps:// URL (leave it unset for the outbox folder)',
        )
        .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    OUTBOX_DIR: z.preprocess(blankToUndefined, z.string().default(DEFAULT_OUTBOX_DIR)),
    MAIL_FROM: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(200)
        .regex(
          /^(?:[^<>@\r\n]+ <[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
          "must be an address or 'Name <address>'",
        )
        .default(DEFAULT_MAIL_FROM),
    ),
    SITE_URL: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
        .default(DEFAULT_SITE_URL)
        .transform((value) => new URL(value).origin),
    ),
    WEBHOOK_WORKER: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('on')),
    WEBHOOK_POLL_INTERVAL_MS: milliseconds(1_000, 50, 60_000),
    WEBHOOK_TIMEOUT_MS: milliseconds(10_000, 100, 60_000),
    WEBHOOK_RETRY_BASE_MS: milliseconds(30_000, 10, 3_600_000),
    WEBHOOK_RETRY_MAX_MS: milliseconds(3_600_000, 10, 86_400_000),
    WEBHOOK_GIVE_UP_AFTER_MS: milliseconds(86_400_000, 100, 30 * 86_400_000),
    WEBHOOK_DEFAULT_CALLBACK: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(2000)
        .regex(/^https?:\/\/[^\s#@]+$/i, 'must be an http:// or https:// URL with no user name or #fragment')
        .refine((value) => URL.canParse(value), 'must be an http:// or https:// URL')
        .optional(),
    ),
    WEBHOOK_DEFAULT_SECRET: z.preprocess(blankToUndefined, z.string().min(16).max(200).optional()),
  })
  .superRefine((env, ctx) => {
    if ((env.WEBHOOK_DEFAULT_CALLBACK === undefined) !== (env.WEBHOOK_DEFAULT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [
          env.WEBHOOK_DEFAULT_CALLBACK === undefined ? 'WEBHOOK_DEFAULT_CALLBACK' : 'WEBHOOK_DEFAULT_SECRET',
        ],
        message: 'is needed with the other: set WEBHOOK_DEFAULT_CALLBACK and WEBHOOK_DEFAULT_SECRET together',
      });
    }
    if (env.WEBHOOK_RETRY_MAX_MS < env.WEBHOOK_RETRY_BASE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_RETRY_MAX_MS'],
        message: 'must be at least WEBHOOK_RETRY_BASE_MS',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.PROVIDER_API_TOKEN === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_API_TOKEN'],
        message: 'is required when NODE_ENV=production (a secret of 16 or more characters)',
      });
    } else if (env.PROVIDER_API_TOKEN === DEV_PROVIDER_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROVIDER_API_TOKEN'],
        message: 'must not be the development token when NODE_ENV=production',
      });
    }
  });

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
    );
    throw new ConfigError(`Invalid provider API configuration:\n- ${lines.join('\n- ')}`);
  }
  const value = parsed.data;
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PROVIDER_API_PORT,
    host: value.HOST,
    token: value.PROVIDER_API_TOKEN ?? DEV_PROVIDER_TOKEN,
    databaseUrl: value.DATABASE_URL ?? null,
    sqlitePath: value.SQLITE_PATH,
    logLevel: value.LOG_LEVEL,
    slotCapacity: value.INSTALLATION_SLOT_CAPACITY,
    smtpUrl: value.SMTP_URL ?? null,
    outboxDir: value.OUTBOX_DIR,
    mailFrom: value.MAIL_FROM,
    siteUrl: value.SITE_URL,
    webhooks: {
      worker: value.WEBHOOK_WORKER === 'on',
      pollIntervalMs: value.WEBHOOK_POLL_INTERVAL_MS,
      timeoutMs: value.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: value.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: value.WEBHOOK_RETRY_MAX_MS,
      giveUpAfterMs: value.WEBHOOK_GIVE_UP_AFTER_MS,
      defaultSubscription:
        value.WEBHOOK_DEFAULT_CALLBACK && value.WEBHOOK_DEFAULT_SECRET
          ? { callback: value.WEBHOOK_DEFAULT_CALLBACK, secret: value.WEBHOOK_DEFAULT_SECRET }
          : null,
    },
  };
}
