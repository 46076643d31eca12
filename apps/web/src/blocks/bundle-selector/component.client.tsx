'use client';

import { bundlePrice, bundleProducts } from '@fibre/domain/bundle';
import { bundleChoicePath } from '@fibre/domain/choice-routing';
import { formatPrice } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';
import { useRouter } from 'next/navigation';
import { useBasketContext } from '@/components/basket/use-basket-context';
import { buttonClass } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';

export interface OfferedBundle {
  /** The bundle's row id in the CMS: the basket's bundleId. */
  id: string;
  name: string;
  body: string | null;
  subBody: string | null;
  productIds: number[];
  /** The bundle's own promotion (its code read on the server), or null. */
  promotion: Promotion | null;
}

/**
 * The bundle selector's browser part (§4 'Bundle selector'): variant 'b' shows each bundle's
 * sub-body and a 'Select bundle' button, the others 'Choose {name}'. Either choice empties the
 * basket, puts the bundle in it (its plan, add-ons and promotion) and goes on: to /checkout with a
 * chosen address, else to /address-finder, which sends a bundle on to /checkout (§2). A bundle
 * whose products are not all in the catalogue is left out.
 */
export function BundleSelector({
  bundles,
  products,
  variant,
}: {
  bundles: readonly OfferedBundle[];
  products: readonly Product[];
  variant: string;
}) {
  const journey = useJourney();
  const router = useRouter();
  const context = useBasketContext(products);
  const addressType = context.addressType;
  const hasChosenAddress = journey.address.hasConfirmedAddress && journey.address.addressItem !== null;
  const offered = bundles.flatMap((bundle) => {
    const contents = bundleProducts(products, bundle.productIds);
    return contents ? [{ ...bundle, contents }] : [];
  });

  if (offered.length === 0) {
    return (
      <p className="text-lg text-slate-700">
        Our bundles cannot be shown just now. Please try again shortly.
      </p>
    );
  }

  function choose(bundle: (typeof offered)[number]) {
    journey.dispatchBasket({ type: 'clear' });
    journey.dispatchBasket({
      type: 'setBundle',
      products: bundle.contents.all,
      bundleId: bundle.id,
      context,
    });
    if (bundle.promotion)
      journey.dispatchBasket({ type: 'addPromotion', promotion: bundle.promotion, context });
    router.push(bundleChoicePath(hasChosenAddress));
  }

  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {offered.map((bundle) => {
        const headingId = `bundle-${bundle.id}-name`;
        return (
          <li key={bundle.id} className="flex">
            <article
              aria-labelledby={headingId}
              data-testid={`bundle-${bundle.id}`}
              className="flex w-full flex-col rounded-2xl border-2 border-slate-200 bg-white p-6"
            >
              <h3 id={headingId} className="text-2xl font-bold text-brand-900">
                {bundle.name}
              </h3>
              <p className="mt-3 text-slate-900">
                <span className="text-3xl font-extrabold">
                  {formatPrice(bundlePrice(bundle.contents, bundle.promotion, addressType))}
                </span>{' '}
                a month{vatSuffix(vatBasisFor(addressType))}
              </p>
              {bundle.body ? <p className="mt-3 text-slate-700">{bundle.body}</p> : null}
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700" aria-label={`In ${bundle.name}`}>
                {bundle.contents.all.map((product) => (
                  <li key={product.id_product}>{product.display_name ?? product.name}</li>
                ))}
              </ul>
              {variant === 'b' && bundle.subBody ? (
                <p className="mt-3 text-sm text-slate-600">{bundle.subBody}</p>
              ) : null}
              <div className="mt-auto pt-6">
                <button
                  type="button"
                  disabled={!journey.hydrated}
                  onClick={() => choose(bundle)}
                  className={buttonClass('primary', 'w-full')}
                >
                  {variant === 'b' ? (
                    <>
                      Select bundle<span className="sr-only"> {bundle.name}</span>
                    </>
                  ) : (
                    `Choose ${bundle.name}`
                  )}
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
