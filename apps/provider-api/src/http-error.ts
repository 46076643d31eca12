import { ERROR_MESSAGES, type ErrorKey } from '@fibre/domain/error-keys';
import type { FieldErrors } from '@fibre/domain/schemas/error-body';

/**
 * An error a route raises on purpose: the one error handler sends it as
 * `{ error: key, message, fields? }` with its status code.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

// The message is the domain catalogue's for the key (ERROR_MESSAGES); a route passes its own only
// when it says more than the catalogue can, such as which of two reasons applies (decision 0412).
export const notFound = (key: ErrorKey, message: string = ERROR_MESSAGES[key]) =>
  new HttpError(404, key, message);
export const unprocessable = (key: ErrorKey, fields?: FieldErrors, message: string = ERROR_MESSAGES[key]) =>
  new HttpError(422, key, message, fields);
export const conflict = (key: ErrorKey, message: string = ERROR_MESSAGES[key]) =>
  new HttpError(409, key, message);
