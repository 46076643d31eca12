import { newCode } from '../codes';
import type { Executor } from '../db/executor';

/** Records an e-mail to tell about network outages; returns the registration id. */
export async function insertOutageRegistration(db: Executor, email: string, now: Date): Promise<string> {
  const id = newCode('OU');
  await db.insertInto('outage_registration').values({ id, email, created_at: now.toISOString() }).execute();
  return id;
}
