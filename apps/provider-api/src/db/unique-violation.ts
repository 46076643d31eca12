/**
 * Whether a database error is a unique (or primary key) violation on the given table, from either
 * driver: PostgreSQL's SQLSTATE 23505 names the table; better-sqlite3's SQLITE_CONSTRAINT_UNIQUE or
 * _PRIMARYKEY names it in the message ('UNIQUE constraint failed: open_order.uprn'). A constraint
 * answers a race that a read-then-write check cannot (decision 0173).
 */
export function isUniqueViolation(error: unknown, table: string): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, table: pgTable, message } = error as { code?: unknown; table?: unknown; message?: unknown };
  if (code === '23505') return pgTable === table;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return typeof message === 'string' && message.includes(`constraint failed: ${table}.`);
  }
  return false;
}
