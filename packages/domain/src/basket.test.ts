import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketReducer } from './basket';
import { type BasketAction, type BasketContext, type BasketState, initialBasketState } from './basket-state';
import { COVERAGE_STATUSES } from './constants';
import { DEMO_PRODUCTS } from './demo/products';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { isPromotionValidForCoverage, isSamePromotion, promotionAppliesToProduct } from './promotions';
import type { Product } from './schemas/product';
import { demoProduct, demoPromotion } from './test-support/builders';

const GIGAAUTO = demoPromotion('GIGAAUTO');
const WELCOME10 = demoPromotion('WELCOME10');
const BUILD20 = demoPromotion('BUILD20');
const FREE3 = demoPromotion('FREE3');

/** The page's knowledge at an address of this coverage (1 Fibre Street is PASSSERV). */
function at(coverage: string | null, extra: Partial<BasketContext> = {}): BasketContext {
  return { products: DEMO_PRODUCTS, promotions: DEMO_PROMOTIONS, coverage, addressType: 'RES', ...extra };
}
const FIBRE_STREET = at('PASSSERV');

function run(actions: readonly BasketAction[], state: BasketState = initialBasketState): BasketState {
  return actions.reduce(basketReducer, state);
}
const select = (
  productId: number,
  context = FIBRE_STREET,
  homePhoneAddonId: number | null = null,
): BasketAction => ({
  type: 'selectPackage',
  productId,
  homePhoneAddonId,
  context,
});

describe('initialBasketState', () => {
  it('is an empty basket', () => {
    expect(initialBasketState).toEqual({
      basketItem: null,
      selectedItem: null,
      monthlyPriceCalculated: null,
      originalPrice: null,
      addons: [],
      bundle: false,
      bundleId: null,
      promoCodes: [],
      ots_rcpid: null,
    });
  });
});

describe('selectPackage', () => {
  it('Fibre 900 at 1 Fibre Street: GIGAAUTO applied, £32 with £35 struck through', () => {
    expect(run([select(1003)])).toEqual({
      ...initialBasketState,
      basketItem: 1003,
      selectedItem: 1003,
      promoCodes: [GIGAAUTO],
      originalPrice: 3500,
      monthlyPriceCalculated: 3200,
    });
  });

  it('GIGAAUTO also at CUSTOMER coverage, not at DESIGN', () => {
    expect(run([select(1003, at('CUSTOMER'))]).promoCodes).toEqual([GIGAAUTO]);
    const design = run([select(1003, at('DESIGN'))]);
    expect(design.promoCodes).toEqual([]);
    expect(design.monthlyPriceCalculated).toBe(3500);
  });

  it('resets add-ons and clears the bundle', () => {
    const before = { ...initialBasketState, addons: [9004, 9002], bundle: true, bundleId: 'gigaplus' };
    const after = run([select(1002)], before);
    expect(after.addons).toEqual([]);
    expect(after.bundle).toBe(false);
    expect(after.bundleId).toBeNull();
  });

  it('resets add-ons to the home-phone add-on when the home-phone option is on', () => {
    expect(run([select(1002, FIBRE_STREET, 9001)], { ...initialBasketState, addons: [9004] }).addons).toEqual(
      [9001],
    );
  });

  it('clicking the selected package clears the basket, keeping the OTS provider id', () => {
    const chosen = run([select(1003, FIBRE_STREET, 9001)], {
      ...initialBasketState,
      ots_rcpid: 'RCP-BT0001',
    });
    expect(run([select(1003)], chosen)).toEqual({ ...initialBasketState, ots_rcpid: 'RCP-BT0001' });
  });

  it('another plan drops the old plan auto promotion and keeps a code that still applies', () => {
    const withCode = run([
      select(1003),
      { type: 'addPromotion', promotion: WELCOME10, context: FIBRE_STREET },
    ]);
    expect(withCode.promoCodes).toEqual([GIGAAUTO, WELCOME10]);
    expect(withCode.monthlyPriceCalculated).toBe(2850);
    const moved = run([select(1002)], withCode);
    expect(moved.promoCodes).toEqual([WELCOME10]);
    expect(moved.monthlyPriceCalculated).toBe(2700);
    expect(run([select(2001)], withCode).promoCodes).toEqual([]);
  });

  it('prices for the address type and preorder it is given', () => {
    const business = run([select(3003, at('PASSSERV', { addressType: 'BUS' }))]);
    expect([business.originalPrice, business.monthlyPriceCalculated]).toEqual([4000, 4000]);
    const preorder = { isPreorder: true, ismdu: false, coverage: 'DESIGN', mdu_status: null };
    const building = run([select(1002, at('DESIGN', { preorder }))]);
    expect([building.originalPrice, building.monthlyPriceCalculated]).toEqual([2700, 2700]);
  });
});

