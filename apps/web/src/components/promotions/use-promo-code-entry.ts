'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import { promoCodeOutcome } from '@fibre/domain/promo-code';
import { useState } from 'react';
import { track } from '@/analytics/events';
import { type SiteForm, useSiteForm } from '@/components/form/use-site-form';
import { useJourney } from '@/state/journey-store';
import { lookupPromoCode } from './promo-lookup';

export interface PromoCodeValues {
  promoCode: string;
}

export interface PromoCodeEntry {
  site: SiteForm<PromoCodeValues>;
  apply: ReturnType<SiteForm<PromoCodeValues>['submit']>;
  /** The status line after a code went into the basket: 'WELCOME10 applied: 10% off every month'. */
  applied: string | null;
}

/**
 * The promo code box's form (decision 0420), every message from the domain's promoCodeOutcome
 * (zod-free, decision 0143): a code already in the basket is said when the field is left; a blank
 * code is asked for only on Apply, since the box is optional (decision 0426); what the look-up
 * finds (not valid, not eligible, applied) is said after GET /api/get-promo.
 */
export function usePromoCodeEntry(fieldId: string, context: BasketContext): PromoCodeEntry {
  const journey = useJourney();
  const [applied, setApplied] = useState<string | null>(null);
  const outcomeOf = (code: string, promotion: Parameters<typeof promoCodeOutcome>[0]['promotion']) =>
    promoCodeOutcome({
      code,
      promotion,
      basketPromotions: journey.basket.promoCodes,
      coverage: context.coverage,
      productId: journey.basket.basketItem,
    });
  const site = useSiteForm<PromoCodeValues>({
    defaultValues: { promoCode: '' },
    validate: ({ promoCode }) => {
      const early = outcomeOf(promoCode, null);
      return early.kind === 'duplicate' ? { promoCode: early.message } : {};
    },
    ids: { promoCode: fieldId },
  });
  const fail = (message: string) => {
    setApplied(null);
    site.showRefusal([{ path: 'promoCode', message }]);
  };

  const apply = site.submit(async ({ promoCode }) => {
    const productId = journey.basket.basketItem;
    if (productId === null) return;
    // A blank code is answered without asking the server.
    const early = outcomeOf(promoCode, null);
    if (early.kind === 'blank') return fail(early.message);
    const lookup = await lookupPromoCode(promoCode, productId, journey.address.addressItem?.postcode ?? null);
    if (lookup.kind === 'rate-limited') return fail(lookup.message);
    const outcome = outcomeOf(promoCode, lookup.kind === 'found' ? lookup.promotion : null);
    if (outcome.kind !== 'applied') return fail(outcome.message);
    journey.dispatchBasket({ type: 'addPromotion', promotion: outcome.promotion, context });
    track('select_promotion', { promotion_name: outcome.promotion.code });
    site.reset({ promoCode: '' });
    const { code, text_to_show } = outcome.promotion;
    setApplied(text_to_show ? `${code} applied: ${text_to_show}` : `${code} applied`);
  });

  return { site, apply, applied };
}
