'use client';

import type { ContractLength, PackageType, PlanAddressType } from '@fibre/domain/constants';
import { homePhoneVariant } from '@fibre/domain/home-phone';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import {
  contractLengthOptions,
  effectiveContractLength,
  filterPlans,
  planAddons,
  productDescription,
  showsCompanyFields,
  showsContractLengthToggle,
} from '@fibre/domain/package-filter';
import { planCardPrice } from '@fibre/domain/price-display';
import { priceForAddressType } from '@fibre/domain/pricing';
import { applicablePromotions } from '@fibre/domain/promotions';
import type { Product } from '@fibre/domain/schemas/product';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toAnalyticsItem, track } from '@/analytics/events';
import { useJourney } from '@/state/journey-store';
import { useBasketContext } from '../basket/use-basket-context';
import { PromotionSync } from '../promotions/promotion-sync';
import { PlanCard } from './plan-card';

export interface PackageChooserProps {
  products: readonly Product[];
  addressType: PlanAddressType;
}

/** The line added to every Broadband & Phone plan (ordering-journey.md §9). */
export const UNLIMITED_CALLS_USP = 'Unlimited UK calls';

/**
 * The plan chooser of /service-available (ordering-journey.md §2 and §4 'Package selection' and
 * 'Package filter'): contract length, the Broadband & Phone option, the plans priced by the domain
 * and a sticky footer with Continue. The filter state lives here, so it resets on a route change.
 */
