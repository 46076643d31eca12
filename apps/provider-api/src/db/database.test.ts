import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';

async function pragma(readCache: boolean | undefined, name: string, column = name): Promise<unknown> {
  const database = await createDatabase({ sqlitePath: ':memory:', sqliteReadCache: readCache });
  try {
    const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(database.db);
    return rows[0]?.[column];
  } finally {
    await database.destroy();
  }
}

describe('createDatabase (SQLite)', () => {
  it('serves with a 64 MiB page cache unless the read cache is turned off', async () => {
    expect(await pragma(undefined, 'cache_size')).toBe(-65536);
    expect(await pragma(true, 'cache_size')).toBe(-65536);
    // SQLite's compiled-in default (better-sqlite3 builds it with 16 MB).
    expect(await pragma(false, 'cache_size')).not.toBe(-65536);
  });

  it('keeps foreign keys and the busy timeout either way', async () => {
    expect(await pragma(false, 'foreign_keys')).toBe(1);
    expect(await pragma(true, 'busy_timeout', 'timeout')).toBe(5000);
    expect(await pragma(false, 'busy_timeout', 'timeout')).toBe(5000);
  });
});
