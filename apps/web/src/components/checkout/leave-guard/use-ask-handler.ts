'use client';

import { type MutableRefObject, useEffect } from 'react';
import type { AskToLeave, LeaveRequest } from './ask-to-leave';
import type { LeaveCheckout } from './leave-checkout';

/**
 * The page's own leaving buttons (useAskToLeave): ask when there is something to lose, else go as
 * Continue would. Hands the question to the guard's askRef while mounted.
 */
export function useAskHandler(
  askRef: MutableRefObject<AskToLeave | null>,
  action: LeaveCheckout,
  activeRef: MutableRefObject<boolean>,
  setPending: (request: LeaveRequest) => void,
): void {
  useEffect(() => {
    askRef.current = (request) => {
      if (action.isLeaving()) return true;
      if (activeRef.current) {
        setPending(request);
      } else {
        request.onContinue?.();
        action.leave(request.target);
      }
      return true;
    };
    return () => {
      askRef.current = null;
    };
  }, [askRef, action, activeRef, setPending]);
}