export function PackageChooser({ products, addressType }: PackageChooserProps) {
  const journey = useJourney();
  const { basket, dispatchBasket, hydrated } = journey;
  const [months, setMonths] = useState<ContractLength>(24);
  const [packageType, setPackageType] = useState<PackageType>('BBO');
  const context = useBasketContext(products, addressType);
  const footerRef = useRef<HTMLDivElement>(null);
  const coverage = context.coverage;

  const filter = { addressType, packageType, months };
  const effectiveMonths = effectiveContractLength(filter);
  const plans = useMemo(
    () => filterPlans(products, { addressType, packageType, months }),
    [products, addressType, packageType, months],
  );

  // The address type of the page is the one the visitor is shopping as (company fields at checkout).
  // (The store's setters are new functions on each change, so guard on the value, not the setter.)
  const storedAddressType = journey.address.addressType;
  const { setAddressType } = journey;
  useEffect(() => {
    if (hydrated && storedAddressType !== addressType) setAddressType(addressType);
  }, [hydrated, addressType, storedAddressType, setAddressType]);

  const cards = useMemo(
    () =>
      plans.map((product) => {
        const homePhone =
          packageType === 'BBANDP' ? homePhoneVariant(planAddons(product, products), false) : undefined;
        const promotions = applicablePromotions(context.promotions, {
          productId: product.id_product,
          coverage,
        });
        const price = planCardPrice({
          product,
          promotions,
          addressType,
          addons: homePhone ? [homePhone] : [],
        });
        return { product, homePhone, price, promotions };
      }),
    [plans, packageType, products, context.promotions, coverage, addressType],
  );

  // view_item_list once per list shown (contract length, plan family or address type changed), once
  // the active promotions are known so the prices sent are the ones shown.
  const listKey = cards.map((card) => card.product.id_product).join(',');
  const listSent = useRef('');
  const ready = hydrated && journey.promotionsReady;
  useEffect(() => {
    if (!ready || !listKey || listSent.current === listKey) return;
    listSent.current = listKey;
    track('view_item_list', {
      item_list_name: 'Home Broadband',
      items: cards.map((card, index) => ({
        ...toAnalyticsItem(card.product, {
          listName: 'Home Broadband',
          price: card.price.monthly,
          originalPrice: card.price.original,
          promotions: card.promotions,
        }),
        index,
      })),
    });
  }, [ready, listKey, cards]);

  function select(card: (typeof cards)[number]) {
    const reselect = basket.selectedItem === card.product.id_product;
    dispatchBasket({
      type: 'selectPackage',
      productId: card.product.id_product,
      homePhoneAddonId: card.homePhone?.id_product ?? null,
      context,
    });
    journey.setCheckoutSkipTo(null);
    if (reselect) return;
    track('add_to_cart', {
      currency: 'GBP',
      value: card.price.monthly / 100,
      selected_product: card.product.id_product,
      originalPrice: card.price.original / 100,
      monthlyPriceCalculated: card.price.monthly / 100,
      extras: card.homePhone ? [card.homePhone.id_product] : [],
      selected_promotions: card.promotions.map((promotion) => promotion.code).join(','),
      items: [
        toAnalyticsItem(card.product, {
          listName: 'Home Broadband',
          price: card.price.monthly,
          originalPrice: card.price.original,
          promotions: card.promotions,
        }),
      ],
    });
    requestAnimationFrame(() => footerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'end' }));
  }

  const selectedCard = hydrated
    ? cards.find((card) => card.product.id_product === basket.selectedItem)
    : undefined;
  const options = contractLengthOptions({ addressType, packageType });
  const vatNote = addressType === 'BUS' ? ' ex VAT' : '';

  return (
    <div>
      <PromotionSync context={context} />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        {showsContractLengthToggle(addressType) && (
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">Contract length</legend>
            <div className="mt-2 inline-flex rounded-lg border-2 border-brand-700 p-1">
              {options.map((option) => (
                <label
                  key={option.months}
                  className="cursor-pointer whitespace-nowrap rounded-md px-3 py-2 font-semibold sm:px-4 text-brand-900 has-checked:bg-brand-700 has-checked:text-white"
                >
                  <input
                    type="radio"
                    name="contract-length"
                    value={option.months}
                    checked={effectiveMonths === option.months}
                    onChange={() => setMonths(option.months)}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {showsCompanyFields(addressType) && (
          <p className="max-w-xl text-slate-700" data-testid="business-note">
            Business plans run for 24 months. Prices are shown without VAT. At checkout we will ask for your
            company name and company number.
          </p>
        )}
        <div className="flex items-center gap-3">
          <input
            id="broadband-and-phone"
            type="checkbox"
            checked={packageType === 'BBANDP'}
            onChange={(event) => setPackageType(event.target.checked ? 'BBANDP' : 'BBO')}
            className="size-6 accent-brand-700"
          />
          <label htmlFor="broadband-and-phone" className="text-lg font-semibold text-slate-900">
            Broadband &amp; Phone (add a home phone line)
          </label>
        </div>
      </div>

      <h2 className="mt-10 text-2xl font-bold text-brand-900">
        {packageType === 'BBANDP' ? 'Broadband & Phone plans' : 'Broadband plans'}
      </h2>
      {cards.length === 0 ? (
        <p className="mt-4 text-lg text-slate-700">No products</p>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.product.id_product} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <PlanCard
                  product={card.product}
                  description={productDescription(card.product)}
                  usps={
                    card.homePhone ? [...card.product.usp_items, UNLIMITED_CALLS_USP] : card.product.usp_items
                  }
                  price={card.price}
                  addressType={addressType}
                  contractLabel={
                    options.find((option) => option.months === effectiveMonths)?.label ??
                    `${effectiveMonths} months`
                  }
                  annualIncreaseText={
                    card.product.annual_increase > 0
                      ? formatPrice(
                          priceForAddressType(penceFromPounds(card.product.annual_increase), addressType),
                        )
                      : null
                  }
                  promotionTexts={card.promotions.flatMap((promotion) =>
                    promotion.text_to_show ? [promotion.text_to_show] : [],
                  )}
                  selected={hydrated && basket.selectedItem === card.product.id_product}
                  onSelect={() => select(card)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <p className="mt-8 text-sm text-slate-600">
        Prices are per month{addressType === 'BUS' ? ', without VAT' : ', including VAT'}. Each April your
        monthly price rises by the amount shown on the plan. Speeds are the most your connection can reach to
        the router; Wi-Fi speeds vary. Plans are subject to our terms and a credit check.
      </p>

      <div
        ref={footerRef}
        className="sticky bottom-0 z-10 mt-8 -mx-4 border-t-2 border-slate-200 bg-white px-4 py-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
      >
        <div className="mx-auto flex min-h-12 max-w-6xl flex-wrap items-center justify-between gap-4">
          <p className="text-slate-900" aria-live="polite" data-testid="plan-footer-summary">
            {selectedCard ? (
              <>
                <span className="font-semibold">
                  {selectedCard.product.display_name ?? selectedCard.product.name}
                  {selectedCard.homePhone ? ' with Home Phone' : ''}
                </span>{' '}
                {selectedCard.price.monthlyText} a month{vatNote}
              </>
            ) : (
              'Choose a plan to continue'
            )}
          </p>
          {selectedCard && (
            <Link href="/extras" className="btn btn-primary px-8">
              Continue
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
