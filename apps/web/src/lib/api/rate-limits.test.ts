import { describe, expect, it } from 'vitest';
import { openTestStore, testRedisUrl } from '../shared-store/shared-store.test-support';
import { createRateLimiters, NETWORK_MULTIPLIER, RATE_LIMIT_RULES, rateLimited } from './rate-limits';
import type { Visitor } from './visitor';

const visitor = (ip: string, id: string | null): Visitor => ({
  ip,
  id,
  key: id ?? 'issued',
  setCookie: null,
});
const rule = RATE_LIMIT_RULES.leadSubmit;
const networkBudget = rule.limit * NETWORK_MULTIPLIER;

async function allowedOf(visitors: Visitor[]): Promise<number> {
  const limiters = createRateLimiters();
  let allowed = 0;
  for (const one of visitors) if ((await limiters.check('leadSubmit', one)).allowed) allowed += 1;
  return allowed;
}

describe('rate limits count a network by its prefix, not its exact address (decision 0385)', () => {
  it('gives a whole IPv4 /24 one network budget, whatever its last byte and cookie', async () => {
    const many = Array.from({ length: networkBudget * 3 }, (_, index) =>
      visitor(`203.0.113.${index % 256}`, `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
    );
    expect(await allowedOf(many)).toBe(networkBudget);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 it carries', async () => {
    const many = Array.from({ length: networkBudget * 2 }, (_, index) =>
      visitor(
        index % 2 === 0 ? `203.0.113.${index % 200}` : `::ffff:203.0.113.${index % 200}`,
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    );
    expect(await allowedOf(many)).toBe(networkBudget);
  });

  it('gives a whole IPv6 /64 one network budget', async () => {
    const many = Array.from({ length: networkBudget * 3 }, (_, index) =>
      visitor(
        `2001:db8:1:2::${index.toString(16)}`,
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    );
    expect(await allowedOf(many)).toBe(networkBudget);
  });

  it('gives cookie-less requests from one IPv6 /64 one visitor budget, however they vary the address', async () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      visitor(`2001:db8:1:2:${index.toString(16)}::1`, null),
    );
    expect(await allowedOf(many)).toBe(rule.limit);
  });

  it('still gives different IPv4 addresses of one /24 their own cookie-less budget (an office)', async () => {
    const many = Array.from({ length: 4 * rule.limit }, (_, index) =>
      visitor(`203.0.113.${index % 4}`, null),
    );
    expect(await allowedOf(many)).toBe(4 * rule.limit);
  });

  it('keeps neighbouring networks apart', async () => {
    const many = Array.from({ length: networkBudget * 2 }, (_, index) =>
      visitor(
        index % 2 === 0 ? '203.0.113.1' : '203.0.114.1',
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    );
    expect(await allowedOf(many)).toBe(networkBudget * 2);
  });
});

describe.skipIf(!testRedisUrl)('rate limits across site processes sharing one Redis (decision 0521)', () => {
  const lookups = RATE_LIMIT_RULES.addressLookup.limit;
  const browser = visitor('198.51.100.7', '00000000-0000-4000-8000-000000000001');

  it(`holds one budget in total: ${lookups} lookups spread over two processes, then 429 from either`, async () => {
    // Two limiter sets with their own clients, as two `next start` processes have, on one Redis.
    const prefix = `test:two-sites-${Date.now()}:`;
    const siteA = createRateLimiters(openTestStore(prefix));
    const siteB = createRateLimiters(openTestStore(prefix));
    const answers = await Promise.all(
      Array.from({ length: lookups }, (_, index) =>
        (index % 2 === 0 ? siteA : siteB).check('addressLookup', browser),
      ),
    );
    expect(answers.every((answer) => answer.allowed)).toBe(true);
    for (const site of [siteA, siteB]) {
      const refused = await site.check('addressLookup', browser);
      expect(refused.allowed).toBe(false);
      const response = rateLimited('addressLookup', refused);
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ error: 'request.rate_limited' });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(55);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
  });

  it('shares a subject’s budget too: wrong resume codes counted on one process refuse on the other', async () => {
    const prefix = `test:two-sites-subject-${Date.now()}:`;
    const siteA = createRateLimiters(openTestStore(prefix));
    const siteB = createRateLimiters(openTestStore(prefix));
    for (let i = 0; i < RATE_LIMIT_RULES.resumeCodeGuess.limit; i++)
      await (i % 2 === 0 ? siteA : siteB).checkSubject('resumeCodeGuess', 'subject-1');
    expect((await siteB.checkSubject('resumeCodeGuess', 'subject-1', { record: false })).allowed).toBe(false);
    expect((await siteA.checkSubject('resumeCodeGuess', 'subject-2', { record: false })).allowed).toBe(true);
  });
});
