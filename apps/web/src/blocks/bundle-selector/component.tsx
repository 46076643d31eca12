import type { Product } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import { orNull } from '@fibre/provider-client';
import { getProducts } from '@/lib/catalogue';
import { provider } from '@/lib/provider';
import type { BundleSelectorBlockData } from '@/payload-types';
import type { OfferedBundle } from './component.client';
import { BundleSelector } from './component.lazy';

/** The id of the bundle selector's section: the bundle hero's "What's in the bundle?" target (§2). */
const BUNDLE_SELECT_ANCHOR = 'bundle-select';

/** The bundles as the browser part takes them, each with its promotion if its code was found. */
function offeredBundles(
  block: BundleSelectorBlockData,
  promotions: ReadonlyMap<string, Promotion>,
): OfferedBundle[] {
  return block.bundles.map((bundle, index) => ({
    id: bundle.id ?? `bundle-${index + 1}`,
    name: bundle.name,
    body: bundle.body ?? null,
    subBody: bundle.subBody ?? null,
    productIds: bundle.productIds ?? [],
    promotion: bundle.promotionCode ? (promotions.get(bundle.promotionCode.toUpperCase()) ?? null) : null,
  }));
}

/** The bundle selector with a catalogue and the bundles' promotions given (tests give the demo ones). */
export function BundleSelectorView({
  block,
  products,
  promotions = new Map(),
}: {
  block: BundleSelectorBlockData;
  products: readonly Product[] | null;
  promotions?: ReadonlyMap<string, Promotion>;
}) {
  return (
    <section
      id={BUNDLE_SELECT_ANCHOR}
      aria-labelledby="bundle-select-heading"
      className="scroll-mt-24 bg-brand-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="bundle-select-heading" className="text-3xl font-extrabold text-brand-900">
          {block.heading}
        </h2>
        {block.body ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.body}</p> : null}
        <div className="mt-8">
          {products === null ? (
            <p className="text-lg text-slate-700">
              Our bundles cannot be shown just now. Please try again shortly.
            </p>
          ) : (
            <BundleSelector
              bundles={offeredBundles(block, promotions)}
              products={products}
              variant={block.variant ?? 'a'}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** The bundle selector: the catalogue and each bundle's promotion read on the server (packages/provider-client). */
export async function BundleSelectorBlock({ block }: { block: BundleSelectorBlockData }) {
  const codes = [
    ...new Set(block.bundles.flatMap((bundle) => (bundle.promotionCode ? [bundle.promotionCode] : []))),
  ];
  const [products, found] = await Promise.all([
    getProducts(),
    Promise.all(codes.map((code) => orNull(provider().findPromotionByCode(code)))),
  ]);
  const promotions = new Map<string, Promotion>();
  for (const promotion of found) if (promotion) promotions.set(promotion.code.toUpperCase(), promotion);
  return <BundleSelectorView block={block} products={products} promotions={promotions} />;
}
