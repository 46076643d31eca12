'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownEndWords, countdownParts } from '@/components/ui/countdown';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * The ticking numbers. The first render uses the server's clock (`renderedAt`), so hydration
 * matches; then the browser's clock every second. Once the end passes the banner hides (§4).
 */
export function Countdown({
  endsAt,
  renderedAt,
  children,
}: {
  endsAt: string;
  renderedAt: number;
  children: ReactNode;
}) {
  const endsAtMs = Date.parse(endsAt);
  const [now, setNow] = useState(renderedAt);
  const parts = countdownParts(endsAtMs, now);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  if (parts.ended) return null;
  return (
    <section aria-label="Offer countdown" className="bg-brand-900 text-white" data-ends-at={endsAt}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-8 gap-y-3 px-4 py-4 sm:px-6">
        {children}
        {/* Read out once, not every second: the live numbers are hidden from screen readers. */}
        <p className="sr-only">Ends {countdownEndWords(endsAtMs)}</p>
        <ul aria-hidden="true" className="flex gap-3">
          {UNITS.map(([unit, label]) => (
            <li key={unit} className="flex min-w-14 flex-col items-center rounded-lg bg-white/10 px-2 py-1">
              <span className="text-2xl font-extrabold tabular-nums" data-unit={unit}>
                {parts[unit]}
              </span>
              <span className="text-xs uppercase tracking-wide">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
