import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import type { Kysely } from 'kysely';
import { insertAddresses } from '../repositories/address.repository';
import { insertOtsProviders } from '../repositories/ots-provider.repository';
import { countProducts, insertProducts } from '../repositories/product.repository';
import { insertPromotions } from '../repositories/promotion.repository';
import type { DatabaseSchema } from './schema';

export interface SeedResult {
  seeded: boolean;
}

/**
 * Loads the demo catalogue of demo-data.md (products, promotions, addresses, One Touch Switch
 * providers) into an empty database, in one transaction. A database that already has products
 * is left alone, so a restart never duplicates or overwrites an operator's data. `today` is the
 * day the data is loaded: the demo catalogue has no dated rows yet, so nothing depends on it.
 */
export async function seedDemoData(db: Kysely<DatabaseSchema>, today: Date): Promise<SeedResult> {
  void today;
  return db.transaction().execute(async (trx) => {
    if ((await countProducts(trx)) > 0) return { seeded: false };
    await insertProducts(trx, DEMO_PRODUCTS);
    await insertPromotions(trx, DEMO_PROMOTIONS);
    await insertAddresses(trx, DEMO_ADDRESSES);
    await insertOtsProviders(trx, DEMO_OTS_PROVIDERS);
    return { seeded: true };
  });
}
