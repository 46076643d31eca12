import { describe, expect, it } from 'vitest';
import { calculateMonthlyPaymentBodySchema, DUPLICATE_ID_MESSAGE } from './monthly-payment';

function issues(body: unknown) {
  const result = calculateMonthlyPaymentBodySchema.safeParse(body);
  return result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];
}

describe('calculateMonthlyPaymentBodySchema', () => {
  it('takes the spec example and defaults the promotions', () => {
    expect(calculateMonthlyPaymentBodySchema.parse({ products: [1002, 9001], promotions: [2] })).toEqual({
      products: [1002, 9001],
      promotions: [2],
    });
    expect(calculateMonthlyPaymentBodySchema.parse({ products: [1002] })).toEqual({
      products: [1002],
      promotions: [],
    });
  });

  it('refuses a product named twice, at each repeat (decision 0172)', () => {
    expect(issues({ products: [1002, 1002, 1002, 1002] })).toEqual([
      { path: 'products.1', message: DUPLICATE_ID_MESSAGE },
      { path: 'products.2', message: DUPLICATE_ID_MESSAGE },
      { path: 'products.3', message: DUPLICATE_ID_MESSAGE },
    ]);
    expect(issues({ products: [1002, 9001, 9001] })).toEqual([
      { path: 'products.2', message: DUPLICATE_ID_MESSAGE },
    ]);
  });

  it('refuses a promotion named twice', () => {
    expect(issues({ products: [1002], promotions: [2, 3, 2] })).toEqual([
      { path: 'promotions.2', message: DUPLICATE_ID_MESSAGE },
    ]);
  });

  it('still refuses an empty basket and more than 20 ids', () => {
    expect(issues({ products: [] })).toEqual([{ path: 'products', message: 'No products provided' }]);
    expect(
      calculateMonthlyPaymentBodySchema.safeParse({ products: Array.from({ length: 21 }, (_, i) => i + 1) })
        .success,
    ).toBe(false);
  });
});
