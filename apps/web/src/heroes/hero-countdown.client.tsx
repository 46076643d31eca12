'use client';

import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownEndWords, countdownParts } from '@/components/ui/countdown';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * A countdown's ticking numbers (content-and-api.md §4 'Countdown'). The first render uses the
 * server's clock (`renderedAt`), so the server's HTML already holds the numbers and nothing moves on
 * hydration; then the browser's clock every second. Screen readers get the end once, as a date,
 * never a live region ticking every second. At the end it shows zeros, then hides.
 */
export function CountdownClock({
  endsAt,
  renderedAt,
  label,
  tone = 'dark',
}: {
  endsAt: string;
  renderedAt: number;
  label: string;
  tone?: 'dark' | 'light';
}) {
  const endsAtMs = Date.parse(endsAt);
  const [now, setNow] = useState(renderedAt);
  const parts = countdownParts(endsAtMs, now);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  // §4: the end callback hides the timer once it has shown zeros for a tick.
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!parts.ended) return;
    const timer = window.setTimeout(() => setEnded(true), COUNTDOWN_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [parts.ended]);

  if (ended) return null;
  const box = tone === 'dark' ? 'bg-white/10' : 'bg-white text-brand-900 shadow-sm';
  return (
    <div data-testid="countdown" data-ends-at={endsAt}>
      <p className="font-bold">
        {label}
        <span className="sr-only">. It ends on {countdownEndWords(endsAtMs)}.</span>
      </p>
      <ul aria-hidden="true" className="mt-2 flex gap-2">
        {UNITS.map(([unit, name]) => (
          <li key={unit} className={`flex min-w-14 flex-col items-center rounded-lg px-2 py-1 ${box}`}>
            <span className="text-2xl font-extrabold tabular-nums" data-unit={unit}>
              {parts[unit]}
            </span>
            <span className="text-xs uppercase tracking-wide">{name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
