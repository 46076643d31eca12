import type { Compilable } from 'kysely';
import type { Executor } from './executor';

/**
 * Named statements by SQL text: the texts of every preparedQuery, which PostgreSQL sessions prepare
 * once and then only bind and run (decision 0698). Each text is fixed by its call site, so the map
 * holds one entry per preparedQuery and per dialect.
 */
const statementNames = new Map<string, string>();

/** The statement name PostgreSQL knows an SQL text by, when a preparedQuery built it. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/**
 * A query of fixed shape, built and compiled once per database (the query builder and compiler cost
 * more than the database's own search), whose SQL PostgreSQL prepares once per session instead of
 * parsing and planning it on every call. `build` gives the query with placeholder parameters; a call
 * swaps them: `db.executeQuery({ ...query(db), parameters: [postcode] })`.
 */
export function preparedQuery<Query extends Compilable<unknown>>(
  build: (db: Executor) => Query,
): (db: Executor) => ReturnType<Query['compile']> {
  const compiled = new WeakMap<Executor, ReturnType<Query['compile']>>();
  return (db) => {
    let query = compiled.get(db);
    if (query === undefined) {
      query = build(db).compile() as ReturnType<Query['compile']>;
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `fibre_${statementNames.size + 1}`);
      compiled.set(db, query);
    }
    return query;
  };
}
