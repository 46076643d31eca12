'use client';

import { type CheckoutTimerWarning, formatCountdown } from '@fibre/domain/checkout-timer';
import { useEffect, useId, useRef, useState } from 'react';
import { keepTabAmongButtons } from '@/components/ui/dialog-tab-trap';
import { buttonClass } from '@/components/ui/link-button';

/** The warning's words (decision 0460). */
export const TIMER_WARNING_TEXT = {
  title: 'Do you need more time?',
  extend: 'I need more time',
  close: 'Close',
} as const;

export interface TimerWarningProps {
  /** The warning due now (timerWarning), or null. */
  warning: CheckoutTimerWarning | null;
  /** In overtime the next expiry is the last: the basket is emptied then. */
  isOvertime: boolean;
  /** The minutes one press gives. */
  extensionMinutes: number;
  /** The minutes of overtime the first expiry gives. */
  overtimeMinutes: number;
  onExtend(): void;
}

function timesText(count: number): string {
  return count === 1 ? 'once more' : `${count} more times`;
}

/** What happens when the time runs out, and what a press gives: the dialog's description. */
export function timerWarningBody({
  warning,
  isOvertime,
  extensionMinutes,
  overtimeMinutes,
}: Omit<TimerWarningProps, 'onExtend' | 'warning'> & { warning: CheckoutTimerWarning }): string {
  const then = isOvertime
    ? 'When it does, we will empty your basket and cancel the order you started. The details you typed are kept.'
    : `When it does, you will have ${overtimeMinutes} more minutes, and then your basket will be emptied.`;
  const ask = warning.canExtend
    ? `Choose '${TIMER_WARNING_TEXT.extend}' for another ${extensionMinutes} minutes (you can ask ${timesText(warning.extensionsLeft)}).`
    : 'You have had all the extra time we can give: please finish your order now.';
  return `${then} ${ask}`;
}

/**
 * The warning before each expiry of the checkout timer (WCAG 2.2.1 'Extend', decision 0460): a
 * modal alert dialog on the native <dialog>, so screen readers announce its title and description
 * as it opens; focus starts on 'I need more time' (one press, Enter or Space, extends) or on Close
 * when no extension is left; Tab stays inside; Escape or Close dismisses it for this period only;
 * focus returns to what had it. The countdown inside is not a live region: it is not read each second.
 */
export function TimerWarning(props: TimerWarningProps) {
  const { warning, onExtend } = props;
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const open = warning !== null && dismissedFor !== warning.runsOutAt;
  const ref = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      firstRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  const dismiss = () => {
    if (warning) setDismissedFor(warning.runsOutAt);
  };

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="checkout-timer-warning"
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onKeyDown={keepTabAmongButtons}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-2xl backdrop:bg-slate-950/60"
    >
      {open && warning && (
        <>
          <h2 id={titleId} className="text-2xl font-bold text-brand-900">
            {TIMER_WARNING_TEXT.title}
          </h2>
          <div id={bodyId} className="mt-3 text-slate-700">
            <p>
              Your checkout will time out in{' '}
              {/* Not a second role="timer": the frame's countdown is the page's one timer. */}
              <span
                data-testid="checkout-timer-warning-countdown"
                className="font-mono font-bold text-brand-900"
              >
                {formatCountdown(warning.remaining)}
              </span>
              .
            </p>
            <p className="mt-2">{timerWarningBody({ ...props, warning })}</p>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {warning.canExtend && (
              <button ref={firstRef} type="button" onClick={onExtend} className={buttonClass('primary')}>
                {TIMER_WARNING_TEXT.extend}
              </button>
            )}
            <button
              ref={warning.canExtend ? undefined : firstRef}
              type="button"
              onClick={dismiss}
              className={buttonClass('outline')}
            >
              {TIMER_WARNING_TEXT.close}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
