/**
 * A small in-memory sliding-window limiter: each key keeps the times of its recent hits, and a hit
 * is allowed while fewer than `limit` fall inside the last `windowMs`. One process only: with
 * several web instances the counts move to the database or Redis (decision 0082).
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the window after this one (0 when refused). */
  remaining: number;
  /** When refused: how long until the oldest hit leaves the window. */
  retryAfterMs: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly rule: RateLimitRule,
    /** Bounds memory: past this many keys the least recently used is forgotten. */
    private readonly maxKeys = 50_000,
  ) {
    if (!Number.isInteger(rule.limit) || rule.limit < 1)
      throw new RangeError('limit must be a positive integer');
    if (!(rule.windowMs > 0)) throw new RangeError('windowMs must be positive');
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => time > now - this.rule.windowMs);
  }

  /** What a hit now would get, without recording it. */
  peek(key: string, now: number): RateLimitResult {
    const recent = this.recent(key, now);
    return recent.length >= this.rule.limit
      ? { allowed: false, remaining: 0, retryAfterMs: recent[0]! + this.rule.windowMs - now }
      : { allowed: true, remaining: this.rule.limit - recent.length - 1, retryAfterMs: 0 };
  }

  /** Records a hit for the key if allowed. A refused hit is not recorded, so waiting always helps. */
  hit(key: string, now: number): RateLimitResult {
    const recent = this.recent(key, now);
    this.hits.delete(key);
    if (recent.length >= this.rule.limit) {
      this.hits.set(key, recent);
      return { allowed: false, remaining: 0, retryAfterMs: recent[0]! + this.rule.windowMs - now };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return { allowed: true, remaining: this.rule.limit - recent.length, retryAfterMs: 0 };
  }

  /** Number of keys held (for tests of the memory bound). */
  get size(): number {
    return this.hits.size;
  }
}

/**
 * Checks several limiters at once (the visitor's own and their network's) and records the hit only
 * when all allow it, so one refusal does not eat into the other budget.
 */
export function hitAll(
  checks: ReadonlyArray<{ limiter: SlidingWindowLimiter; key: string }>,
  now: number,
): RateLimitResult {
  const refusals = checks
    .map(({ limiter, key }) => limiter.peek(key, now))
    .filter((result) => !result.allowed);
  if (refusals.length > 0) {
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(...refusals.map((r) => r.retryAfterMs)) };
  }
  const results = checks.map(({ limiter, key }) => limiter.hit(key, now));
  return { allowed: true, remaining: Math.min(...results.map((r) => r.remaining)), retryAfterMs: 0 };
}
