'use client';

import type { ContractLength, PackageType, PlanAddressType } from '@fibre/domain/constants';
import { effectiveContractLength, filterPlans, productDescription } from '@fibre/domain/package-filter';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor, vatBasisWords, vatSuffix } from '@fibre/domain/vat-basis';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { useBasketContext } from '../basket/use-basket-context';
import { useContractStart } from '../basket/use-contract-start';
import { PromotionSync } from '../promotions/promotion-sync';
import { NoProducts } from '../ui/products-unavailable';
import { type AmazonVoucherOfferView, amazonVoucherText } from './amazon-voucher';
import { PackageFilters } from './package-filters';
import { trackPlanAddedToCart } from './plan-analytics';
import { PlanCard } from './plan-card';
import { type PlanCardView, planCards } from './plan-cards';
import { PlanChooserFooter } from './plan-chooser-footer';
import { usePlanListAnalytics } from './use-plan-list-analytics';

export interface PackageChooserProps {
  products: readonly Product[];
  addressType: PlanAddressType;
  /** The Amazon voucher flash offer while it runs (decision 0373). */
  voucherOffer?: AmazonVoucherOfferView | null;
  /** The CMS's optional bottom link and card, drawn on the server, under the small print. */
  bottom?: ReactNode;
}

/**
 * The plan chooser of /service-available (ordering-journey.md §2 and §4 'Package selection' and
 * 'Package filter'): contract length, the Broadband & Phone option, the plans priced by the domain
 * (plan-cards.ts) on the visitor's VAT basis and a sticky footer with Continue. The filter state
 * lives here, so it resets on a route change.
 */
export function PackageChooser({
  products,
  addressType,
  voucherOffer = null,
  bottom = null,
}: PackageChooserProps) {
  const journey = useJourney();
  const { basket, dispatchBasket, hydrated } = journey;
  const [months, setMonths] = useState<ContractLength>(24);
  const [packageType, setPackageType] = useState<PackageType>('BBO');
  const context = useBasketContext(products, addressType);
  const footerRef = useRef<HTMLDivElement>(null);
  const basis = vatBasisFor(addressType);
  const start = useContractStart(context.preorder !== undefined);

  const effectiveMonths = effectiveContractLength({ addressType, packageType, months });
  const cards = useMemo(
    () =>
      planCards({
        plans: filterPlans(products, { addressType, packageType, months }),
        products,
        packageType,
        activePromotions: context.promotions,
        coverage: context.coverage,
        addressType,
        start,
      }),
    [products, addressType, packageType, months, context.promotions, context.coverage, start],
  );

  // The address type of the page is the one the visitor is shopping as (company fields at checkout).
  // (The store's setters are new functions on each change, so guard on the value, not the setter.)
  const storedAddressType = journey.address.addressType;
  const { setAddressType } = journey;
  useEffect(() => {
    if (hydrated && storedAddressType !== addressType) setAddressType(addressType);
  }, [hydrated, addressType, storedAddressType, setAddressType]);

  usePlanListAnalytics(cards, hydrated && journey.promotionsReady);

  function select(card: PlanCardView) {
    const reselect = basket.selectedItem === card.product.id_product;
    dispatchBasket({
      type: 'selectPackage',
      productId: card.product.id_product,
      homePhoneAddonId: card.homePhone?.id_product ?? null,
      context,
    });
    journey.setCheckoutSkipTo(null);
    if (reselect) return;
    void trackPlanAddedToCart(card, journey.address);
    requestAnimationFrame(() => footerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'end' }));
  }

  const selectedCard = hydrated
    ? cards.find((card) => card.product.id_product === basket.selectedItem)
    : undefined;

  return (
    // The spec's #product-selector anchor (content-and-api.md §2): the plans, their filters and footer.
    <div id="product-selector" className="scroll-mt-24">
      <PromotionSync context={context} />
      <PackageFilters
        addressType={addressType}
        packageType={packageType}
        months={effectiveMonths}
        onMonthsChange={setMonths}
        onPackageTypeChange={setPackageType}
      />

      <h2 className="mt-6 text-2xl font-bold text-brand-900 sm:mt-10">
        {packageType === 'BBANDP' ? 'Broadband & Phone plans' : 'Broadband plans'}
      </h2>
      {cards.length === 0 ? (
        <NoProducts className="mt-4" />
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.product.id_product} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <PlanCard
                  product={card.product}
                  description={productDescription(card.product)}
                  usps={card.usps}
                  price={card.price}
                  contract={card.contract}
                  vatSuffix={vatSuffix(basis)}
                  promotionTexts={card.promotions.flatMap((promotion) =>
                    promotion.text_to_show ? [promotion.text_to_show] : [],
                  )}
                  selected={hydrated && basket.selectedItem === card.product.id_product}
                  onSelect={() => select(card)}
                  voucher={amazonVoucherText(card.product, voucherOffer)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      {voucherOffer?.terms && cards.some((card) => amazonVoucherText(card.product, voucherOffer)) ? (
        <p className="mt-6 text-sm text-slate-700">Amazon voucher: {voucherOffer.terms}</p>
      ) : null}
      <p className="mt-8 text-sm text-slate-600">
        Prices are per month, {vatBasisWords(basis)}. Each April your monthly price rises by the amount shown
        on the plan. Speeds are the most your connection can reach to the router; Wi-Fi speeds vary. Plans are
        subject to our terms and a credit check.
      </p>
      {bottom}

      <PlanChooserFooter ref={footerRef} selected={selectedCard} vatSuffix={vatSuffix(basis)} />
    </div>
  );
}
