import type { Migration, Payload } from 'payload';
import { type CmsEnv, parseCmsEnv } from '@/lib/env-schema';
import { cmsMigrations } from './database';
import { isCmsEmpty, seedCms } from './seed';
import { underCmsStartupLock } from './startup-lock';

/**
 * Brings the CMS database up to date and, on first start, loads the demo content (decision 0302):
 * the committed migrations run in every mode (the adapters never push), then an empty database is
 * seeded. Called once when the server starts (instrumentation.ts) and by `npm run cms:reset`. On
 * PostgreSQL under an advisory lock, so site processes starting together migrate and seed once
 * (decision 0533).
 */
export async function ensureCmsReady(payload: Payload, now: Date = new Date()): Promise<void> {
  const env = parseCmsEnv(process.env);
  await underCmsStartupLock(env.databaseUrl, () => migrateAndSeed(payload, env, now));
}

async function migrateAndSeed(payload: Payload, env: CmsEnv, now: Date): Promise<void> {
  await payload.db.migrate({
    // The generated index types each migration's argument exactly; Payload's Migration says unknown.
    migrations: cmsMigrations(env) as unknown as Migration[],
  });
  if (!(await isCmsEmpty(payload))) return;
  const result = await seedCms(payload, {
    now,
    staffEmail: env.staffEmail,
    staffPassword: env.staffPassword,
    staffTotpSecret: env.staffTotpSecret,
  });
  if (result.generatedPassword) {
    // Printed once, like npm start's provider token: the account exists so the admin's first-user
    // form is never open to the public; CMS_STAFF_PASSWORD chooses the password instead. The first
    // sign-in sets up an authenticator app and replaces this password (decision 0396).
    console.log(
      `[cms] Staff sign-in at /admin: ${result.staffEmail} / ${result.generatedPassword} (first sign-in: set up an authenticator app, then choose a new password)`,
    );
  }
}
