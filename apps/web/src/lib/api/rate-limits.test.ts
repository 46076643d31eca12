import { describe, expect, it } from 'vitest';
import { createRateLimiters, NETWORK_MULTIPLIER, RATE_LIMIT_RULES } from './rate-limits';
import type { Visitor } from './visitor';

const visitor = (ip: string, id: string | null): Visitor => ({
  ip,
  id,
  key: id ?? 'issued',
  setCookie: null,
});
const rule = RATE_LIMIT_RULES.leadSubmit;
const networkBudget = rule.limit * NETWORK_MULTIPLIER;

function allowedOf(visitors: Visitor[]): number {
  const limiters = createRateLimiters();
  return visitors.filter((one) => limiters.check('leadSubmit', one, 1_000).allowed).length;
}

describe('rate limits count a network by its prefix, not its exact address (decision 0385)', () => {
  it('gives a whole IPv4 /24 one network budget, whatever its last byte and cookie', () => {
    const many = Array.from({ length: networkBudget * 3 }, (_, index) =>
      visitor(`203.0.113.${index % 256}`, `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
    );
    expect(allowedOf(many)).toBe(networkBudget);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 it carries', () => {
    const many = Array.from({ length: networkBudget * 2 }, (_, index) =>
      visitor(
        index % 2 === 0 ? `203.0.113.${index % 200}` : `::ffff:203.0.113.${index % 200}`,
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    );
    expect(allowedOf(many)).toBe(networkBudget);
  });

  it('gives a whole IPv6 /64 one network budget', () => {
    const many = Array.from({ length: networkBudget * 3 }, (_, index) =>
      visitor(
        `2001:db8:1:2::${index.toString(16)}`,
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    );
    expect(allowedOf(many)).toBe(networkBudget);
  });

  it('gives cookie-less requests from one IPv6 /64 one visitor budget, however they vary the address', () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      visitor(`2001:db8:1:2:${index.toString(16)}::1`, null),
    );
    expect(allowedOf(many)).toBe(rule.limit);
  });

  it('still gives different IPv4 addresses of one /24 their own cookie-less budget (an office)', () => {
    const many = Array.from({ length: 4 * rule.limit }, (_, index) =>
      visitor(`203.0.113.${index % 4}`, null),
    );
    expect(allowedOf(many)).toBe(4 * rule.limit);
  });

  it('keeps neighbouring networks apart', () => {
    const many = Array.from({ length: networkBudget * 2 }, (_, index) =>
      visitor(
        index % 2 === 0 ? '203.0.113.1' : '203.0.114.1',
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ),
    );
    expect(allowedOf(many)).toBe(networkBudget * 2);
  });
});
