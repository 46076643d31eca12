'use client';

import {
  type CheckoutStepId,
  checkoutSteps,
  isPreorderAction,
  missingStepBefore,
  progressFill,
} from '@fibre/domain/checkout-state';
import { DEFAULT_CHECKOUT_TIMER_SETTINGS } from '@fibre/domain/checkout-timer';
import { isOrderableNow } from '@fibre/domain/order-address';
import { plansPath } from '@fibre/domain/site-paths';
import { useRouter } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { trackBasketEvent } from '@/components/basket/basket-events';
import { useJourney } from '@/state/journey-store';
import { leaveCount, useLeaveCheckout } from '../leave-guard/leave-checkout';
import { CheckoutCountdown } from './checkout-countdown';
import {
  CheckoutFooterBar,
  type CheckoutPrimaryAction,
  type CheckoutSecondaryLink,
  type CheckoutTertiaryLink,
} from './checkout-footer-bar';
import { useCheckoutProducts } from './checkout-products';
import { CheckoutProgress } from './checkout-progress';
import { useCheckoutTimer } from './use-checkout-timer';

// The read-only basket shows only once the catalogue has been read after hydration (it is never in
// the server's HTML), so its code loads then too, not with the step (decision 0605). The load starts
// when the frame mounts, beside the catalogue's read.
const loadMiniBasket = () => import('@/components/basket/mini-basket');
const MiniBasket = lazy(() => loadMiniBasket().then((module) => ({ default: module.MiniBasket })));

// The warning shows minutes into a checkout, if ever: its dialog's code loads after the first draw,
// is ready long before the first warning is due, and mounts once one is (decision 0692).
const loadTimerWarning = () => import('./timer-warning');
const TimerWarning = lazy(() => loadTimerWarning().then((module) => ({ default: module.TimerWarning })));

export type { CheckoutPrimaryAction, CheckoutSecondaryLink, CheckoutTertiaryLink };

export interface CheckoutFrameProps {
  step: CheckoutStepId;
  primary: CheckoutPrimaryAction;
  secondary?: CheckoutSecondaryLink;
  tertiary?: CheckoutTertiaryLink;
  children: ReactNode;
}

/**
 * The frame of each checkout step (decision 0200, content-and-api.md §4): the progress bar, the
 * countdown with the session-timeout message, the step's content with the static basket beside it
 * from 768 px, and the footer bar with the primary button, the secondary and tertiary links and, under 768 px,
 * the summary overlay. It starts the timer on /checkout and sends a step opened too early to the
 * first step still missing (the plans page when there is neither basket nor order).
 */
export function CheckoutFrame({ step, primary, secondary, tertiary, children }: CheckoutFrameProps) {
  const journey = useJourney();
  const router = useRouter();
  const products = useCheckoutProducts();
  const { isLeaving } = useLeaveCheckout();
  const { hydrated, checkout, basket, address } = journey;
  const timer = useCheckoutTimer(step);
  const [summaryOpen, setSummaryOpen] = useState(false);

  // Before an order exists, an address we cannot serve yet means a pre-order (order-address.ts).
  const preorder = checkout.order
    ? isPreorderAction(checkout.order.action)
    : address.addressItem !== null && !isOrderableNow(address.addressItem);
  const steps = checkoutSteps(preorder);
  const activeIndex = Math.max(
    0,
    steps.findIndex((candidate) => candidate.id === step),
  );

  const emptyBasket = basket.basketItem === null && checkout.order === null;
  const missing = hydrated ? missingStepBefore(checkout, step) : null;
  const redirectTo = !hydrated
    ? null
    : emptyBasket
      ? plansPath(address.addressType)
      : missing
        ? (steps.find((candidate) => candidate.id === missing)?.path ?? null)
        : null;
  // A frame being left (Continue, or the timer's end) sees the basket emptied: it sends nowhere.
  const leavesAtMount = useRef(leaveCount());
  useEffect(() => {
    if (redirectTo === null || isLeaving() || leaveCount() !== leavesAtMount.current) return;
    router.replace(redirectTo);
  }, [redirectTo, router, isLeaving]);

  const changeSummary = useCallback(
    (open: boolean) => {
      setSummaryOpen(open);
      if (open && products) void trackBasketEvent('view_cart', basket, products, journey.address);
    },
    [basket, products, journey.address],
  );

  useEffect(() => {
    void loadMiniBasket();
    void loadTimerWarning();
  }, []);
  // Once shown, the warning stays mounted so that closing it returns focus where it was.
  const [warned, setWarned] = useState(false);
  if (timer.warning !== null && !warned) setWarned(true);

  const summary = products ? (
    <Suspense fallback={null}>
      <MiniBasket products={products} readOnly />
    </Suspense>
  ) : null;
  return (
    <div data-checkout-step={step}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <CheckoutProgress
          steps={steps}
          activeIndex={activeIndex}
          fill={progressFill(steps.length, activeIndex)}
        />
        <div className="shrink-0">
          <CheckoutCountdown remaining={timer.remaining} isOvertime={timer.isOvertime} />
          {warned && (
            <Suspense fallback={null}>
              <TimerWarning
                warning={timer.warning}
                isOvertime={timer.isOvertime}
                extensionMinutes={DEFAULT_CHECKOUT_TIMER_SETTINGS.extensionMs / 60_000}
                overtimeMinutes={DEFAULT_CHECKOUT_TIMER_SETTINGS.overtimeMs / 60_000}
                onExtend={timer.extend}
              />
            </Suspense>
          )}
        </div>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_20rem] lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0">{children}</div>
        {summary !== null && !summaryOpen && <div className="hidden md:block">{summary}</div>}
      </div>
      <CheckoutFooterBar
        primary={primary}
        secondary={secondary}
        tertiary={tertiary}
        summary={summary}
        summaryOpen={summaryOpen}
        onSummaryOpenChange={changeSummary}
      />
    </div>
  );
}
