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
