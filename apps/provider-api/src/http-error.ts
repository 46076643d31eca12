import type { ErrorKey } from '@fibre/domain/error-keys';
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

export const notFound = (key: ErrorKey, message: string) => new HttpError(404, key, message);
export const unprocessable = (key: ErrorKey, message: string, fields?: FieldErrors) =>
  new HttpError(422, key, message, fields);
export const conflict = (key: ErrorKey, message: string) => new HttpError(409, key, message);