describe('addToBasket', () => {
  it('choosing a product sets the basket item and its promotions', () => {
    expect(run([{ type: 'addToBasket', productId: 1003, context: at('CUSTOMER') }])).toEqual({
      ...initialBasketState,
      basketItem: 1003,
      promoCodes: [GIGAAUTO],
      originalPrice: 3500,
      monthlyPriceCalculated: 3200,
    });
  });

  it('with no product adds the selected one; a product given wins over it', () => {
    const selected = { ...initialBasketState, selectedItem: 1003 };
    expect(run([{ type: 'addToBasket', productId: null, context: FIBRE_STREET }], selected).basketItem).toBe(
      1003,
    );
    const chosen = run([{ type: 'addToBasket', productId: 1001, context: FIBRE_STREET }], selected);
    expect(chosen.basketItem).toBe(1001);
    expect(chosen.selectedItem).toBe(1003);
    expect(chosen.monthlyPriceCalculated).toBe(2500);
  });

  it('with no product and no selected item clears the basket item and promotions', () => {
    const full = { ...run([select(1003)]), selectedItem: null, addons: [9004] };
    expect(run([{ type: 'addToBasket', productId: null, context: FIBRE_STREET }], full)).toEqual({
      ...full,
      basketItem: null,
      promoCodes: [],
      originalPrice: null,
      monthlyPriceCalculated: null,
    });
  });
});

describe('setBundle', () => {
  it('adds the ADDON ids once, puts the PRODUCT in the basket priced, then marks the bundle', () => {
    const before = { ...initialBasketState, addons: [9001] };
    const action: BasketAction = {
      type: 'setBundle',
      products: [demoProduct(9001), demoProduct(1003), demoProduct(9004), demoProduct(9004)],
      bundleId: 'gigaplus',
      context: FIBRE_STREET,
    };
    expect(basketReducer(before, action)).toEqual({
      ...initialBasketState,
      addons: [9001, 9004],
      basketItem: 1003,
      promoCodes: [GIGAAUTO],
      originalPrice: 3500,
      monthlyPriceCalculated: 3200,
      bundle: true,
      bundleId: 'gigaplus',
    });
  });

  it('a bundle of add-ons only leaves the plan as it was', () => {
    const chosen = run([select(1002)]);
    const after = basketReducer(chosen, {
      type: 'setBundle',
      products: [demoProduct(9004)],
      bundleId: 7,
      context: FIBRE_STREET,
    });
    expect(after).toEqual({ ...chosen, addons: [9004], bundle: true, bundleId: 7 });
  });

  it('prices a bundle-only plan from the bundle and keeps that price when promotions re-merge', () => {
    const bundlePlan: Product = { ...demoProduct(1002), id_product: 5000, monthly_price: 45 };
    const after = run([
      { type: 'setBundle', products: [bundlePlan], bundleId: null, context: FIBRE_STREET },
      { type: 'mergePromotions', context: FIBRE_STREET },
    ]);
    expect(after.basketItem).toBe(5000);
    expect([after.originalPrice, after.monthlyPriceCalculated]).toEqual([4500, 4500]);
    expect(after.bundle).toBe(true);
    expect(after.bundleId).toBeNull();
  });
});

describe('clear', () => {
  it('resets plan, selection, prices, add-ons, bundle and promotions; keeps the OTS provider id', () => {
    const full = run([
      select(1003, FIBRE_STREET, 9001),
      { type: 'setBundle', products: [demoProduct(9004)], bundleId: 'b', context: FIBRE_STREET },
      { type: 'setOtsRcpid', rcpid: 'RCP-SKY001' },
    ]);
    expect(basketReducer(full, { type: 'clear' })).toEqual({
      ...initialBasketState,
      ots_rcpid: 'RCP-SKY001',
    });
  });
});

