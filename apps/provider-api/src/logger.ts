import type { FastifyServerOptions } from 'fastify';

/** Where log lines are written: anything with write(line). */
export interface LogStream {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Personal fields of any body or object that might reach a log line. */
const PERSONAL_FIELDS = [
  'contact_title',
  'contact_name',
  'contact_surname',
  'name',
  'surname',
  'user_name',
  'company_name',
  'email',
  'user_email',
  'confirm',
  'phone',
  'user_phone',
  'emergency_phone',
  'landlineNumber',
  'birthdate',
  'user_birthdate',
  'account_name',
  'account_number',
  'sort_code',
  'street_name',
  'building_number',
  'address',
] as const;

/** Redaction paths: each personal field at the top level and up to two levels down, bodies whole. */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'body',
  '*.body',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * Fastify's logger (pino). Request bodies are never logged (Fastify logs method, url and status
 * only); the redaction is the second line of defence for anything a handler logs by mistake.
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
