'use client';

import { isGuardedPath, LEAVE_GUARD_TEXT } from '@fibre/domain/leave-guard';
import { usePathname } from 'next/navigation';
import { type MutableRefObject, useCallback, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import type { AskToLeave, LeaveRequest } from './ask-to-leave';
import { useLeaveCheckout } from './leave-checkout';
import { LeaveModal } from './leave-modal';
import { useAskHandler } from './use-ask-handler';
import { useGuardEntry } from './use-guard-entry';
import { useLeaveListeners } from './use-leave-listeners';

/**
 * The live half of the leave-checkout guard (LeaveGuard): the listeners for links, back and
 * forward and closing the tab, and the question. Its code is loaded after hydration (decision 0691).
 */
export default function LeaveGuardWatcher({ askRef }: { askRef: MutableRefObject<AskToLeave | null> }) {
  const pathname = usePathname();
  const journey = useJourney();
  const action = useLeaveCheckout();
  const [pending, setPending] = useState<LeaveRequest | null>(null);

  const hasJourney = journey.basket.basketItem !== null || journey.checkout.order !== null;
  const active = journey.hydrated && hasJourney && isGuardedPath(pathname);
  const activeRef = useRef(active);
  activeRef.current = active;
  const clearRef = useRef(journey.clearBasketAndCheckout);
  clearRef.current = journey.clearBasketAndCheckout;

  const { currentUrl, onGuardEntry } = useGuardEntry(active, pathname);
  useLeaveListeners({ action, activeRef, clearRef, currentUrl, onGuardEntry, setPending });
  useAskHandler(askRef, action, activeRef, setPending);

  const cancel = useCallback(() => setPending(null), []);
  const confirm = useCallback(() => {
    if (pending === null) return;
    setPending(null);
    pending.onContinue?.();
    action.leave(pending.target);
  }, [pending, action]);

  return (
    <LeaveModal
      open={pending !== null}
      title={LEAVE_GUARD_TEXT.title}
      body={LEAVE_GUARD_TEXT.body}
      cancelLabel={LEAVE_GUARD_TEXT.cancel}
      continueLabel={LEAVE_GUARD_TEXT.continue}
      onCancel={cancel}
      onContinue={confirm}
    />
  );
}
