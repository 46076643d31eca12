'use client';

import type { BasketPlanHint } from '@fibre/domain/basket-plan-cookie';
import type { BasketState } from '@fibre/domain/basket-state';
import {
  hasHomePhone,
  homePhoneVariant,
  isHomePhoneAddon,
  selectedAddonProducts,
} from '@fibre/domain/home-phone';
import { initialBasketState } from '@fibre/domain/journey-initial';
import { formatPrice, poundsFromPence } from '@fibre/domain/money';
import { planAddons } from '@fibre/domain/package-filter';
import { basePlanPrice } from '@fibre/domain/pricing';
import type { Product } from '@fibre/domain/schemas/product';
import { plansPath, SITE_PATHS } from '@fibre/domain/site-paths';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toAnalyticsItem, track, viewedItems } from '@/analytics/events';
import { useJourney } from '@/state/journey-store';
import { basketAnalyticsParams } from '../basket/basket-analytics';
import { trackBasketEvent } from '../basket/basket-events';
import { useBasketContext } from '../basket/use-basket-context';
import { PromotionSync } from '../promotions/promotion-sync';
import { buttonClass, LinkButton } from '../ui/link-button';
import { AddonCard } from './addon-card';
import { KeepNumberQuestion } from './keep-number-question';

export const NO_ADDONS_MESSAGE = 'No addons available';

export interface ExtrasChooserProps {
  products: readonly Product[];
  /**
   * The basket's plan and add-ons as the server read them from the basket plan cookie (decision
   * 0686), drawn until browser storage is read, so the cards come with the page instead of pushing
   * what follows down; null (no cookie) draws the empty basket's offer.
   */
  hint?: BasketPlanHint | null;
}

/** The basket the server's copy names, for the first draw. */
function basketOfHint(hint: BasketPlanHint | null): BasketState {
  return hint === null
    ? initialBasketState
    : { ...initialBasketState, basketItem: hint.planId, addons: hint.addons };
}

/**
 * The add-ons of the basket's plan (/extras). The two home-phone add-ons are one choice: the card
 * offers the home phone, and the 'keep your existing number?' answer picks the variant (ordering-
 * journey.md §4, decision 0094).
 */
export function ExtrasChooser({ products, hint = null }: ExtrasChooserProps) {
  const journey = useJourney();
  const router = useRouter();
  const { dispatchBasket, hydrated } = journey;
  // Storage wins once read; a stale cookie then costs one redraw, never a wrong basket.
  const basket = hydrated ? journey.basket : basketOfHint(hint);
  const context = useBasketContext(products);
  const plan = products.find((product) => product.id_product === basket.basketItem);

  const viewedPlan = useRef<number | null>(null);
  useEffect(() => {
    if (!hydrated || !plan || viewedPlan.current === plan.id_product) return;
    viewedPlan.current = plan.id_product;
    track('view_item', {
      currency: 'GBP',
      value: poundsFromPence(basket.monthlyPriceCalculated ?? 0),
      items: [
        toAnalyticsItem(plan, {
          price: basket.monthlyPriceCalculated ?? undefined,
          originalPrice: basket.originalPrice ?? undefined,
          promotions: basket.promoCodes,
        }),
      ],
      // The extras offered with the plan, as the page lists them (decision 0371).
      viewed_items: viewedItems(
        planAddons(plan, products).map((addon) => toAnalyticsItem(addon, { listName: 'Extras' })),
      ),
    });
  }, [hydrated, plan, products, basket.monthlyPriceCalculated, basket.originalPrice, basket.promoCodes]);

  if (!plan) {
    return (
      <div>
        <p className="text-lg text-slate-700">You have not chosen a plan yet.</p>
        <LinkButton href={plansPath(journey.address.addressType)} className="mt-4">
          Choose a plan
        </LinkButton>
      </div>
    );
  }

  const addons = planAddons(plan, products);
  const keepNumberVariant = homePhoneVariant(addons, true);
  // The 'keep existing number' variant is chosen by the question, not offered as a card of its own.
  const cards = addons.filter((addon) => addon.id_product !== keepNumberVariant?.id_product);
  const chosen = selectedAddonProducts(basket.addons, products);
  const homePhoneChosen = hasHomePhone(chosen);
  const keepsNumber = keepNumberVariant !== undefined && basket.addons.includes(keepNumberVariant.id_product);
  const readOnly = basket.bundle;

  function toggle(addon: Product) {
    // Until storage is read the cards are the cookie's copy: a change waits for the real basket.
    if (!hydrated) return;
    const homePhoneIds = chosen.filter(isHomePhoneAddon).map((product) => product.id_product);
    const removing = isHomePhoneAddon(addon)
      ? homePhoneIds.length > 0
      : basket.addons.includes(addon.id_product);
    if (isHomePhoneAddon(addon) && removing) {
      for (const id of homePhoneIds) dispatchBasket({ type: 'toggleAddon', addonId: id });
    } else {
      dispatchBasket({ type: 'toggleAddon', addonId: addon.id_product });
    }
    const before = basketAnalyticsParams(basket, products);
    track(removing ? 'remove_extras' : 'add_extras', {
      ...before,
      extraId: addon.id_product,
      extras: removing
        ? basket.addons.filter((id) => id !== addon.id_product && !homePhoneIds.includes(id))
        : [...basket.addons, addon.id_product],
      items: [toAnalyticsItem(addon, { listName: 'Extras' })],
    });
  }

  function continueToCheckout() {
    void trackBasketEvent('begin_checkout', basket, products, journey.address);
    router.push(SITE_PATHS.checkout);
  }

  return (
    <div>
      <PromotionSync context={context} />
      <h2 className="text-2xl font-bold text-brand-900">Extras for {plan.display_name ?? plan.name}</h2>
      {cards.length === 0 ? (
        <p className="mt-4 text-lg text-slate-700">{NO_ADDONS_MESSAGE}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {cards.map((addon) => {
            const selected = isHomePhoneAddon(addon)
              ? homePhoneChosen
              : basket.addons.includes(addon.id_product);
            return (
              <li key={addon.id_product} className="flex">
                <AddonCard
                  addon={addon}
                  priceText={formatPrice(basePlanPrice(addon, context.addressType))}
                  vatSuffix={vatSuffix(vatBasisFor(context.addressType))}
                  selected={selected}
                  disabled={readOnly}
                  onToggle={() => toggle(addon)}
                >
                  {isHomePhoneAddon(addon) && selected && keepNumberVariant && (
                    <KeepNumberQuestion
                      keepsNumber={keepsNumber}
                      disabled={readOnly}
                      onAnswer={(keepExisting) =>
                        dispatchBasket({ type: 'answerKeepLandline', keepExisting, products })
                      }
                    />
                  )}
                </AddonCard>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-8">
        <button type="button" onClick={continueToCheckout} className={buttonClass('primary', 'px-8')}>
          Continue
        </button>
      </div>
    </div>
  );
}
