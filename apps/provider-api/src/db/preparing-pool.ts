import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
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
    if (name === undefined)
      return client.query(sqlOrCursor, values) as unknown as Promise<PostgresQueryResult<R>>;
    return namedQuery<R>(client, name, sqlOrCursor, values);
  }
  return { query, release: () => client.release() };
}

/**
 * Runs a named statement. `pg` 8.23 copies a config object given to `query` through
 * `Object.defineProperties` (brianc/node-postgres#3720), about 4 µs a call on this machine and far
 * more in the lookup's profile (decision 0700); a query built from the text alone skips that copy, and
 * its name is set before it is submitted, which is when `pg` first reads it.
 */
function namedQuery<R>(
  client: pg.PoolClient,
  name: string,
  text: string,
  values: unknown[],
): Promise<PostgresQueryResult<R>> {
  return new Promise((resolve, reject) => {
    const query = new pg.Query(text, values, (error, result) => {
      if (error) reject(error);
      else resolve(result as unknown as PostgresQueryResult<R>);
    });
    // The constructor copied `config.name` into this field; the type does not list it.
    (query as unknown as { name: string }).name = name;
    client.query(query);
  });
}
