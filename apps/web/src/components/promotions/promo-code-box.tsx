'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import { PROMO_CODE_HINT } from '@fibre/domain/messages';
import { promoCodeOutcome } from '@fibre/domain/promo-code';
import { type FormEvent, useState } from 'react';
import { track } from '@/analytics/events';
import { useJourney } from '@/state/journey-store';
import { ErrorSummary } from '../form/error-summary';
import { TextField } from '../form/text-field';
import { lookupPromoCode } from './promo-lookup';

export interface PromoCodeBoxProps {
  /** Prefix of the field's id, so the popup and a static basket on the same page do not clash. */
  idPrefix: string;
  context: BasketContext;
}

/**
 * The promo code box (ordering-journey.md §5) in the GOV.UK error pattern, from the form kit: a
 * summary with a link to the field, focused on each failed submit, and the message under the label,
 * tied to the input by aria-describedby. Which message shows is decided by promoCodeOutcome in the domain.
 */
export function PromoCodeBox({ idPrefix, context }: PromoCodeBoxProps) {
  const journey = useJourney();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = `${idPrefix}-promo-code`;
  const productId = journey.basket.basketItem;

  // Each failed submit counts, so the error summary takes focus again even when its message is the same.
  const [failures, setFailures] = useState(0);

  function fail(message: string) {
    setError(message);
    setApplied(null);
    setFailures((count) => count + 1);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || productId === null) return;
    const basketPromotions = journey.basket.promoCodes;
    const outcomeInput = {
      code,
      basketPromotions,
      coverage: context.coverage,
      productId,
    };
    // An empty or already entered code is answered without asking the server.
    const early = promoCodeOutcome({ ...outcomeInput, promotion: null });
    if (early.kind !== 'applied' && (early.kind === 'duplicate' || code.trim() === '')) {
      fail(early.message);
      return;
    }
    setBusy(true);
    const lookup = await lookupPromoCode(code, productId, journey.address.addressItem?.postcode ?? null);
    setBusy(false);
    if (lookup.kind === 'rate-limited') {
      fail(lookup.message);
      return;
    }
    const outcome = promoCodeOutcome({
      ...outcomeInput,
      promotion: lookup.kind === 'found' ? lookup.promotion : null,
    });
    if (outcome.kind !== 'applied') {
      fail(outcome.message);
      return;
    }
    journey.dispatchBasket({ type: 'addPromotion', promotion: outcome.promotion, context });
    track('select_promotion', { promotion_name: outcome.promotion.code });
    setError(null);
    setCode('');
    setApplied(
      outcome.promotion.text_to_show
        ? `${outcome.promotion.code} applied: ${outcome.promotion.text_to_show}`
        : `${outcome.promotion.code} applied`,
    );
  }

  if (productId === null) return null;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <ErrorSummary
        errors={error ? [{ fieldId, message: error }] : []}
        submitCount={failures}
        headingLevel={3}
      />
      <TextField
        id={fieldId}
        label="Promo code"
        hint={PROMO_CODE_HINT}
        error={error ?? undefined}
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="uppercase"
        suffix={
          <button
            type="submit"
            disabled={busy}
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
