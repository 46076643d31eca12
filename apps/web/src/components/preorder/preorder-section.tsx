'use client';

import type { ContractLength } from '@fibre/domain/constants';
import {
  contractLengthOptions,
  effectiveContractLength,
  productDescription,
  showsContractLengthToggle,
} from '@fibre/domain/package-filter';
import { canPreorderAt } from '@fibre/domain/preorder-address';
import { areaCoversPostcode, type RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { planAddressType } from '@fibre/domain/routing';
import type { Product } from '@fibre/domain/schemas/product';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { trackBasketEvent } from '../basket/basket-events';
import { useBasketContext } from '../basket/use-basket-context';
import { type AmazonVoucherOfferView, amazonVoucherText } from '../plans/amazon-voucher';
import { ContractLengthToggle } from '../plans/contract-length-toggle';
import { trackPlanAddedToCart } from '../plans/plan-analytics';
import { PlanCard } from '../plans/plan-card';
import type { PlanCardView } from '../plans/plan-cards';
import { PromotionSync } from '../promotions/promotion-sync';
import { AddressPanel, addressLine } from '../ui/address-panel';
import { buttonClass, LinkButton } from '../ui/link-button';
import { NoProducts, ProductsUnavailable } from '../ui/products-unavailable';
import { preorderPlanCards } from './preorder-plan-cards';

export interface PreorderSectionProps {
  /** The catalogue, or null when the provider could not give it. */
  products: readonly Product[] | null;
  area: RegisterInterestArea;
  /** The Amazon voucher flash offer while it runs: a pre-order is an order (decision 0373). */
  voucherOffer?: AmazonVoucherOfferView | null;
}

/**
 * The area page's plain 'Pre-order now' section (decision 0260; it stays below the area page's
 * register-interest hero, decision 0311). With a chosen address in this area that can be
 * pre-ordered: the plans at preorder prices with their benefit tag and the contract-length toggle;
 * choosing one puts it in the basket priced for the pre-order, and Continue to checkout opens the
 * checkout, which runs in PREORDER mode from the address. Without such an address it asks the
 * visitor to check one first.
 */
export function PreorderSection({ products, area, voucherOffer = null }: PreorderSectionProps) {
  const journey = useJourney();
  const { hydrated } = journey;
  const item = journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  const preorderable =
    item !== null && areaCoversPostcode(area, item.postcode) && canPreorderAt(item) ? item : null;

  return (
    <section id="pre-order" aria-labelledby="pre-order-heading" className="scroll-mt-24">
      <h2 id="pre-order-heading" className="text-2xl font-bold text-brand-900">
        Pre-order now
      </h2>
      {!hydrated ? (
        <p className="mt-3 text-slate-600">Loading…</p>
      ) : preorderable === null ? (
        <div className="mt-3 space-y-4 text-lg text-slate-700">
          {item !== null && (
            <p data-testid="preorder-other-address">
              {addressLine(item.address, item.postcode)} is not an address in {area.name} that can be
              pre-ordered.
            </p>
          )}
          <p>
            To pre-order full fibre in {area.name}, check your address first: we will show you the plans you
            can pre-order there and their pre-order prices.
          </p>
          <LinkButton href={SITE_PATHS.addressFinder}>Check your address</LinkButton>
        </div>
      ) : products === null ? (
        <ProductsUnavailable className="mt-4" />
      ) : (
        <PreorderPlans products={products} voucherOffer={voucherOffer} />
      )}
    </section>
  );
}

/** The plans of a chosen address that can be pre-ordered; rendered only once that is known. */
function PreorderPlans({
  products,
  voucherOffer,
}: {
  products: readonly Product[];
  voucherOffer: AmazonVoucherOfferView | null;
}) {
  const journey = useJourney();
  const router = useRouter();
  const { basket, dispatchBasket } = journey;
  // Rendered only with a confirmed address that can be pre-ordered (PreorderSection checks it).
  const address = journey.address.addressItem;
  const addressType = planAddressType(address?.address_type ?? 'RES');
  const [months, setMonths] = useState<ContractLength>(24);
  const context = useBasketContext(products, addressType);
  const suffix = vatSuffix(vatBasisFor(addressType));
  const effectiveMonths = effectiveContractLength({ addressType, packageType: 'BBO', months });
  const cards = useMemo(
    () =>
      address
        ? preorderPlanCards({
            products,
            address,
            months: effectiveMonths,
            activePromotions: context.promotions,
          })
        : [],
    [products, address, effectiveMonths, context.promotions],
  );
  if (!address) return null;

  function select(card: PlanCardView) {
    const reselect = basket.selectedItem === card.product.id_product;
    dispatchBasket({
      type: 'selectPackage',
      productId: card.product.id_product,
      homePhoneAddonId: null,
      context,
    });
    journey.setCheckoutSkipTo(null);
    if (reselect) return;
    void trackPlanAddedToCart(card, journey.address);
  }

  function continueToCheckout() {
    void trackBasketEvent('begin_checkout', basket, products, journey.address);
    router.push(SITE_PATHS.checkout);
  }

  const selected = cards.find((card) => card.product.id_product === basket.basketItem);

  return (
    <div className="mt-4">
      <AddressPanel
        id="preorder-address"
        title="Your address"
        address={addressLine(address.address, address.postcode)}
        onChange={() => {
          journey.clearAddress();
          router.push(SITE_PATHS.addressFinder);
        }}
      />
      <p className="mt-4 text-lg text-slate-700">
        Pre-order now at our pre-order prices. You pay nothing until your connection is live, and we will
        contact you to book your installation as soon as our network reaches your home.
      </p>
      {showsContractLengthToggle(addressType) && (
        <div className="mt-6">
          <ContractLengthToggle
            options={contractLengthOptions({ addressType, packageType: 'BBO' })}
            value={effectiveMonths}
            onChange={setMonths}
          />
        </div>
      )}
      <PromotionSync context={context} />
      {cards.length === 0 ? (
        <NoProducts className="mt-6" />
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Plans to pre-order">
          {cards.map((card) => (
            <li key={card.product.id_product} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <PlanCard
                  product={card.product}
                  description={productDescription(card.product)}
                  usps={card.usps}
                  price={card.price}
                  contract={card.contract}
                  vatSuffix={suffix}
                  promotionTexts={card.promotions.flatMap((promotion) =>
                    promotion.text_to_show ? [promotion.text_to_show] : [],
                  )}
                  selected={basket.selectedItem === card.product.id_product}
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
      <div className="mt-6 flex min-h-12 flex-wrap items-center justify-between gap-4 rounded-xl border-2 border-slate-200 p-4">
        <p className="text-slate-900" aria-live="polite" data-testid="preorder-summary">
          {selected ? (
            <>
              <span className="font-semibold">
                Pre-order {selected.product.display_name ?? selected.product.name}
              </span>{' '}
              {selected.price.monthlyText} a month{suffix}
            </>
          ) : (
            'Choose a plan to pre-order'
          )}
        </p>
        {selected && (
          <button type="button" onClick={continueToCheckout} className={buttonClass('primary', 'px-8')}>
            Continue to checkout
          </button>
        )}
      </div>
    </div>
  );
}
