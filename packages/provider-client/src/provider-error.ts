import { ERROR_KEYS } from '@fibre/domain/error-keys';
import type { FieldErrors } from '@fibre/domain/schemas/error-body';

/** Dotted keys (from the domain catalogue) the client itself produces when the provider gave no answer it could read. */
export const CLIENT_ERROR_KEYS = {
  /** No answer: connection refused, reset, DNS failure. */
  unavailable: ERROR_KEYS.serviceUnavailable,
  /** No answer within the timeout (20 s by default). */
  timeout: ERROR_KEYS.serviceTimeout,
  /** An answer whose body did not match the domain schema. */
  invalidResponse: ERROR_KEYS.serviceInvalidResponse,
} as const;

/**
 * A failed provider call. `key` is the API's dotted error key when it sent one (content-and-api.md §8:
 * "raises an error with the error field or status text"); `status` is the HTTP status, or 503/504 when
 * the provider could not be reached or did not answer in time.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly key: string;
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(init: { key: string; status: number; message: string; fields?: FieldErrors }) {
    super(init.message);
    this.key = init.key;
    this.status = init.status;
    this.fields = init.fields;
  }

  /** True when the provider answered 404 (an unknown code, uprn or postcode), not when it failed. */
  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** True when the provider failed or was unreachable, as opposed to refusing the input. */
  get isServiceFailure(): boolean {
    return this.status >= 500;
  }
}

export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError;
}
