import type { Config } from 'payload';

/**
 * What the CMS writes to the log (decision 0393). Payload logs each failed request's error whole:
 * a failed SQL statement arrives as drizzle's error, whose message ends in `params: <the values
 * bound>` and whose `params` field lists them (a visitor's search text, a staff member's e-mail),
 * and a NUL or escape sequence sent in a query or file name reached the log as it was sent. Here
 * every line goes through one cleaning: bound values are dropped, and control characters are
 * written as `\u0000` escapes, so a line can neither carry a visitor's data nor forge another line
 * or a terminal sequence.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** drizzle's "Failed query: <sql>\nparams: <values>" (and any line that starts so). */
const PARAMS_LINE = /(^|\n)\s*params:[^\n]*/g;
const MAX_TEXT = 2000;

/** A string fit for one field of a log line: no bound values, no control characters but tab and newline. */
export function cleanLogText(text: string): string {
  const cleaned = text
    .replace(PARAMS_LINE, '$1params: [redacted]')
    .replace(CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return cleaned.length > MAX_TEXT ? `${cleaned.slice(0, MAX_TEXT)}…` : cleaned;
}

/** Keys whose values are what was bound to a statement, or a request's content. */
const DROPPED_KEYS = new Set(['params', 'parameters', 'values', 'body', 'data']);

/** Cleans every string of a log object, a few levels deep; drops bound values. */
function cleanLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanLogText(value);
  if (value instanceof Error) return serializeCmsError(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => cleanLogValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[cleanLogText(key)] = DROPPED_KEYS.has(key) ? '[redacted]' : cleanLogValue(item, depth + 1);
  }
  return out;
}

/** An error as the log shows it: its kind, status, message and stack, cleaned; its cause's kind and message. */
function serializeCmsError(error: unknown): Record<string, unknown> {
  // Already serialized (pino's formatters run first): keep it.
  if (typeof error === 'object' && error !== null && !(error instanceof Error))
    return error as Record<string, unknown>;
  if (!(error instanceof Error)) return { message: cleanLogText(String(error)) };
  const status = (error as { status?: unknown }).status;
  const cause =
    error.cause instanceof Error
      ? { type: error.cause.name, message: cleanLogText(error.cause.message) }
      : undefined;
  return {
    type: error.name,
    message: cleanLogText(error.message),
    ...(typeof status === 'number' ? { status } : {}),
    ...(error.stack ? { stack: cleanLogText(error.stack) } : {}),
    ...(cause ? { cause } : {}),
  };
}

type LoggerSetting = Exclude<NonNullable<Config['logger']>, 'sync'>;
type LoggerOptions = Extract<LoggerSetting, { options: unknown }>['options'];

/** pino options for Payload's logger: the err serializer and the cleaning above on every line. */
export function cmsLoggerOptions(): LoggerOptions {
  return {
    serializers: { err: serializeCmsError, error: serializeCmsError },
    formatters: {
      log: (object: Record<string, unknown>) => cleanLogValue(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        // pino's message is a string argument (first, or after the object), else the error's own
        // message, which it would take unclean: give it the cleaned one.
        const cleaned = args.map((arg) => (typeof arg === 'string' ? cleanLogText(arg) : arg));
        const [first] = cleaned;
        const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        if (error instanceof Error && typeof cleaned[1] !== 'string') {
          const object = first instanceof Error ? { err: first } : first;
          method.apply(this, [object, cleanLogText(error.message)] as unknown as typeof args);
          return;
        }
        method.apply(this, cleaned as typeof args);
      },
    },
  };
}
