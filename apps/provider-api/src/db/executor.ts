import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema';

/** What a repository function runs its queries on: the database or an open transaction. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export function toFlag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

export function parseJsonList<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}
