import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { AppDatabase, DatabaseDialect } from '../src/db/database';
import type { DatabaseSchema } from '../src/db/schema';
import { describeEachDatabase, type FreshDatabaseOptions, type TestDatabase } from './databases';

export const TEST_TOKEN = 'test-provider-token-0123456789';

/** The Authorization header every provider route needs. */
export const AUTH = { authorization: `Bearer ${TEST_TOKEN}` } as const;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    token: TEST_TOKEN,
    databaseUrl: null,
    sqlitePath: ':memory:',
    logLevel: 'silent',
    slotCapacity: 3,
    smtpUrl: null,
    // Each test process its own outbox; a suite that reads e-mails passes a folder of its own.
    outboxDir: join(tmpdir(), `provider-api-outbox-${process.pid}`),
    mailFrom: 'Hey!Broadband <orders@heybroadband.example>',
    siteUrl: 'https://heybroadband.example',
    // The worker runs only where a test starts it (buildApp's deliveryWorker option).
    webhooks: {
      worker: false,
      pollIntervalMs: 50,
      timeoutMs: 2_000,
      retryBaseMs: 100,
      retryMaxMs: 1_000,
      giveUpAfterMs: 10_000,
      defaultSubscription: null,
    },
    ...overrides,
  };
}

export async function buildTestApp(
  database: AppDatabase,
  options: Partial<Omit<BuildAppOptions, 'database' | 'config'>> & { config?: Partial<AppConfig> } = {},
) {
  const { config, ...rest } = options;
  const app = await buildApp({ ...rest, database, config: testConfig(config) });
  await app.ready();
  return app;
}

export interface ApiContext {
  readonly dialect: DatabaseDialect;
  readonly database: TestDatabase;
  /** The suite's app on its own fresh database; ready from beforeAll on. */
  readonly app: App;
}

export interface DescribeEachApiOptions {
  app?: Partial<Omit<BuildAppOptions, 'database' | 'config'>> & { config?: Partial<AppConfig> };
  database?: FreshDatabaseOptions;
}

/** describeEachDatabase plus an app built on the suite's database. */
export function describeEachApi(
  name: string,
  fn: (context: ApiContext) => void,
  options: DescribeEachApiOptions = {},
): void {
  describeEachDatabase(
    name,
    (databaseContext) => {
      let app: App | undefined;
      beforeAll(async () => {
        app = await buildTestApp(databaseContext.database, options.app);
      });
      afterAll(async () => {
        await app?.close();
      });
      fn({
        get dialect() {
          return databaseContext.dialect;
        },
        get database() {
          return databaseContext.database;
        },
        get app() {
          if (!app) throw new Error('The suite app is ready from beforeAll on');
          return app;
        },
      });
    },
    options.database,
  );
}

/**
 * Treats every open order as closed (installed or cancelled), so a test may sign up again at a
 * demo address: an address holds one open order at a time (decision 0173).
 */
export async function releaseOpenOrders(db: Kysely<DatabaseSchema>): Promise<void> {
  await db.deleteFrom('open_order').execute();
}
