import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASKET_PLAN_COOKIE,
  basketPlanCookie,
  basketPlanCookieValue,
  readBasketPlanCookie,
} from './basket-plan-cookie';

describe('the basket plan cookie', () => {
  it('names the plan then its add-ons, and nothing for an empty basket', () => {
    expect(basketPlanCookieValue({ basketItem: 1002, addons: [2001, 2003] })).toBe('1002-2001-2003');
    expect(basketPlanCookieValue({ basketItem: 1002, addons: [] })).toBe('1002');
    expect(basketPlanCookieValue({ basketItem: null, addons: [] })).toBeNull();
  });

  it('lives as long as the basket (one hour) at the site root, and is cleared with the basket', () => {
    expect(basketPlanCookie({ basketItem: 1002, addons: [2001] }, { secure: true })).toBe(
      `${BASKET_PLAN_COOKIE}=1002-2001; Path=/; Max-Age=3600; SameSite=Lax; Secure`,
    );
    expect(basketPlanCookie({ basketItem: null, addons: [] }, { secure: false })).toBe(
      `${BASKET_PLAN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.array(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 20 }),
        (planId, addons) => {
          const value = basketPlanCookieValue({ basketItem: planId, addons });
          expect(readBasketPlanCookie(value)).toEqual({ planId, addons });
        },
      ),
    );
  });

  it.each([
    undefined,
    '',
    'abc',
    '1002-',
    '-1002',
    '0',
    '1002-0',
    '1002--2001',
    '1002 2001',
    '1234567890',
    `1002${'-2001'.repeat(21)}`,
  ])('refuses %j', (value) => {
    expect(readBasketPlanCookie(value)).toBeNull();
  });
});
