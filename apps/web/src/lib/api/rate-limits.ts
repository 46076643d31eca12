import { hitAll, type RateLimitResult, SlidingWindowLimiter } from '../rate-limit';
import { apiError } from './responses';
import type { Visitor } from './visitor';

const MINUTE = 60_000;

/**
 * Per-visitor budgets, far above normal use (a visitor types one or two postcodes and a code or
 * two), low enough that nobody walks the address database or guesses promo codes. The network
 * budget is ten times larger: offices and mobile networks put many people behind one address.
 */
export const RATE_LIMIT_RULES = {
  addressLookup: { limit: 30, windowMs: MINUTE },
  promoAttempt: { limit: 10, windowMs: 10 * MINUTE },
} as const;
export const NETWORK_MULTIPLIER = 10;

export type RateLimitedAction = keyof typeof RATE_LIMIT_RULES;

export interface RateLimiters {
  check(action: RateLimitedAction, visitor: Visitor, now: number): RateLimitResult;
}

export const RATE_LIMITED_MESSAGES: Record<RateLimitedAction, string> = {
  addressLookup: 'Too many address searches. Please wait a minute and try again.',
  promoAttempt: 'Too many promo code attempts. Please wait a few minutes and try again.',
};

export function createRateLimiters(): RateLimiters {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMIT_RULES).map(([action, rule]) => [
      action,
      {
        visitor: new SlidingWindowLimiter(rule),
        network: new SlidingWindowLimiter({
          limit: rule.limit * NETWORK_MULTIPLIER,
          windowMs: rule.windowMs,
        }),
      },
    ]),
  ) as Record<RateLimitedAction, { visitor: SlidingWindowLimiter; network: SlidingWindowLimiter }>;

  return {
    check(action, visitor, now) {
      const { visitor: own, network } = limiters[action];
      // A request without the id cookie (a first request, or a script dropping cookies) is counted
      // by its network address alone.
      const checks = [{ limiter: network, key: visitor.ip }];
      if (visitor.id) checks.push({ limiter: own, key: visitor.id });
      return hitAll(checks, now);
    },
  };
}

// One set per server process; kept on globalThis so development reloads do not reset it.
const holder = globalThis as typeof globalThis & { __fibreRateLimiters?: RateLimiters };
export function rateLimiters(): RateLimiters {
  holder.__fibreRateLimiters ??= createRateLimiters();
  return holder.__fibreRateLimiters;
}

export function rateLimited(action: RateLimitedAction, result: RateLimitResult): Response {
  return apiError('request.rate_limited', {
    message: RATE_LIMITED_MESSAGES[action],
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) },
  });
}
