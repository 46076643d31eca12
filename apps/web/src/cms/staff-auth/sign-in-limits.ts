import { type RateLimitResult, WindowLimiter } from '@/lib/rate-limit';
import { type SharedStore, sharedStore } from '@/lib/shared-store/redis-client';

const MINUTE = 60_000;

/**
 * Failed staff sign-ins (a wrong password, an unknown e-mail or a wrong code alike) counted per
 * account and network together, and per network (decision 0395). An attacker's failures lock that
 * e-mail out from the attacker's /24 or /64 only; the staff member signs in from their own network
 * as usual. A network trying many e-mails is stopped by its own budget. A refused attempt is not
 * counted, so waiting always helps. In the shared store when the site has one, so the budgets hold
 * across all its processes (decision 0521); in memory otherwise.
 */
export const STAFF_SIGN_IN_RULES = {
  accountOnNetwork: { limit: 5, windowMs: 15 * MINUTE },
  network: { limit: 30, windowMs: 15 * MINUTE },
} as const;

export interface StaffSignInLimits {
  /** Whether this e-mail may try from this network now (nothing is recorded). */
  check(email: string, network: string): Promise<RateLimitResult>;
  /** Counts one failure of this e-mail from this network. */
  recordFailure(email: string, network: string): Promise<void>;
}

export function createStaffSignInLimits(store: SharedStore | null = null): StaffSignInLimits {
  const accountOnNetwork = new WindowLimiter(
    STAFF_SIGN_IN_RULES.accountOnNetwork,
    'staff-sign-in:account-on-network',
    store,
  );
  const network = new WindowLimiter(STAFF_SIGN_IN_RULES.network, 'staff-sign-in:network', store);
  const pairKey = (email: string, net: string) => JSON.stringify([email, net]);
  return {
    async check(email, net) {
      const results = await Promise.all([accountOnNetwork.peek(pairKey(email, net)), network.peek(net)]);
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return results[0]!;
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(...refused.map((r) => r.retryAfterMs)) };
    },
    async recordFailure(email, net) {
      await Promise.all([accountOnNetwork.hit(pairKey(email, net)), network.hit(net)]);
    },
  };
}

// One set per server process, on its shared store when it has one; kept on globalThis so
// development reloads do not reset it.
const holder = globalThis as typeof globalThis & { __fibreStaffSignInLimits?: StaffSignInLimits };
export function staffSignInLimits(): StaffSignInLimits {
  holder.__fibreStaffSignInLimits ??= createStaffSignInLimits(sharedStore());
  return holder.__fibreStaffSignInLimits;
}
