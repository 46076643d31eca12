import { isErrorKey } from './error-keys';
import type { ErrorBody, FieldError } from './schemas/error-body';

/**
 * The error body check without zod (decision 0143's way), for the browser's client of the site's
 * own routes: exactly what errorBodySchema accepts (error-body-guard.test.ts holds the two
 * together), so a body the server could not have sent is not read as one.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

/** `{ error: a catalogue key, message, fields?: [{ path, message }] }`; other keys are let through. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    isRecord(value) &&
    isErrorKey(value.error) &&
    typeof value.message === 'string' &&
    (value.fields === undefined || (Array.isArray(value.fields) && value.fields.every(isFieldError)))
  );
}
