import { type SerializedError, err as serializeError } from 'pino-std-serializers';

/** What a redacted value is logged as. */
export const REDACTED = '[redacted]';

/** Personal fields of any body or object that might reach a log line. */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
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
  'awc',
]);

/** Headers that can carry a credential or a session, wherever a headers object is logged. */
export const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
  'x-access-token',
  'idempotency-key',
]);

/**
 * Keys whose values pino's serializers replace after the log formatter has run: the request and
 * reply (our request line and Fastify's status, nothing personal by construction) and the error,
 * whose serializer below redacts its own output.
 */
const SERIALIZED_KEYS: ReadonlySet<string> = new Set(['req', 'res', 'err']);

/** How many levels down personal fields are redacted: the top level and two below (decision 0061). */
const DEEPEST_LEVEL = 2;

function mustRedact(key: string, level: number, parentKey: string | undefined): boolean {
  if (PERSONAL_FIELDS.has(key)) return true;
  if (key === 'body') return level <= 1;
  // A headers object at the top level or one down: `headers`, `req.headers`, `*.headers`.
  return parentKey === 'headers' && level <= 2 && CREDENTIAL_HEADERS.has(key.toLowerCase());
}

/**
 * The object with every personal field, body and credential header redacted down to DEEPEST_LEVEL,
 * in one walk (decision 0699). The caller's objects are never changed: an object is copied only
 * when something in it is redacted, so a line with nothing to hide costs a walk of its keys.
 */
export function redactLogObject<T extends object>(object: T, level = 0, parentKey?: string): T {
  let copy: Record<string, unknown> | unknown[] | undefined;
  for (const key of Object.keys(object)) {
    if (level === 0 && SERIALIZED_KEYS.has(key)) continue;
    const value = (object as Record<string, unknown>)[key];
    let logged = value;
    if (mustRedact(key, level, parentKey)) logged = REDACTED;
    else if (level < DEEPEST_LEVEL && typeof value === 'object' && value !== null) {
      logged = redactLogObject(value, level + 1, key);
    }
    if (logged !== value) {
      copy ??= Array.isArray(object)
        ? [...(object as unknown[])]
        : { ...(object as Record<string, unknown>) };
      (copy as Record<string, unknown>)[key] = logged;
    }
  }
  return (copy ?? object) as T;
}

/** pino's error serializer, its output redacted as the value of a top-level `err` key. */
export function serializeLoggedError(error: Error): SerializedError {
  return redactLogObject(serializeError(error), 1, 'err');
}
