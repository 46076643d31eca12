import { describe, expect, it } from 'vitest';
import { buildContractSummary } from './contract-summary';
import { DEMO_PRODUCTS } from './demo/products';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { type PlacedOrder, placedOrderFigures } from './placed-order-figures';
import { demoProduct, demoPromotion } from './test-support/builders';

const CATALOGUE = { products: DEMO_PRODUCTS, promotions: DEMO_PROMOTIONS };

/** Fibre 400 with Home Phone and WELCOME10, the visit booked for Thursday 26 November 2026. */
const ORDER: PlacedOrder = {
  code: 'FB23456789',
  placed_at: '2026-11-20T10:00:00.000Z',
  preorder: false,
  products: [1002, 9001],
  promotions: [2],
  installation: { day: '2026-11-26' },
  address: { address_type: 'RES' },
};

describe('placedOrderFigures', () => {
  it("are the review's figures: the contract summary of the same plan, extras, promotions and start", () => {
    const placed = placedOrderFigures(ORDER, CATALOGUE);
    if (!placed.ok) throw new Error('expected figures');
    expect(placed.plan.name).toBe('Fibre 400');
    expect(placed.addons.map((addon) => addon.name)).toEqual(['Home Phone']);
    expect(placed.promotions.map((promotion) => promotion.code)).toEqual(['WELCOME10']);
    expect(placed.start).toEqual({ kind: 'installation', day: { year: 2026, month: 11, day: 26 } });
    expect(placed.summary.price.monthlyText).toBe('£34.00');
    expect(placed.summary.price.totalText).toBe('£894.00');
    expect(placed.figures.total).toBe(89_400);
    expect(placed.summary).toEqual(
      buildContractSummary({
        plan: demoProduct(1002),
        addons: [demoProduct(9001)],
        promotions: [demoPromotion('WELCOME10')],
        start: placed.start,
        basis: 'including-vat',
        orderNumber: 'FB23456789',
      }),
    );
  });

  it('counts a promotion the order was placed with even if it has ended since', () => {
    const ended = DEMO_PROMOTIONS.map((promotion) => ({ ...promotion, valid: false }));
    const placed = placedOrderFigures(ORDER, { products: DEMO_PRODUCTS, promotions: ended });
    expect(placed.ok && placed.summary.price.monthlyText).toBe('£34.00');
  });

  it('starts month 1 at the earliest visit when none is booked, and at go-live for a pre-order', () => {
    const unbooked = placedOrderFigures({ ...ORDER, installation: null }, CATALOGUE);
    expect(unbooked.ok && unbooked.start.kind).toBe('earliest-installation');
    const preorder = placedOrderFigures({ ...ORDER, installation: null, preorder: true }, CATALOGUE, {
      isPreorder: true,
      ismdu: false,
      coverage: 'DESIGN',
      mdu_status: null,
    });
    expect(preorder.ok && preorder.start.kind).toBe('go-live-unknown');
    // The pre-order price of Fibre 400 (£27) less 10%, with Home Phone's £7.
    expect(preorder.ok && preorder.summary.price.monthlyText).toBe('£31.30');
  });

  it('states a business order without VAT', () => {
    const placed = placedOrderFigures(
      { ...ORDER, products: [3002], promotions: [], address: { address_type: 'BUS' } },
      CATALOGUE,
    );
    expect(placed.ok && placed.summary.basis).toBe('excluding-vat');
    expect(placed.ok && placed.summary.price.monthlyText).toBe('£35.00');
  });

  it('works out nothing rather than a wrong figure when a product or promotion is not known', () => {
    expect(placedOrderFigures({ ...ORDER, products: [4242] }, CATALOGUE)).toEqual({ ok: false });
    expect(placedOrderFigures({ ...ORDER, products: [1002, 4242] }, CATALOGUE)).toEqual({ ok: false });
    expect(placedOrderFigures({ ...ORDER, promotions: [2, 99] }, CATALOGUE)).toEqual({ ok: false });
    expect(placedOrderFigures({ ...ORDER, products: [] }, CATALOGUE)).toEqual({ ok: false });
  });
});
