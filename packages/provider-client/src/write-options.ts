import type { CallOptions } from './transport';

/** A write the provider API makes idempotent: the same key replays the first answer, never a second record. */
export interface WriteOptions extends CallOptions {
  idempotencyKey?: string;
}

export function idempotencyHeaders(options: WriteOptions): Record<string, string> | undefined {
  return options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined;
}
