import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddressClaim,
  claimEmailKey,
  claimHolds,
  decideNewOrder,
  UNCONFIRMED_CLAIM_TTL_MS,
} from './open-order';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const claim = (email: string, minutes: number, status = 'PREACTIVE'): AddressClaim => ({
  email,
  claimedAt: minutesAgo(minutes),
  status,
});

describe('claimHolds', () => {
  it('holds an unconfirmed claim until the checkout end time, one hour, and not after', () => {
    expect(UNCONFIRMED_CLAIM_TTL_MS).toBe(60 * 60_000);
    expect(claimHolds(claim('a@example.com', 59), NOW)).toBe(true);
    expect(claimHolds(claim('a@example.com', 60), NOW)).toBe(true);
    expect(claimHolds(claim('a@example.com', 60 + 1 / 60_000), NOW)).toBe(false);
    expect(claimHolds(claim('a@example.com', 61, 'PREORDER'), NOW)).toBe(false);
  });

  it('never lets a confirmed order lapse', () => {
    expect(claimHolds(claim('a@example.com', 60 * 24 * 30, 'ORDERED'), NOW)).toBe(true);
  });

  it('treats a claim whose time cannot be read as current', () => {
    expect(claimHolds({ email: 'a@example.com', claimedAt: 'not a time', status: 'PREACTIVE' }, NOW)).toBe(
      true,
    );
  });
});

describe('decideNewOrder', () => {
  it('lets the resident order at an address a stranger claimed, marked for review (decision 0381)', () => {
    const stranger = claim('attacker@example.net', 5);
    expect(decideNewOrder([stranger], 'resident@example.com', NOW)).toEqual({
      outcome: 'accept',
      review: true,
      heldBy: [stranger],
      lapsed: [],
    });
  });

  it("releases a stranger's lapsed claim and lets the order go ahead without review", () => {
    const stale = claim('attacker@example.net', 61);
    expect(decideNewOrder([stale], 'resident@example.com', NOW)).toEqual({
      outcome: 'accept',
      review: false,
      heldBy: [],
      lapsed: [stale],
    });
  });

  it("refuses the same e-mail's second order while its first is current, whatever the case and spaces", () => {
    const own = claim('Resident@Example.com', 10);
    expect(decideNewOrder([own], '  resident@example.COM ', NOW)).toEqual({
      outcome: 'own_order_exists',
      claim: own,
      lapsed: [],
    });
    const confirmed = claim('resident@example.com', 60 * 24, 'ORDERED');
    expect(decideNewOrder([confirmed], 'resident@example.com', NOW).outcome).toBe('own_order_exists');
  });

  it("lets the same e-mail order afresh once its unconfirmed order's checkout has ended", () => {
    const own = claim('resident@example.com', 90);
    expect(decideNewOrder([own], 'resident@example.com', NOW)).toMatchObject({
      outcome: 'accept',
      review: false,
      lapsed: [own],
    });
  });

  it('accepts without review at an address with no claim', () => {
    expect(decideNewOrder([], 'resident@example.com', NOW)).toEqual({
      outcome: 'accept',
      review: false,
      heldBy: [],
      lapsed: [],
    });
  });

  it('never refuses an e-mail that holds no current claim, however many others do (property)', () => {
    const claims = fc.array(
      fc.record({
        email: fc.emailAddress(),
        claimedAt: fc.integer({ min: 0, max: 3 * 60 }).map(minutesAgo),
        status: fc.constantFrom('PREACTIVE', 'PREORDER', 'ORDERED'),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(claims, fc.emailAddress(), (held, email) => {
        const decision = decideNewOrder(held, email, NOW);
        const ownCurrent = held.some(
          (each) => claimEmailKey(each.email) === claimEmailKey(email) && claimHolds(each, NOW),
        );
        expect(decision.outcome === 'own_order_exists').toBe(ownCurrent);
        if (decision.outcome === 'accept') {
          expect(decision.review).toBe(held.some((each) => claimHolds(each, NOW)));
        }
        expect(decision.lapsed).toEqual(held.filter((each) => !claimHolds(each, NOW)));
      }),
    );
  });
});
