'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useJourney } from '@/state/journey-store';
import type { PromoCodeBoxProps } from './promo-code-box';
import { PromoCodeForm } from './promo-code-form';

const NO_ERRORS = { errors: [] } as const;

/**
 * The box as the live one first draws it (an empty field, no message), with nothing to run: its
 * field takes no typing (read-only, which looks the same) and Enter sends nothing, so no code is
 * typed or applied into a box about to be replaced; the live box, there a moment later, takes both.
 */
export function PromoCodeStandIn({ idPrefix }: { idPrefix: string }) {
  return (
    <PromoCodeForm
      field={{ id: `${idPrefix}-promo-code`, name: 'promoCode', readOnly: true }}
      summary={NO_ERRORS}
      pending={false}
      applied={null}
      onSubmit={(event) => event.preventDefault()}
    />
  );
}

/** The live box's module: the form hook and React Hook Form come with it, not in the page's first load. */
const loadPromoCodeBox = () => import('./promo-code-box');

// React.lazy rather than next/dynamic, which would preload the chunk with the page (decision 0592).
const PromoCodeBox = lazy(() => loadPromoCodeBox().then((module) => ({ default: module.PromoCodeBox })));

/**
 * The promo code box without its form code in the page's first load (decision 0654). Its code is
 * fetched as soon as the basket hydrates; until it is there, the box is drawn by the same markup
 * (PromoCodeForm) with an empty field, so the page looks the same and nothing moves when the live
 * box takes its place.
 */
export function LazyPromoCodeBox(props: PromoCodeBoxProps) {
  const { basketItem } = useJourney().basket;
  useEffect(() => {
    loadPromoCodeBox().catch(() => undefined);
  }, []);
  if (basketItem === null) return null;
  return (
    <Suspense fallback={<PromoCodeStandIn idPrefix={props.idPrefix} />}>
      <PromoCodeBox {...props} />
    </Suspense>
  );
}
