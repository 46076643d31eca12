/** §9: the countdown ticks each second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  ended: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** §4: days, hours, minutes and seconds to the end, zero-padded to two digits; zeros once past. */
export function countdownParts(endsAtMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endsAtMs - nowMs) / 1000));
  return {
    days: pad(Math.floor(left / 86_400)),
    hours: pad(Math.floor((left % 86_400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
    ended: left === 0,
  };
}

/**
 * The end as screen readers hear it once ("Saturday, 5 December 2026 at 23:59", London time). One
 * formatter for every countdown and tick: `toLocaleString` with options builds a new
 * Intl.DateTimeFormat on each call, which cost the home page's server render about 0.3 ms per
 * countdown per request (decision 0635). The words are the same.
 */
const END_WORDS = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function countdownEndWords(endsAtMs: number): string {
  return END_WORDS.format(new Date(endsAtMs));
}
