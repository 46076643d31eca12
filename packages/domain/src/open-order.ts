import { TIMINGS_MS } from './timings';

/**
 * One open order per customer and address (decisions 0173, 0221, 0381). The rule exists so that one
 * person cannot order twice at one address: a second order by the same e-mail at the same uprn is
 * that person's own order in progress, and is resumed (or refused) rather than made again. An order
 * by someone else at an address with an order in progress goes ahead and is marked for the
 * provider's review: a stranger who knows a public uprn cannot stop the resident ordering online.
 *
 * An unconfirmed claim (pre-active or pre-ordered, never confirmed) holds only until the checkout's
 * end time, one hour after it was made (spec §4 'Checkout end time is set once, 1 hour ahead');
 * after that it has lapsed and counts for nothing. A confirmed order's claim does not lapse.
 */

/** The customer statuses of an order placed but not yet confirmed: such a claim can lapse. */
export const UNCONFIRMED_ORDER_STATUSES = ['PREACTIVE', 'PREORDER'] as const;

/** How long an unconfirmed claim holds its address: the checkout's end time. */
export const UNCONFIRMED_CLAIM_TTL_MS = TIMINGS_MS.timerTtl;

/** A claim on an address as the provider holds it: whose, since when, and its customer's status. */
export interface AddressClaim {
  /** The e-mail the order was placed with, as typed; compared without case or outer spaces. */
  email: string;
  /** When the claim was made (an ISO-8601 instant). */
  claimedAt: string;
  /** The customer's status now (PREACTIVE, PREORDER, ORDERED, ...). */
  status: string;
}

/** The key one customer's claim is held by at an address: the e-mail, trimmed and lower-cased. */
export function claimEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a claim still holds its address at `now`: confirmed, or unconfirmed within the hour. */
export function claimHolds(claim: AddressClaim, now: Date): boolean {
  if (!(UNCONFIRMED_ORDER_STATUSES as readonly string[]).includes(claim.status)) return true;
  const claimedAt = Date.parse(claim.claimedAt);
  // A claim whose time cannot be read is treated as current: never released by accident.
  if (Number.isNaN(claimedAt)) return true;
  // The end time itself is still within the checkout (decision 0221).
  return now.getTime() - claimedAt <= UNCONFIRMED_CLAIM_TTL_MS;
}

export type NewOrderDecision<Claim extends AddressClaim> =
  /** This e-mail already holds the address: the visitor's own order in progress, to be resumed. */
  | { outcome: 'own_order_exists'; claim: Claim; lapsed: Claim[] }
  /** The order goes ahead; `review` when someone else holds the address, `lapsed` are to be released. */
  | { outcome: 'accept'; review: boolean; heldBy: Claim[]; lapsed: Claim[] };

/**
 * What happens to a new order (a sign-up or pre-order) with `email` at an address holding `claims`.
 * Lapsed claims are released whoever made them; a current claim of the same e-mail refuses the new
 * order (it is the visitor's own); current claims of other e-mails only mark it for review.
 */
export function decideNewOrder<Claim extends AddressClaim>(
  claims: readonly Claim[],
  email: string,
  now: Date,
): NewOrderDecision<Claim> {
  const key = claimEmailKey(email);
  const lapsed = claims.filter((claim) => !claimHolds(claim, now));
  const current = claims.filter((claim) => claimHolds(claim, now));
  const own = current.find((claim) => claimEmailKey(claim.email) === key);
  if (own) return { outcome: 'own_order_exists', claim: own, lapsed };
  const heldBy = current.filter((claim) => claimEmailKey(claim.email) !== key);
  return { outcome: 'accept', review: heldBy.length > 0, heldBy, lapsed };
}

/** Why an order waits for the provider's review. */
export const ORDER_REVIEW_REASONS = {
  /** Someone else had an order in progress at the address when this one was placed. */
  addressHasOpenOrder: 'ADDRESS_HAS_OPEN_ORDER',
} as const;
export type OrderReviewReason = (typeof ORDER_REVIEW_REASONS)[keyof typeof ORDER_REVIEW_REASONS];
