import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitAll, SlidingWindowLimiter } from './rate-limit';

const MINUTE = 60_000;

describe('SlidingWindowLimiter', () => {
  it('allows exactly `limit` hits in the window, then refuses', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: MINUTE });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(limiter.hit('a', 10)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(limiter.hit('a', 20)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(limiter.hit('a', 30)).toEqual({ allowed: false, remaining: 0, retryAfterMs: MINUTE - 30 });
  });

  it('slides: a hit leaves the window exactly windowMs after it was made', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: MINUTE });
    limiter.hit('a', 0);
    limiter.hit('a', 1000);
    expect(limiter.hit('a', MINUTE - 1).allowed).toBe(false);
    expect(limiter.hit('a', MINUTE).allowed).toBe(true);
    expect(limiter.hit('a', MINUTE + 999).allowed).toBe(false);
    expect(limiter.hit('a', MINUTE + 1000).allowed).toBe(true);
  });

  it('does not count refused hits, so waiting always helps', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE });
    limiter.hit('a', 0);
    for (let t = 1; t < MINUTE; t += 5000) expect(limiter.hit('a', t).allowed).toBe(false);
    expect(limiter.hit('a', MINUTE).allowed).toBe(true);
  });

  it('keeps keys apart', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1).allowed).toBe(false);
  });

  it('peeks without recording', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE });
    expect(limiter.peek('a', 0)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(limiter.peek('a', 0).allowed).toBe(true);
    limiter.hit('a', 0);
    expect(limiter.peek('a', 10)).toEqual({ allowed: false, remaining: 0, retryAfterMs: MINUTE - 10 });
  });

  it('forgets the least recently used key past maxKeys', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE }, 2);
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('a', 1); // refused, but touches a
    limiter.hit('c', 2);
    expect(limiter.size).toBe(2);
    expect(limiter.hit('a', 3).allowed).toBe(false);
    expect(limiter.hit('b', 3).allowed).toBe(true);
  });

  it('rejects nonsense rules', () => {
    expect(() => new SlidingWindowLimiter({ limit: 0, windowMs: 1 })).toThrow(RangeError);
    expect(() => new SlidingWindowLimiter({ limit: 1.5, windowMs: 1 })).toThrow(RangeError);
    expect(() => new SlidingWindowLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });

  it('never allows more than `limit` hits in any window (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 60 }),
        (limit, gaps) => {
          const windowMs = 1000;
          const limiter = new SlidingWindowLimiter({ limit, windowMs });
          const allowed: number[] = [];
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            if (limiter.hit('k', now).allowed) allowed.push(now);
          }
          for (const start of allowed) {
            expect(allowed.filter((t) => t >= start && t < start + windowMs).length).toBeLessThanOrEqual(
              limit,
            );
          }
        },
      ),
    );
  });
});

describe('hitAll', () => {
  it('records the hit in every limiter when all allow it', () => {
    const visitor = new SlidingWindowLimiter({ limit: 2, windowMs: MINUTE });
    const network = new SlidingWindowLimiter({ limit: 5, windowMs: MINUTE });
    expect(
      hitAll(
        [
          { limiter: visitor, key: 'v' },
          { limiter: network, key: 'n' },
        ],
        0,
      ),
    ).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(network.peek('n', 0).remaining).toBe(3);
  });

  it('records nothing when one refuses, and reports the longest wait', () => {
    const visitor = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE });
    const network = new SlidingWindowLimiter({ limit: 5, windowMs: 2 * MINUTE });
    visitor.hit('v', 0);
    network.hit('n', 0);
    const result = hitAll(
      [
        { limiter: visitor, key: 'v' },
        { limiter: network, key: 'n' },
      ],
      10,
    );
    expect(result).toEqual({ allowed: false, remaining: 0, retryAfterMs: MINUTE - 10 });
    expect(network.peek('n', 10).remaining).toBe(3);
  });
});
