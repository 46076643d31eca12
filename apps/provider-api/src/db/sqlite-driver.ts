import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely';

/** Prepared statements kept per connection: every SQL text the app builds, with room to spare. */
export const STATEMENT_CACHE_SIZE = 500;

type Statement = SqliteDatabase.Statement<unknown[], unknown>;

/**
 * The one better-sqlite3 connection, keeping each prepared statement for the life of the database
 * (Kysely's own SQLite connection prepares the SQL again on every query, about 40 µs of a 30-row
 * address lookup). Least recently used statements are dropped past STATEMENT_CACHE_SIZE, so SQL
 * texts that vary (an `in (?, ?, …)` list of any length) cannot grow it without bound.
 */
export class CachingSqliteConnection implements DatabaseConnection {
  readonly #db: SqliteDatabase.Database;
  readonly #statements = new Map<string, Statement>();

  constructor(db: SqliteDatabase.Database) {
    this.#db = db;
  }

  /** How many prepared statements are kept (tests check the bound). */
  get cachedStatements(): number {
    return this.#statements.size;
  }

  #prepare(sqlText: string): Statement {
    const cached = this.#statements.get(sqlText);
    if (cached) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.#statements.delete(sqlText);
      this.#statements.set(sqlText, cached);
      return cached;
    }
    const statement = this.#db.prepare(sqlText) as Statement;
    this.#statements.set(sqlText, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql: sqlText, parameters } = compiledQuery;
    const statement = this.#prepare(sqlText);
    if (statement.reader) {
      return Promise.resolve({ rows: statement.all(parameters as unknown[]) as R[] });
    }
    const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { sql: sqlText, parameters, query } = compiledQuery;
    if (!SelectQueryNode.is(query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    // Not cached: an open iterator keeps its statement busy until the caller stops reading.
    for (const row of this.#db.prepare(sqlText).iterate(parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }
}

/** Waits for the one connection: Kysely serialises every query of this process on it. */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/**
 * Kysely's SQLite driver with two changes: statements are cached (above), and transactions begin
 * IMMEDIATE so a writer takes the write lock up front and waits (busy_timeout) for another process,
 * such as the nightly import, instead of failing half way.
 */
class CachingSqliteDriver implements Driver {
  readonly #db: SqliteDatabase.Database;
  readonly #connection: CachingSqliteConnection;
  readonly #mutex = new ConnectionMutex();

  constructor(db: SqliteDatabase.Database) {
    this.#db = db;
    this.#connection = new CachingSqliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#db.close();
  }
}

export class CachingSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase.Database;

  constructor(database: SqliteDatabase.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new CachingSqliteDriver(this.#database);
  }
}