describe('add-ons', () => {
  it('clicking an add-on toggles it', () => {
    const added = run([
      { type: 'toggleAddon', addonId: 9004 },
      { type: 'toggleAddon', addonId: 9001 },
    ]);
    expect(added.addons).toEqual([9004, 9001]);
    expect(basketReducer(added, { type: 'toggleAddon', addonId: 9004 }).addons).toEqual([9001]);
  });

  it('removing an add-on drops its id', () => {
    const state = { ...initialBasketState, addons: [9001, 9004] };
    expect(basketReducer(state, { type: 'removeAddon', addonId: 9001 }).addons).toEqual([9004]);
    expect(basketReducer(state, { type: 'removeAddon', addonId: 9003 }).addons).toEqual([9001, 9004]);
  });

  it('keeping the existing landline swaps 9001 for 9002; answering no swaps it back', () => {
    const state = { ...initialBasketState, addons: [9001, 9004] };
    const kept = basketReducer(state, {
      type: 'answerKeepLandline',
      keepExisting: true,
      products: DEMO_PRODUCTS,
    });
    expect(kept.addons).toEqual([9002, 9004]);
    const back = basketReducer(kept, {
      type: 'answerKeepLandline',
      keepExisting: false,
      products: DEMO_PRODUCTS,
    });
    expect(back.addons).toEqual([9001, 9004]);
  });
});

describe('promotions in the basket', () => {
  /** Built inside each test: a throw while collecting would hide a mutant from the suite. */
  const fibre400 = () => run([select(1002)]);

  it('WELCOME10 on Fibre 400 (24 months): £27 a month', () => {
    const after = basketReducer(fibre400(), {
      type: 'addPromotion',
      promotion: WELCOME10,
      context: FIBRE_STREET,
    });
    expect(after.promoCodes).toEqual([WELCOME10]);
    expect([after.originalPrice, after.monthlyPriceCalculated]).toEqual([3000, 2700]);
    expect(
      basketReducer(after, { type: 'addPromotion', promotion: WELCOME10, context: FIBRE_STREET }),
    ).toEqual(after);
  });

  it('a promotion that does not hold for the plan or the address stays out', () => {
    const chosen = fibre400();
    expect(basketReducer(chosen, { type: 'addPromotion', promotion: BUILD20, context: FIBRE_STREET })).toBe(
      chosen,
    );
    expect(basketReducer(chosen, { type: 'addPromotion', promotion: GIGAAUTO, context: FIBRE_STREET })).toBe(
      chosen,
    );
    const empty = initialBasketState;
    expect(basketReducer(empty, { type: 'addPromotion', promotion: WELCOME10, context: FIBRE_STREET })).toBe(
      empty,
    );
  });

  it('removing a promotion drops it by code in any case and prices again; auto ones stay', () => {
    const both = run([select(1003), { type: 'addPromotion', promotion: WELCOME10, context: FIBRE_STREET }]);
    const removed = basketReducer(both, {
      type: 'removePromotion',
      code: 'welcome10',
      context: FIBRE_STREET,
    });
    expect(removed.promoCodes).toEqual([GIGAAUTO]);
    expect(removed.monthlyPriceCalculated).toBe(3200);
    const kept = basketReducer(removed, { type: 'removePromotion', code: 'GIGAAUTO', context: FIBRE_STREET });
    expect(kept.promoCodes).toEqual([GIGAAUTO]);
    expect(kept.monthlyPriceCalculated).toBe(3200);
  });

  it('re-merging after the coverage changes drops what no longer holds and keeps entered codes', () => {
    const both = run([
      select(1003),
      { type: 'addPromotion', promotion: WELCOME10, context: FIBRE_STREET },
      { type: 'addPromotion', promotion: FREE3, context: FIBRE_STREET },
    ]);
    const design = basketReducer(both, { type: 'mergePromotions', context: at('DESIGN') });
    expect(design.promoCodes).toEqual([WELCOME10, FREE3]);
    expect([design.originalPrice, design.monthlyPriceCalculated]).toEqual([3500, 3150]);
    const back = basketReducer(design, { type: 'mergePromotions', context: FIBRE_STREET });
    expect(back.promoCodes).toEqual([WELCOME10, FREE3, GIGAAUTO]);
    expect(back.monthlyPriceCalculated).toBe(2850);
  });

  it('re-merging drops an auto promotion the active list no longer has', () => {
    const chosen = run([select(1003)]);
    const after = basketReducer(chosen, {
      type: 'mergePromotions',
      context: at('PASSSERV', { promotions: [] }),
    });
    expect(after.promoCodes).toEqual([]);
    expect(after.monthlyPriceCalculated).toBe(3500);
  });

  it('re-merging with no plan empties the promotions and the prices', () => {
    const stale = {
      ...initialBasketState,
      promoCodes: [WELCOME10],
      originalPrice: 3000,
      monthlyPriceCalculated: 2700,
    };
    expect(basketReducer(stale, { type: 'mergePromotions', context: FIBRE_STREET })).toEqual(
      initialBasketState,
    );
  });
});

