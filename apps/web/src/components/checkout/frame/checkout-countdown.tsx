import { formatCountdown, OVERTIME_MINUTES, sessionTimeoutMessage } from '@fibre/domain/checkout-timer';

export interface CheckoutCountdownProps {
  /** Milliseconds left; null shows nothing (no timer running). */
  remaining: number | null;
  isOvertime: boolean;
}

/** Whole minutes left, as the polite region says them ('3 minutes left'); seconds are not read. */
export function minutesLeftText(remaining: number): string {
  const minutes = Math.ceil(Math.max(0, remaining) / 60_000);
  return minutes === 1
    ? '1 minute left to complete your order'
    : `${minutes} minutes left to complete your order`;
}

/**
 * The checkout countdown (MM:SS). The ticking figure is a timer (not announced); a polite live
 * region says the whole minutes as they change and the session-timeout message once overtime starts,
 * so a screen reader is not interrupted every second.
 */
export function CheckoutCountdown({ remaining, isOvertime }: CheckoutCountdownProps) {
  const message = sessionTimeoutMessage(OVERTIME_MINUTES);
  // The countdown's line (the text-lg figure's 1.75rem) is kept before the timer's first tick, so
  // the step under it does not move down when it appears (layout shift, decision 0583).
  return (
    <div className="min-h-7 text-right">
      {remaining !== null && (
        <p className="text-sm text-slate-700">
          Time left to complete your order:{' '}
          <span
            role="timer"
            data-testid="checkout-countdown"
            className="font-mono text-lg font-bold text-brand-900"
          >
            {formatCountdown(remaining)}
          </span>
        </p>
      )}
      <div role="status" aria-live="polite" aria-atomic="true">
        {isOvertime && (
          <p className="mt-2 rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-left text-brand-900">
            {message}
          </p>
        )}
        {!isOvertime && remaining !== null && <span className="sr-only">{minutesLeftText(remaining)}</span>}
      </div>
    </div>
  );
}
