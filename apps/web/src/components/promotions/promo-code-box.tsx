'use client';

import type { BasketContext } from '@fibre/domain/basket-state';
import { PROMO_CODE_HINT } from '@fibre/domain/messages';
import { promoCodeOutcome } from '@fibre/domain/promo-code';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { track } from '@/analytics/events';
import { useJourney } from '@/state/journey-store';
import { lookupPromoCode } from './promo-lookup';

export interface PromoCodeBoxProps {
  /** Prefix of the field's id, so the popup and a static basket on the same page do not clash. */
  idPrefix: string;
  context: BasketContext;
}

/**
 * The promo code box (ordering-journey.md §5) in the GOV.UK error pattern: a summary with a link to
 * the field, focused on a failed submit, and the message under the label, tied to the input by
 * aria-describedby. Which message shows is decided by promoCodeOutcome in the domain.
 */
export function PromoCodeBox({ idPrefix, context }: PromoCodeBoxProps) {
  const journey = useJourney();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = `${idPrefix}-promo-code`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const productId = journey.basket.basketItem;

  // Each failed submit moves focus to the error summary once it has rendered (GOV.UK pattern).
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

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
      {error && (
        <div ref={summaryRef} tabIndex={-1} className="mb-4 border-4 border-red-700 p-4">
          <div role="alert">
            <h3 className="text-lg font-bold text-slate-900">There is a problem</h3>
            <ul className="mt-2">
              <li>
                <a href={`#${fieldId}`} className="font-semibold text-red-800 underline underline-offset-2">
                  {error}
                </a>
              </li>
            </ul>
          </div>
        </div>
      )}
      <div className={error ? 'border-l-4 border-red-700 pl-3' : ''}>
        <label htmlFor={fieldId} className="block font-semibold text-slate-900">
          Promo code
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {PROMO_CODE_HINT}
        </p>
        {error && (
          <p id={errorId} className="mt-1 font-semibold text-red-800">
            <span className="sr-only">Error:</span> {error}
          </p>
        )}
        <div className="mt-2 flex gap-2">
          <input
            id={fieldId}
            name="promoCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className={`h-11 w-full min-w-0 rounded-md border-2 px-3 uppercase ${error ? 'border-red-700' : 'border-slate-700'}`}
          />
          <button
            type="submit"
            disabled={busy}
            className="h-11 shrink-0 rounded-md bg-slate-800 px-4 font-semibold text-white hover:bg-slate-900 disabled:opacity-70"
          >
            Apply<span className="sr-only"> promo code</span>
          </button>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-green-800">
        {applied}
      </p>
    </form>
  );
}
