import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CachingSqliteConnection, STATEMENT_CACHE_SIZE } from './sqlite-driver';

describe('CachingSqliteConnection', () => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer)');
  afterEach(() => sqlite.exec('delete from t'));

  it('prepares a SQL text once and runs it with each call’s parameters', async () => {
    const connection = new CachingSqliteConnection(sqlite);
    const insert = await connection.executeQuery(CompiledQuery.raw('insert into t (n) values (?)', [1]));
    expect(insert.numAffectedRows).toBe(1n);
    expect(insert.insertId).toBe(1n);
    await connection.executeQuery(CompiledQuery.raw('insert into t (n) values (?)', [2]));
    expect(connection.cachedStatements).toBe(1);
    const select = await connection.executeQuery(
      CompiledQuery.raw('select n from t where n >= ? order by n', [2]),
    );
    expect(select.rows).toEqual([{ n: 2 }]);
    expect(connection.cachedStatements).toBe(2);
  });

  it(`keeps at most ${STATEMENT_CACHE_SIZE} statements, dropping the least recently used`, async () => {
    const connection = new CachingSqliteConnection(sqlite);
    const query = (index: number) => CompiledQuery.raw(`select ${index} as n`);
    for (let index = 0; index < STATEMENT_CACHE_SIZE; index += 1) await connection.executeQuery(query(index));
    expect(connection.cachedStatements).toBe(STATEMENT_CACHE_SIZE);
    await connection.executeQuery(query(0));
    await connection.executeQuery(query(STATEMENT_CACHE_SIZE));
    expect(connection.cachedStatements).toBe(STATEMENT_CACHE_SIZE);
    const result = await connection.executeQuery(query(STATEMENT_CACHE_SIZE));
    expect(result.rows).toEqual([{ n: STATEMENT_CACHE_SIZE }]);
  });
});
