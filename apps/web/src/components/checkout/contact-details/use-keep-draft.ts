'use client';

import type { FormDraft } from '@fibre/domain/stored-state';
import { useEffect, useRef } from 'react';
import { useJourney } from '@/state/journey-store';
import { isLeavingCheckout, leaveCount } from '../leave-guard/leave-checkout';
import { fromDraft, toDraft } from './contact-details-draft';
import type { ContactDetailsValues } from './contact-details-values';

/** How long typing pauses before the answers are kept (a reload sooner than this loses a keystroke). */
export const DRAFT_KEEP_DELAY_MS = 250;

/**
 * Keeps the answers as they are typed in the checkout data (4 hours, ordering-journey.md §9;
 * decision 0461), so a reload of the contact step, or a return after the timer ran out, finds them
 * filled in. Not while the checkout is being left or has no basket: leaving empties the checkout,
 * and the form's last values must not come back into it.
 */
export function useKeepDraft(values: ContactDetailsValues): void {
  const { checkout, basket, dispatchCheckout } = useJourney();
  const typed = JSON.stringify(toDraft(values));
  const kept = JSON.stringify(toDraft(fromDraft(checkout.customer, checkout.additional)));
  const hasBasket = basket.basketItem !== null;
  const leavesAtMount = useRef(leaveCount());
  useEffect(() => {
    if (typed === kept || !hasBasket) return;
    const id = window.setTimeout(() => {
      if (isLeavingCheckout() || leaveCount() !== leavesAtMount.current) return;
      const draft = JSON.parse(typed) as { customer: FormDraft; additional: FormDraft };
      dispatchCheckout({ type: 'save-answers', customer: draft.customer, additional: draft.additional });
    }, DRAFT_KEEP_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [typed, kept, hasBasket, dispatchCheckout]);
}
