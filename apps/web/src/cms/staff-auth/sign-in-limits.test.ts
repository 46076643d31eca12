import { describe, expect, it } from 'vitest';
import { createStaffSignInLimits, STAFF_SIGN_IN_RULES } from './sign-in-limits';

const STAFF = 'staff@heybroadband.example';
const ATTACKER = '198.51.100.0/24';
const OFFICE = '203.0.113.0/24';

describe('staff sign-in limits', () => {
  it('locks an e-mail out of the network that failed, and not out of the staff member’s own', () => {
    const limits = createStaffSignInLimits();
    for (let i = 0; i < STAFF_SIGN_IN_RULES.accountOnNetwork.limit; i++)
      limits.recordFailure(STAFF, ATTACKER, 0);
    expect(limits.check(STAFF, ATTACKER, 1).allowed).toBe(false);
    expect(limits.check(STAFF, OFFICE, 1).allowed).toBe(true);
    expect(limits.check('other@heybroadband.example', ATTACKER, 1).allowed).toBe(true);
  });

  it('lets the e-mail try again from that network once the window has passed', () => {
    const limits = createStaffSignInLimits();
    for (let i = 0; i < STAFF_SIGN_IN_RULES.accountOnNetwork.limit; i++)
      limits.recordFailure(STAFF, ATTACKER, 0);
    expect(limits.check(STAFF, ATTACKER, STAFF_SIGN_IN_RULES.accountOnNetwork.windowMs + 1).allowed).toBe(
      true,
    );
  });

  it('stops a network spraying many e-mails at its own budget', () => {
    const limits = createStaffSignInLimits();
    for (let i = 0; i < STAFF_SIGN_IN_RULES.network.limit; i++)
      limits.recordFailure(`guess${i}@example.com`, ATTACKER, 0);
    expect(limits.check('new@example.com', ATTACKER, 1).allowed).toBe(false);
    expect(limits.check(STAFF, OFFICE, 1).allowed).toBe(true);
  });
});
