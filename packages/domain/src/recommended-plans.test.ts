import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo/products';
import { recommendedPlans } from './recommended-plans';

describe('recommendedPlans from the demo catalogue', () => {
  it('keeps staff’s order and prices each plan as listed, before any offer', () => {
    const plans = recommendedPlans(DEMO_PRODUCTS, [
      { productId: 1003, reason: 'Best for gamers' },
      { productId: 1002, reason: 'Best for families' },
      { productId: 1021, reason: 'No long contract' },
    ]);
    expect(plans.map((plan) => [plan.product.name, plan.reason, plan.price.monthlyText])).toEqual([
      // GIGAAUTO's £3 off depends on the address, so the card shows the plan's own £35.
      ['Fibre 900', 'Best for gamers', '£35'],
      ['Fibre 400', 'Best for families', '£30'],
      ['Fibre 150', 'No long contract', '£30'],
    ]);
    expect(plans.map((plan) => plan.contractText)).toEqual([
      '24-month contract',
      '24-month contract',
      '30-day rolling contract',
    ]);
    expect(plans[0]?.price.struckThroughText).toBeNull();
    expect(plans[2]?.price.adminFeeText).toBe('£50 admin fee');
    expect(plans[0]?.price.annualIncreaseText).toBe('£3');
  });

  it('shows business plans without VAT (Business 900: 48 × 0.83334 = £40)', () => {
    const [plan] = recommendedPlans(DEMO_PRODUCTS, [{ productId: 3003, reason: 'For busy offices' }]);
    expect(plan?.price.monthlyText).toBe('£40');
    expect(plan?.addressType).toBe('BUS');
    expect(plan?.vatSuffix).toBe(' ex VAT');
  });

  it('leaves out add-ons, plans not on the web, unknown ids and repeats', () => {
    const plans = recommendedPlans(DEMO_PRODUCTS, [
      { productId: 9001, reason: 'Home phone' },
      { productId: 1099, reason: 'Trial' },
      { productId: 424242, reason: 'Gone' },
      { productId: 2003, reason: 'Working from home' },
      { productId: 2003, reason: 'Again' },
    ]);
    expect(plans.map((plan) => [plan.product.id_product, plan.reason, plan.vatSuffix])).toEqual([
      [2003, 'Working from home', ''],
    ]);
  });
});
