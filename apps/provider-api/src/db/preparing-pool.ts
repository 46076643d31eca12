import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { preparedStatementName } from './prepared-query';

/**
 * The pool Kysely's PostgreSQL dialect draws its connections from, running the SQL of every
 * preparedQuery as a named statement (decision 0698). Kysely's own connection passes only the text
 * and parameters to `client.query`; this client adds the statement's name, so `pg` sends Parse once
 * per session and then Bind and Execute alone. Any other SQL runs unnamed, as before.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled client: Kysely keeps its connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = preparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      // A pg-cursor is a Submittable; Kysely's types do not say so.
      return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    }
    const values = parameters === undefined ? [] : [...parameters];
    const name = preparedStatementName(sqlOrCursor);
    const result =
      name === undefined
        ? client.query(sqlOrCursor, values)
        : client.query({ name, text: sqlOrCursor, values });
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }
  return { query, release: () => client.release() };
}
