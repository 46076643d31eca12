import { RATE_LIMITED_MESSAGES } from '@fibre/domain/messages';
import { hitAll, type RateLimitResult, WindowLimiter } from '../rate-limit';
import { type SharedStore, sharedStore } from '../shared-store/redis-client';
import { hostKey, networkKey } from './network-key';
import { apiError } from './responses';
import type { Visitor } from './visitor';

const MINUTE = 60_000;

/**
 * Per-visitor budgets, far above normal use (a visitor types one or two postcodes and a code or
 * two), low enough that nobody walks the address database or guesses promo codes. The network
 * budget is ten times larger: offices and mobile networks put many people behind one address.
 * Marking a uprn checked is a write: one per address chosen, so the lookups' budget is ample.
 */
export const RATE_LIMIT_RULES = {
  addressLookup: { limit: 30, windowMs: MINUTE },
  promoAttempt: { limit: 10, windowMs: 10 * MINUTE },
  uprnChecked: { limit: 30, windowMs: MINUTE },
  // The later checkout steps (decision 0250): reading slots, the order and its summary; and the
  // writes (booking, direct debit, confirming), a handful per order, retries included.
  checkoutStepRead: { limit: 60, windowMs: MINUTE },
  checkoutStepWrite: { limit: 20, windowMs: 10 * MINUTE },
  // Leaving the checkout or running out of time cancels at most the one open order (decision 0240).
  cancelOrder: { limit: 10, windowMs: 10 * MINUTE },
  // The forms: registering interest, a prospect or a call-back, and an outage notice
  // are a person typing a form, a few a visit; a charity vote is one per visit (the browser
  // remembers it for 7 days), a few allowed for a shared browser; bot-check tokens are one per submit.
  leadSubmit: { limit: 5, windowMs: 10 * MINUTE },
  outageRegistration: { limit: 5, windowMs: 10 * MINUTE },
  donationVote: { limit: 3, windowMs: 60 * MINUTE },
  botCheckVerify: { limit: 10, windowMs: 10 * MINUTE },
  // Resuming an open order with an e-mailed code (decision 0380), counted per address and e-mail
  // whoever asks (`checkSubject`): codes sent to one inbox, and wrong codes tried, so guessing the
  // 6 digits stays bounded however many visitors or networks try.
  resumeCodeSend: { limit: 5, windowMs: 15 * MINUTE },
  resumeCodeGuess: { limit: 5, windowMs: 15 * MINUTE },
  // Codes asked for one e-mail address whatever the uprn (decision 0382): varying the uprn, any 1 to
  // 12 digits, no longer buys a new budget, so one inbox gets at most 5 code e-mails in 15 minutes.
  resumeCodeInbox: { limit: 5, windowMs: 15 * MINUTE },
  // Find my order (decision 0650), per visitor: asking for a code, asking again, typing it, a few
  // times a visit. The codes sent and guessed are also counted per order and e-mail and per inbox.
  orderLookup: { limit: 20, windowMs: 10 * MINUTE },
  // Changing a placed order on its page (decisions 0660-0663): moving the visit, cancelling, a new
  // phone or e-mail, with a retry or two each; the e-mail codes are also counted per inbox and order.
  orderChange: { limit: 20, windowMs: 10 * MINUTE },
  // The call-back form's current-provider list (decision 0711): once per page opened, and each
  // ask is a provider API call, so a script cannot use the route to load the provider API.
  providerList: { limit: 30, windowMs: MINUTE },
} as const;
export const NETWORK_MULTIPLIER = 10;

export type RateLimitedAction = keyof typeof RATE_LIMIT_RULES;

export interface RateLimiters {
  check(action: RateLimitedAction, visitor: Visitor): Promise<RateLimitResult>;
  /**
   * A budget of one subject (an address and e-mail, not a visitor), the same for everybody:
   * `record: false` only looks, so a route can refuse before trying and count only failures.
   */
  checkSubject(
    action: RateLimitedAction,
    subject: string,
    options?: { record?: boolean },
  ): Promise<RateLimitResult>;
}

// The words are the domain's, so the browser's fallback is the same text (decision 0144).
export { RATE_LIMITED_MESSAGES };

interface ActionLimiters {
  visitor: WindowLimiter;
  /** Requests without the id cookie, by address: one visitor's budget for all of them. */
  cookieless: WindowLimiter;
  network: WindowLimiter;
  subject: WindowLimiter;
}

/**
 * Every budget of the same-site routes, in the shared store when there is one (every process then
 * counts into the same budget, decision 0521), else in this process's memory.
 */
export function createRateLimiters(store: SharedStore | null = null): RateLimiters {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMIT_RULES).map(([action, rule]) => [
      action,
      {
        visitor: new WindowLimiter(rule, `${action}:visitor`, store),
        cookieless: new WindowLimiter(rule, `${action}:cookieless`, store),
        network: new WindowLimiter(
          { limit: rule.limit * NETWORK_MULTIPLIER, windowMs: rule.windowMs },
          `${action}:network`,
          store,
        ),
        subject: new WindowLimiter(rule, `${action}:subject`, store),
      },
    ]),
  ) as Record<RateLimitedAction, ActionLimiters>;

  return {
    check(action, visitor) {
      const { visitor: own, cookieless, network } = limiters[action];
      // Every request counts towards its address's network budget. With the id cookie it also
      // counts towards that browser's budget; without it (a first request, or a script dropping
      // cookies; decision 0182) towards the budget all cookie-less requests from the address
      // share, which is one visitor's, so dropping the cookie buys nothing. A network is its /24 or
      // /64 and a cookie-less IPv6 machine its /64 (network-key.ts, decision 0385), so varying
      // the address's last bits buys no fresh budget.
      const checks = [
        { limiter: network, key: networkKey(visitor.ip) },
        visitor.id ? { limiter: own, key: visitor.id } : { limiter: cookieless, key: hostKey(visitor.ip) },
      ];
      return hitAll(checks);
    },
    checkSubject(action, subject, options = {}) {
      const { subject: limiter } = limiters[action];
      return options.record === false ? limiter.peek(subject) : limiter.hit(subject);
    },
  };
}

// One set per server process, on the process's shared store (or in memory without one); kept on
// globalThis so development reloads do not reset it.
const holder = globalThis as typeof globalThis & { __fibreRateLimiters?: RateLimiters };
export function rateLimiters(): RateLimiters {
  holder.__fibreRateLimiters ??= createRateLimiters(sharedStore());
  return holder.__fibreRateLimiters;
}

export function rateLimited(action: RateLimitedAction, result: RateLimitResult): Response {
  return apiError('request.rate_limited', {
    message: RATE_LIMITED_MESSAGES[action],
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) },
  });
}
