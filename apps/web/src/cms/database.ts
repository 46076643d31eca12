import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import type { CmsEnv } from '@/lib/env-schema';
import { migrations as postgresMigrations } from '@/migrations/postgres';
import { migrations as sqliteMigrations } from '@/migrations/sqlite';
import { defaultSqlitePath, repoRoot } from './paths';

/** Which database the CMS uses, by CMS_DATABASE_URL (ARCHITECTURE.md 'Storage'). */
function cmsDatabaseKind(env: CmsEnv): 'postgres' | 'sqlite' {
  return env.databaseUrl ? 'postgres' : 'sqlite';
}

/** The committed migrations of the database in use: SQL differs between the two (decision 0301). */
export function cmsMigrations(env: CmsEnv) {
  return cmsDatabaseKind(env) === 'postgres' ? postgresMigrations : sqliteMigrations;
}

/**
 * The database adapter. Never `push` (Payload's development shortcut that alters tables to match
 * the config): every schema change is a committed migration, run by ensureCmsReady() on start in
 * every mode, so development, the tests and production run the same SQL (decision 0301).
 */
export function cmsDatabase(env: CmsEnv): DatabaseAdapterObj {
  const migrationRoot = path.join(repoRoot(), 'apps/web/src/migrations');
  if (env.databaseUrl) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: false,
      migrationDir: path.join(migrationRoot, 'postgres'),
      // No `prodMigrations`: Payload would run them on connect, outside the start-up lock, in every
      // process at once; ensureCmsReady() runs the same list under the lock (decision 0533).
    });
  }
  return sqliteAdapter({
    client: { url: `file:${env.sqlitePath ?? defaultSqlitePath()}` },
    push: false,
    migrationDir: path.join(migrationRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
  });
}
