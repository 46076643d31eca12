import { type RateLimitResult, SlidingWindowLimiter } from '@/lib/rate-limit';

const MINUTE = 60_000;

/**
 * Failed staff sign-ins (a wrong password, an unknown e-mail or a wrong code alike) counted per
 * account and network together, and per network (decision 0395). An attacker's failures lock that
 * e-mail out from the attacker's /24 or /64 only; the staff member signs in from their own network
 * as usual. A network trying many e-mails is stopped by its own budget. A refused attempt is not
 * counted, so waiting always helps. In memory for now, like the site's other limits, until they move
 * to a shared store.
 */
export const STAFF_SIGN_IN_RULES = {
  accountOnNetwork: { limit: 5, windowMs: 15 * MINUTE },
  network: { limit: 30, windowMs: 15 * MINUTE },
} as const;

export interface StaffSignInLimits {
  /** Whether this e-mail may try from this network now (nothing is recorded). */
  check(email: string, network: string, now: number): RateLimitResult;
  /** Counts one failure of this e-mail from this network. */
  recordFailure(email: string, network: string, now: number): void;
}

export function createStaffSignInLimits(): StaffSignInLimits {
  const accountOnNetwork = new SlidingWindowLimiter(STAFF_SIGN_IN_RULES.accountOnNetwork);
  const network = new SlidingWindowLimiter(STAFF_SIGN_IN_RULES.network);
  const pairKey = (email: string, net: string) => JSON.stringify([email, net]);
  return {
    check(email, net, now) {
      const results = [accountOnNetwork.peek(pairKey(email, net), now), network.peek(net, now)];
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return results[0]!;
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(...refused.map((r) => r.retryAfterMs)) };
    },
    recordFailure(email, net, now) {
      accountOnNetwork.hit(pairKey(email, net), now);
      network.hit(net, now);
    },
  };
}

// One set per server process; kept on globalThis so development reloads do not reset it.
const holder = globalThis as typeof globalThis & { __fibreStaffSignInLimits?: StaffSignInLimits };
export function staffSignInLimits(): StaffSignInLimits {
  holder.__fibreStaffSignInLimits ??= createStaffSignInLimits();
  return holder.__fibreStaffSignInLimits;
}
