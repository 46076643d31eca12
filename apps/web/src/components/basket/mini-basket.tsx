'use client';

import type { Product } from '@fibre/domain/schemas/product';
import { BasketButtons } from './basket-buttons';
import { BasketSummary } from './basket-summary';

export interface MiniBasketProps {
  products: readonly Product[];
  heading?: string;
  /** The checkout's summary: no Remove buttons, no promo code box, no basket buttons. */
  readOnly?: boolean;
  alternatePath?: boolean;
  /** The server knows a plan is in the basket (decision 0687): see BasketSummary's `awaitsPlan`. */
  awaitsPlan?: boolean;
}

/** The static mini basket (ordering-journey.md §2), default heading 'Your selection'. */
export function MiniBasket({
  products,
  heading = 'Your selection',
  readOnly = false,
  alternatePath = false,
  awaitsPlan = false,
}: MiniBasketProps) {
  return (
    <aside
      aria-labelledby="mini-basket-heading"
      className="rounded-xl border-2 border-slate-200 bg-white p-5"
    >
      <h2 id="mini-basket-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-3">
        <BasketSummary products={products} readOnly={readOnly} idPrefix="mini" awaitsPlan={awaitsPlan} />
      </div>
      {!readOnly && <BasketButtons products={products} alternatePath={alternatePath} />}
    </aside>
  );
}
