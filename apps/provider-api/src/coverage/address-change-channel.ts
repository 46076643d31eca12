import { PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import type { Executor } from '../db/executor';
import { addressesChanged } from './postcode-cache';

/** Postcodes per statement when deleting their stored bodies (well under either database's limit). */
const FORGET_CHUNK = 500;

/**
 * Deletes the stored lookup bodies of the postcodes whose lists a write changed (decision 0611), on
 * the write's own executor: inside its transaction, the rows go exactly when the write commits.
 */
async function forgetPostcodeBodies(db: Executor, postcodes: readonly string[]): Promise<void> {
  for (let start = 0; start < postcodes.length; start += FORGET_CHUNK) {
    await db
      .deleteFrom('postcode_body')
      .where('postcode', 'in', postcodes.slice(start, start + FORGET_CHUNK))
      .execute();
  }
}

/**
 * Address writes reach every provider API process on one PostgreSQL (decision 0544): a write
 * runs `pg_notify` on this channel (inside its transaction, so PostgreSQL delivers it only at
 * commit; or right after a commit), and each process LISTENs on it with a client of its own and
 * clears its postcode cache (decision 0113) when a notice arrives. SQLite is one process: the
 * in-process event and the 10 s TTL stay, as they were.
 */
export const ADDRESS_CHANGES_CHANNEL = 'fibre_addresses_changed';

/** Whether queries on this executor go to PostgreSQL (Kysely's adapter says which dialect). */
function isPostgres(db: Executor): boolean {
  // getExecutor() is marked internal in Kysely's types but public and stable; it names the adapter.
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Deletes the changed postcodes' stored lookup bodies, and on PostgreSQL tells every listening process
 * (this one too) that address data was written. Run on a transaction, the notice leaves with its commit, never on rollback.
 * `postcodes` are the distinct postcodes whose address lists the write changed (none when only
 * something a list does not show changed, such as the time a uprn was checked).
 */
export async function notifyAddressesChanged(db: Executor, postcodes: readonly string[]): Promise<void> {
  await forgetPostcodeBodies(db, postcodes);
  if (isPostgres(db)) await sql`select pg_notify(${ADDRESS_CHANGES_CHANNEL}, '')`.execute(db);
}

/** Clears this process's address caches at once, and notifies every process's (above). */
export async function announceAddressesChanged(db: Executor, postcodes: readonly string[]): Promise<void> {
  addressesChanged();
  await notifyAddressesChanged(db, postcodes);
}

export interface AddressChangeListenerOptions {
  connectionString: string;
  /** The channel to LISTEN on (default ADDRESS_CHANGES_CHANNEL; the catalogue's has its own, decision 0613). */
  channel?: string;
  /** Called for every notice, and after each reconnection (notices may have been missed meanwhile). */
  onChange: () => void;
  /** Told when the connection fails and when it is back. */
  log: { warn(message: string): void; info(message: string): void };
  /** First wait before reconnecting; doubled each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface AddressChangeListener {
  /** Settles once the first LISTEN is in place (or the first attempt failed: it keeps retrying). */
  readonly started: Promise<void>;
  /** Whether a LISTEN is in place now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * A dedicated PostgreSQL client (not a pooled one: LISTEN belongs to a session) listening on the
 * channel. When its connection fails it reconnects with backoff, and clears the cache once back.
 */
export function listenForAddressChanges(options: AddressChangeListenerOptions): AddressChangeListener {
  const channel = options.channel ?? ADDRESS_CHANGES_CHANNEL;
  const label = options.channel === undefined ? 'address change listener' : `${channel} listener`;
  const firstRetry = options.retryMs ?? 250;
  const maxRetry = options.maxRetryMs ?? 5000;
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let retryMs = firstRetry;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = (reason: string) => {
    listening = false;
    if (closed || timer) return;
    options.log.warn(`${label}: ${reason}; reconnecting in ${retryMs} ms`);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, maxRetry);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    client = next;
    let failed = false;
    const fail = (reason: string) => {
      if (failed) return;
      failed = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      scheduleReconnect(reason);
    };
    next.on('error', (error) => fail(error.message));
    next.on('end', () => fail('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === channel) options.onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    const reconnected = retryMs !== firstRetry;
    listening = true;
    retryMs = firstRetry;
    // Anything written while no one listened is unknown: start again from the database.
    options.onChange();
    if (reconnected) options.log.info(`${label}: listening again`);
  };

  const started = connect();
  return {
    started,
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      await started;
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        current.removeAllListeners('error');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
