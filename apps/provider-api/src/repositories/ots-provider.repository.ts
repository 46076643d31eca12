import type { OtsProvider } from '@fibre/domain/demo/ots-providers';
import type { Executor } from '../db/executor';

export async function insertOtsProviders(db: Executor, providers: readonly OtsProvider[]): Promise<void> {
  if (providers.length === 0) return;
  await db
    .insertInto('ots_provider')
    .values(
      providers.map((provider, index) => ({ rcpid: provider.rcpid, name: provider.name, sort_order: index })),
    )
    .execute();
}

/** The current-provider dropdown's list, in the order the provider keeps it. */
export async function listOtsProviders(db: Executor): Promise<OtsProvider[]> {
  return db
    .selectFrom('ots_provider')
    .select(['rcpid', 'name'])
    .orderBy('sort_order')
    .orderBy('rcpid')
    .execute();
}
