/**
 * When a failed webhook delivery (or event e-mail) is tried again, and when it is given up
 * (issue 23, decision 0641): exponential backoff from a base delay, doubled after each failure up to
 * a ceiling, with jitter so a receiver that was down is not hit by every delivery at once, for a
 * bounded time from the first attempt. Pure: the clock and the random number are arguments.
 */

export interface RetryPolicy {
  /** The wait after the first failure. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** No attempt starts later than this after the first one; then the delivery is given up. */
  giveUpAfterMs: number;
}

/** 30 s, 1 min, 2 min ... up to an hour between attempts, for a day: about 30 attempts. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** Each wait is between 80% and 120% of the exponential one: `random` is in [0, 1). */
const JITTER_SPREAD = 0.4;

/**
 * The wait after `failedAttempts` failures (1 or more): base × 2^(failures − 1), at most the
 * ceiling, spread by `random` (0.5, the default, is no spread).
 */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy, random = 0.5): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) {
    throw new RangeError('failedAttempts is a whole number of 1 or more');
  }
  // 2^30 is past any ceiling; a larger exponent would only overflow towards Infinity.
  const exponential = policy.baseDelayMs * 2 ** Math.min(failedAttempts - 1, 30);
  const capped = Math.min(exponential, policy.maxDelayMs);
  const factor = 1 - JITTER_SPREAD / 2 + JITTER_SPREAD * Math.min(Math.max(random, 0), 1);
  return Math.round(capped * factor);
}

export type NextAttempt = { kind: 'retry'; at: Date } | { kind: 'give_up' };

export interface NextAttemptInput {
  /** When the first attempt started (the deadline counts from it). */
  firstAttemptAt: Date;
  /** Failures so far, this one included. */
  failedAttempts: number;
  /** When this failure was seen. */
  now: Date;
  policy: RetryPolicy;
  random?: number;
}

/** After a failure: the time of the next attempt, or give up when it would start past the deadline. */
export function nextAttemptAfterFailure(input: NextAttemptInput): NextAttempt {
  const at = input.now.getTime() + retryDelayMs(input.failedAttempts, input.policy, input.random);
  const deadline = input.firstAttemptAt.getTime() + input.policy.giveUpAfterMs;
  return at > deadline ? { kind: 'give_up' } : { kind: 'retry', at: new Date(at) };
}

/** The waits, without jitter, of a delivery that always fails: what README and the tests show. */
export function retrySchedule(policy: RetryPolicy): number[] {
  if (!(policy.baseDelayMs > 0)) throw new RangeError('baseDelayMs is more than 0');
  const waits: number[] = [];
  let elapsed = 0;
  for (let failures = 1; ; failures += 1) {
    const wait = retryDelayMs(failures, policy);
    if (elapsed + wait > policy.giveUpAfterMs) return waits;
    waits.push(wait);
    elapsed += wait;
  }
}

/** A 2xx answer delivers; anything else (a redirect too: it is not followed) is a failure. */
export function isDeliveredStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}
