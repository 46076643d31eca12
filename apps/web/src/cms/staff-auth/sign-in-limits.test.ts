import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  freshStore,
  openTestStore,
  storeKinds,
  testRedisUrl,
} from '@/lib/shared-store/shared-store.test-support';
import { createStaffSignInLimits, STAFF_SIGN_IN_RULES } from './sign-in-limits';

const STAFF = 'staff@heybroadband.example';
const ATTACKER = '198.51.100.0/24';
const OFFICE = '203.0.113.0/24';

async function fail(limits: ReturnType<typeof createStaffSignInLimits>, times: number) {
  for (let i = 0; i < times; i++) await limits.recordFailure(STAFF, ATTACKER);
}

describe.each(storeKinds())('staff sign-in limits on %s', (kind) => {
  it('locks an e-mail out of the network that failed, and not out of the staff member’s own', async () => {
    const limits = createStaffSignInLimits(freshStore(kind));
    await fail(limits, STAFF_SIGN_IN_RULES.accountOnNetwork.limit);
    expect((await limits.check(STAFF, ATTACKER)).allowed).toBe(false);
    expect((await limits.check(STAFF, OFFICE)).allowed).toBe(true);
    expect((await limits.check('other@heybroadband.example', ATTACKER)).allowed).toBe(true);
  });

  it('stops a network spraying many e-mails at its own budget', async () => {
    const limits = createStaffSignInLimits(freshStore(kind));
    for (let i = 0; i < STAFF_SIGN_IN_RULES.network.limit; i++)
      await limits.recordFailure(`guess${i}@example.com`, ATTACKER);
    expect((await limits.check('new@example.com', ATTACKER)).allowed).toBe(false);
    expect((await limits.check(STAFF, OFFICE)).allowed).toBe(true);
  });
});

describe('staff sign-in limits in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the e-mail try again from that network once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limits = createStaffSignInLimits();
    await fail(limits, STAFF_SIGN_IN_RULES.accountOnNetwork.limit);
    const refused = await limits.check(STAFF, ATTACKER);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(STAFF_SIGN_IN_RULES.accountOnNetwork.windowMs);
    vi.setSystemTime(Date.now() + STAFF_SIGN_IN_RULES.accountOnNetwork.windowMs - 1);
    expect((await limits.check(STAFF, ATTACKER)).allowed).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect((await limits.check(STAFF, ATTACKER)).allowed).toBe(true);
  });
});

describe.skipIf(!testRedisUrl)('staff sign-in limits across site processes (decision 0521)', () => {
  it('counts failures on one process against the sign-ins of another', async () => {
    const prefix = `test:staff-limits-${Date.now()}:`;
    const siteA = createStaffSignInLimits(openTestStore(prefix));
    const siteB = createStaffSignInLimits(openTestStore(prefix));
    for (let i = 0; i < STAFF_SIGN_IN_RULES.accountOnNetwork.limit; i++)
      await (i % 2 === 0 ? siteA : siteB).recordFailure(STAFF, ATTACKER);
    expect((await siteA.check(STAFF, ATTACKER)).allowed).toBe(false);
    expect((await siteB.check(STAFF, ATTACKER)).allowed).toBe(false);
    expect((await siteB.check(STAFF, OFFICE)).allowed).toBe(true);
  });
});