describe('One Touch Switch provider id', () => {
  it('is set, kept when switching help is wanted, cleared when it is not', () => {
    const set = basketReducer(initialBasketState, { type: 'setOtsRcpid', rcpid: 'RCP-TTK001' });
    expect(set.ots_rcpid).toBe('RCP-TTK001');
    expect(basketReducer(set, { type: 'answerSwitchingHelp', needsHelp: true })).toEqual(set);
    expect(basketReducer(set, { type: 'answerSwitchingHelp', needsHelp: false })).toEqual(initialBasketState);
  });
});

describe('basket invariants', () => {
  const planIds = [1001, 1002, 1003, 1013, 1023, 2001, 3001];
  const addonIds = [9001, 9002, 9003, 9004];
  const contextArbitrary = fc.record({
    coverage: fc.constantFrom<string | null>(...COVERAGE_STATUSES, null),
    addressType: fc.constantFrom('RES' as const, 'HWRK' as const, 'BUS' as const),
  });

  function actionArbitrary(context: BasketContext): fc.Arbitrary<BasketAction> {
    const bundleProducts = fc.subarray(
      DEMO_PRODUCTS.filter((p) => [...planIds, ...addonIds].includes(p.id_product)),
    );
    return fc.oneof(
      fc.record({
        type: fc.constant('selectPackage' as const),
        productId: fc.constantFrom(...planIds),
        homePhoneAddonId: fc.constantFrom(null, 9001),
        context: fc.constant(context),
      }),
      fc.record({
        type: fc.constant('addToBasket' as const),
        productId: fc.constantFrom(null, ...planIds),
        context: fc.constant(context),
      }),
      fc.record({
        type: fc.constant('setBundle' as const),
        products: bundleProducts,
        bundleId: fc.constantFrom(null, 'b'),
        context: fc.constant(context),
      }),
      fc.constant({ type: 'clear' as const }),
      fc.record({ type: fc.constant('toggleAddon' as const), addonId: fc.constantFrom(...addonIds) }),
      fc.record({ type: fc.constant('removeAddon' as const), addonId: fc.constantFrom(...addonIds) }),
      fc.record({
        type: fc.constant('addPromotion' as const),
        promotion: fc.constantFrom(...DEMO_PROMOTIONS),
        context: fc.constant(context),
      }),
      fc.record({
        type: fc.constant('removePromotion' as const),
        code: fc.constantFrom(...DEMO_PROMOTIONS.map((p) => p.code.toLowerCase())),
        context: fc.constant(context),
      }),
      fc.constant({ type: 'mergePromotions' as const, context }),
      fc.record({
        type: fc.constant('answerKeepLandline' as const),
        keepExisting: fc.boolean(),
        products: fc.constant(DEMO_PRODUCTS),
      }),
    );
  }

  const scenario = contextArbitrary.chain(({ coverage, addressType }) => {
    const context = at(coverage, { addressType });
    return fc.tuple(fc.constant(context), fc.array(actionArbitrary(context), { maxLength: 12 }));
  });

  it('never holds a duplicate add-on or promotion, nor a promotion that does not hold', () => {
    fc.assert(
      fc.property(scenario, ([context, actions]) => {
        const state = run(actions);
        expect(new Set(state.addons).size).toBe(state.addons.length);
        const dup = state.promoCodes.some((a, i) =>
          state.promoCodes.some((b, j) => i < j && isSamePromotion(a, b)),
        );
        expect(dup).toBe(false);
        for (const promotion of state.promoCodes) {
          expect(promotionAppliesToProduct(promotion, state.basketItem)).toBe(true);
          expect(isPromotionValidForCoverage(promotion, context.coverage)).toBe(true);
        }
        if (state.basketItem === null) expect(state.monthlyPriceCalculated).toBeNull();
        else expect(state.monthlyPriceCalculated).toBeLessThanOrEqual(state.originalPrice ?? -1);
      }),
    );
  });

  it('clearing is idempotent and auto promotions survive removal', () => {
    fc.assert(
      fc.property(scenario, fc.string(), ([context, actions], code) => {
        const state = run(actions);
        const once = basketReducer(state, { type: 'clear' });
        expect(basketReducer(once, { type: 'clear' })).toEqual(once);
        const removed = basketReducer(state, { type: 'removePromotion', code, context });
        expect(removed.promoCodes.filter((p) => p.auto)).toEqual(state.promoCodes.filter((p) => p.auto));
      }),
    );
  });
});
