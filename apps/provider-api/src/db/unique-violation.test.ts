import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

function sqliteError(sql: string): unknown {
  const db = new SqliteDatabase(':memory:');
  db.exec('create table open_order (uprn text primary key); create table other (id text unique)');
  db.exec("insert into open_order values ('1'); insert into other values ('1')");
  try {
    db.exec(sql);
    return null;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

describe('isUniqueViolation', () => {
  it('knows SQLite primary-key and unique violations by table', () => {
    expect(isUniqueViolation(sqliteError("insert into open_order values ('1')"), 'open_order')).toBe(true);
    expect(isUniqueViolation(sqliteError("insert into other values ('1')"), 'open_order')).toBe(false);
    expect(isUniqueViolation(sqliteError("insert into other values ('1')"), 'other')).toBe(true);
    expect(isUniqueViolation(sqliteError('insert into nowhere values (1)'), 'open_order')).toBe(false);
  });

  it("knows PostgreSQL's 23505 by table", () => {
    expect(isUniqueViolation({ code: '23505', table: 'open_order' }, 'open_order')).toBe(true);
    expect(isUniqueViolation({ code: '23505', table: 'customer' }, 'open_order')).toBe(false);
    expect(isUniqueViolation({ code: '23503', table: 'open_order' }, 'open_order')).toBe(false);
  });

  it('is false for anything else', () => {
    for (const value of [null, undefined, 'x', new Error('UNIQUE constraint failed: open_order.uprn')]) {
      expect(isUniqueViolation(value, 'open_order')).toBe(false);
    }
  });
});
