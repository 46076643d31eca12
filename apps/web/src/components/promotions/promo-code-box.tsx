'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import { PROMO_CODE_HINT } from '@fibre/domain/messages';
import { useJourney } from '@/state/journey-store';
import { ErrorSummary } from '../form/error-summary';
import { TextField } from '../form/text-field';
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
 * (use-promo-code-entry.ts).
 */
export function PromoCodeBox({ idPrefix, context }: PromoCodeBoxProps) {
  const fieldId = `${idPrefix}-promo-code`;
  const { site, apply, applied } = usePromoCodeEntry(fieldId, context);
  const productId = useJourney().basket.basketItem;
  if (productId === null) return null;

  return (
    <form onSubmit={apply} noValidate className="mt-4">
      <ErrorSummary {...site.summary} headingLevel={3} />
      <TextField
        {...site.field('promoCode')}
        label="Promo code"
        hint={PROMO_CODE_HINT}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        className="uppercase"
        suffix={
          <button
            type="submit"
            disabled={site.pending}
            className="h-11 shrink-0 rounded-md bg-slate-800 px-4 font-semibold text-white hover:bg-slate-900 disabled:opacity-70"
          >
            Apply<span className="sr-only"> promo code</span>
          </button>
        }
      />
      <p role="status" className="mt-2 text-sm font-semibold text-green-800">
        {applied}
      </p>
    </form>
  );
}
