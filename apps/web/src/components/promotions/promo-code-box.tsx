'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import { useJourney } from '@/state/journey-store';
import { PromoCodeForm } from './promo-code-form';
import { usePromoCodeEntry } from './use-promo-code-entry';

export interface PromoCodeBoxProps {
  /** Prefix of the field's id, so the popup and a static basket on the same page do not clash. */
  idPrefix: string;
  context: BasketContext;
}

/**
 * The promo code box (ordering-journey.md §5) in the GOV.UK error pattern, from the form kit on the
 * form hook: a summary with a link to the field, focused on each failed Apply, and the message under
 * the label, tied to the input by aria-describedby. Which message shows is decided by the domain
 * (use-promo-code-entry.ts). Loaded after the page's first load (lazy-promo-code-box.tsx, decision 0654).
 */
export function PromoCodeBox({ idPrefix, context }: PromoCodeBoxProps) {
  const fieldId = `${idPrefix}-promo-code`;
  const { site, apply, applied } = usePromoCodeEntry(fieldId, context);
  const productId = useJourney().basket.basketItem;
  if (productId === null) return null;

  return (
    <PromoCodeForm
      field={site.field('promoCode')}
      summary={site.summary}
      pending={site.pending}
      applied={applied}
      onSubmit={apply}
    />
  );
}
