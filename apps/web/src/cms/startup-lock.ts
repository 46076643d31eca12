import pg from 'pg';

/**
 * The CMS's start-up lock on PostgreSQL (decision 0533): a session-level advisory lock, so of several
 * site processes starting at once on one database, one migrates and seeds while the others wait, then
 * find the work done. Its own key: the provider API holds its own for its migrations. On SQLite (one
 * process, `npm start`) there is nothing to share and no lock.
 */
export const CMS_STARTUP_LOCK_KEY = 7_301_530_001n;

/** Runs `work` while holding the lock, on a connection of its own that is closed afterwards. */
export async function underCmsStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'fibre-cms-startup-lock' });
  await client.connect();
  try {
    // Waits as long as another process migrates and seeds; released with the session at the latest.
    await client.query('SELECT pg_advisory_lock($1)', [CMS_STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [CMS_STARTUP_LOCK_KEY.toString()])
      .catch(() => undefined);
    await client.end();
  }
}
