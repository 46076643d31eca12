import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { SharedStore } from './shared-store/redis-client';

/**
 * One budget (`limit` hits per `windowMs`) per key, counted by rate-limiter-flexible (decision 0521,
 * in place of decision 0082's hand-written sliding window): in Redis when the site has a shared
 * store, so every process counts into the one budget, else in this process's memory (`npm start`).
 *
 * A key's window starts at its first hit and lasts `windowMs` (a fixed window, not a sliding one),
 * so up to twice the limit can pass across a window's end. A refused hit is counted, but never
 * moves the window's end, so waiting always helps. Time is the store's own clock (Redis's TTL, or
 * this process's), which every process shares; callers pass no clock.
 */
export interface RateLimitRule {
  limit: number;
  /** Whole seconds: Redis keeps the window as a key's TTL in seconds. */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the window after this one (0 when refused). */
  remaining: number;
  /** When refused: how long until the window ends. */
  retryAfterMs: number;
}

export class WindowLimiter {
  private readonly counter: RateLimiterAbstract;

  /**
   * `name` keeps this budget's keys apart from every other's in the store. With a shared store, a
   * Redis that does not answer within its timeout is replaced by an in-memory count of this process
   * (rate-limiter-flexible's insurance limiter): limits hold per process through an outage rather than
   * failing every request (decision 0520).
   */
  constructor(
    readonly rule: RateLimitRule,
    name: string,
    store: SharedStore | null = null,
  ) {
    if (!Number.isInteger(rule.limit) || rule.limit < 1)
      throw new RangeError('limit must be a positive integer');
    if (!(rule.windowMs >= 1000) || rule.windowMs % 1000 !== 0)
      throw new RangeError('windowMs must be a positive whole number of seconds');
    const options = { points: rule.limit, duration: rule.windowMs / 1000, keyPrefix: `rl:${name}` };
    this.counter = store
      ? new RateLimiterRedis({
          ...options,
          storeClient: store.redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** What a hit now would get, without recording it. */
  async peek(key: string): Promise<RateLimitResult> {
    const counted = await this.counter.get(key);
    // The memory store forgets a key by a timer, and answers for it until then: an ended window is none.
    const used = counted && counted.msBeforeNext > 0 ? counted.consumedPoints : 0;
    return used >= this.rule.limit
      ? { allowed: false, remaining: 0, retryAfterMs: windowLeft(counted, this.rule) }
      : { allowed: true, remaining: this.rule.limit - used - 1, retryAfterMs: 0 };
  }

  /** Counts a hit for the key, and says whether it was within the budget. */
  async hit(key: string): Promise<RateLimitResult> {
    try {
      const counted = await this.counter.consume(key);
      return { allowed: true, remaining: counted.remainingPoints, retryAfterMs: 0 };
    } catch (refusal) {
      // rate-limiter-flexible rejects with its result when the budget is spent, with an Error otherwise.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, remaining: 0, retryAfterMs: windowLeft(refusal, this.rule) };
    }
  }

  /** Takes back one hit counted by `hit` (a request another budget refused). */
  async unhit(key: string): Promise<void> {
    await this.counter.reward(key);
  }
}

/** The window's time left; a key just expired (or with no TTL) waits a whole window, to be safe. */
function windowLeft(counted: RateLimiterRes | null, rule: RateLimitRule): number {
  const left = counted?.msBeforeNext ?? -1;
  return left > 0 ? left : rule.windowMs;
}

/**
 * Counts a hit in several budgets at once (the visitor's own and their network's). When any
 * refuses, the hits the others counted are taken back, so one refusal does not eat into the other
 * budget. Each count is atomic in the store; only between a count and its take-back can a
 * concurrent request see the other budget one hit fuller than it ends up.
 */
export async function hitAll(
  checks: ReadonlyArray<{ limiter: WindowLimiter; key: string }>,
): Promise<RateLimitResult> {
  const results = await Promise.all(checks.map(({ limiter, key }) => limiter.hit(key)));
  const refusals = results.filter((result) => !result.allowed);
  if (refusals.length === 0) {
    return { allowed: true, remaining: Math.min(...results.map((r) => r.remaining)), retryAfterMs: 0 };
  }
  await Promise.all(
    checks.map(({ limiter, key }, index) => (results[index]!.allowed ? limiter.unhit(key) : undefined)),
  );
  return { allowed: false, remaining: 0, retryAfterMs: Math.max(...refusals.map((r) => r.retryAfterMs)) };
}
