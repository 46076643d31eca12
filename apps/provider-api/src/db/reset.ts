import { existsSync, rmSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDemoData } from './seed';

/**
 * `npm run db:reset`: deletes the embedded SQLite file and creates it again with the demo data.
 * It refuses to touch PostgreSQL: a production database is dropped on purpose, by hand.
 */
async function reset(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new ConfigError(
      'db:reset only resets the embedded SQLite file; unset DATABASE_URL, or drop the PostgreSQL database yourself',
    );
  }
  for (const suffix of ['', '-wal', '-shm']) {
    const file = `${config.sqlitePath}${suffix}`;
    if (existsSync(file)) rmSync(file);
  }
  const database = await createDatabase({ sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, new Date());
  } finally {
    await database.destroy();
  }
  console.log(`Reset ${config.sqlitePath} with the demo data`);
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
