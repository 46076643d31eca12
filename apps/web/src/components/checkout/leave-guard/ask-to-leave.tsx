'use client';

import { createContext, useCallback, useContext } from 'react';
import { type LeaveTarget, useLeaveCheckout } from './leave-checkout';

/**
 * A leave the page starts itself (a button, not a link the guard catches): where to go, and what
 * else Continue clears on the way (the address for the checkout's Change button).
 */
export interface LeaveRequest {
  target: LeaveTarget;
  onContinue?: () => void;
}

/** Asks the mounted guard; false when no guard watches yet, so the caller leaves on its own. */
export type AskToLeave = (request: LeaveRequest) => boolean;

export const AskToLeaveContext = createContext<AskToLeave | null>(null);

/**
 * Leaves the checkout through the leave guard's question (decision 0240): 'Are you sure you want to
 * leave?', and on Continue the same leave as a caught link (the unconfirmed order cancelled, basket
 * and checkout cleared) plus the request's own `onContinue`. With nothing to lose the guard goes
 * at once; with no guard mounted (outside the journey layout) it leaves as Continue would.
 */
export function useAskToLeave(): (request: LeaveRequest) => void {
  const ask = useContext(AskToLeaveContext);
  const { leave } = useLeaveCheckout();
  return useCallback(
    (request: LeaveRequest) => {
      if (ask?.(request)) return;
      request.onContinue?.();
      leave(request.target);
    },
    [ask, leave],
  );
}
