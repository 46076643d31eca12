import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGE_STATUSES } from './constants';
import { DEMO_PROMOTIONS } from './demo/promotions';
import {
  applicablePromotions,
  canRemovePromotion,
  isPromotionValidForCoverage,
  isSamePromotion,
  mergePromotions,
  normalisePromoCode,
  promotionAppliesToProduct,
  promotionsValidAtPostcode,
  reconcilePromotions,
  removePromotion,
  samePromoCode,
} from './promotions';
import type { Promotion } from './schemas/promotion';
import { demoPromotion } from './test-support/builders';

const GIGAAUTO = demoPromotion('GIGAAUTO');
const WELCOME10 = demoPromotion('WELCOME10');
const FREE3 = demoPromotion('FREE3');
const BUILD20 = demoPromotion('BUILD20');
const FRIEND50 = demoPromotion('FRIEND50');
const OLDCODE = demoPromotion('OLDCODE');

const codes = (promotions: readonly Promotion[]) => promotions.map((p) => p.code);

describe('promo code comparison', () => {
  it('ignores letter case and surrounding spaces', () => {
    expect(normalisePromoCode(' welcome10 ')).toBe('WELCOME10');
    expect(samePromoCode('Welcome10', 'WELCOME10')).toBe(true);
    expect(samePromoCode(' welcome10', 'WELCOME10 ')).toBe(true);
    expect(samePromoCode('WELCOME10', 'WELCOME1')).toBe(false);
  });

  it('treats same id or same code as the same promotion', () => {
    expect(isSamePromotion(WELCOME10, { ...FREE3, id_promotion: WELCOME10.id_promotion })).toBe(true);
    expect(isSamePromotion(WELCOME10, { ...FREE3, code: 'welcome10' })).toBe(true);
    expect(isSamePromotion(WELCOME10, FREE3)).toBe(false);
  });
});

describe('promotionsValidAtPostcode', () => {
  it('keeps the promotions valid for any coverage found at the postcode, live ones only', () => {
    // HB1 1AA: every address PASSSERV.
    expect(codes(promotionsValidAtPostcode(DEMO_PROMOTIONS, ['PASSSERV', 'PASSSERV']))).toEqual([
      'GIGAAUTO',
      'WELCOME10',
      'FREE3',
      'FRIEND50',
    ]);
    // A postcode with a built and a planned address: both groups' promotions.
    expect(codes(promotionsValidAtPostcode(DEMO_PROMOTIONS, ['CUSTOMER', 'DESIGN']))).toEqual([
      'GIGAAUTO',
      'WELCOME10',
      'FREE3',
      'BUILD20',
      'FRIEND50',
    ]);
    expect(codes(promotionsValidAtPostcode(DEMO_PROMOTIONS, ['NOTPASSED', null]))).toEqual([
      'WELCOME10',
      'FREE3',
      'FRIEND50',
    ]);
  });

  it('gives none at a postcode with no addresses', () => {
    expect(promotionsValidAtPostcode(DEMO_PROMOTIONS, [])).toEqual([]);
  });
});

describe('isPromotionValidForCoverage', () => {
  it('GIGAAUTO holds at PASSSERV and CUSTOMER, not at DESIGN or other statuses', () => {
    expect(isPromotionValidForCoverage(GIGAAUTO, 'PASSSERV')).toBe(true);
    expect(isPromotionValidForCoverage(GIGAAUTO, 'CUSTOMER')).toBe(true);
    for (const status of COVERAGE_STATUSES.filter((s) => s !== 'PASSSERV' && s !== 'CUSTOMER')) {
      expect(isPromotionValidForCoverage(GIGAAUTO, status)).toBe(false);
    }
  });

  it('an empty uprn_status means any coverage (WELCOME10)', () => {
    for (const status of COVERAGE_STATUSES) expect(isPromotionValidForCoverage(WELCOME10, status)).toBe(true);
    expect(isPromotionValidForCoverage(WELCOME10, 'SOMETHINGNEW')).toBe(true);
  });

  it('BUILD20 holds only while the network is being built', () => {
    const holds = COVERAGE_STATUSES.filter((status) => isPromotionValidForCoverage(BUILD20, status));
    expect(holds).toEqual(['DESIGN', 'INPROGRESS', 'PASSED', 'CERTIFIED']);
  });

  it('a promotion without PASSSERV does not extend to CUSTOMER', () => {
    expect(isPromotionValidForCoverage({ ...GIGAAUTO, uprn_status: ['DESIGN'] }, 'CUSTOMER')).toBe(false);
    expect(isPromotionValidForCoverage({ ...GIGAAUTO, uprn_status: ['CUSTOMER'] }, 'CUSTOMER')).toBe(true);
    expect(isPromotionValidForCoverage({ ...GIGAAUTO, uprn_status: ['CUSTOMER'] }, 'PASSSERV')).toBe(false);
  });

  it('needs a coverage', () => {
    for (const coverage of [null, undefined, '']) {
      expect(isPromotionValidForCoverage(WELCOME10, coverage)).toBe(false);
      expect(isPromotionValidForCoverage(GIGAAUTO, coverage)).toBe(false);
    }
  });

  it('OLDCODE (valid: false) never holds', () => {
    for (const status of COVERAGE_STATUSES) expect(isPromotionValidForCoverage(OLDCODE, status)).toBe(false);
  });
});

describe('promotionAppliesToProduct', () => {
  it('WELCOME10 applies to the RES plans 1001-1023 only', () => {
    for (const id of [1001, 1002, 1003, 1011, 1012, 1013, 1021, 1022, 1023]) {
      expect(promotionAppliesToProduct(WELCOME10, id)).toBe(true);
    }
    for (const id of [1099, 2001, 3001, 9001]) expect(promotionAppliesToProduct(WELCOME10, id)).toBe(false);
  });

  it('GIGAAUTO applies to Fibre 900 (24 months) only', () => {
    expect(promotionAppliesToProduct(GIGAAUTO, 1003)).toBe(true);
    expect(promotionAppliesToProduct(GIGAAUTO, 1013)).toBe(false);
  });

  it('needs a product', () => {
    expect(promotionAppliesToProduct(WELCOME10, null)).toBe(false);
    expect(promotionAppliesToProduct(WELCOME10, undefined)).toBe(false);
  });
});

describe('applicablePromotions', () => {
  it('auto-applies GIGAAUTO to Fibre 900 at PASSSERV and CUSTOMER', () => {
    expect(applicablePromotions(DEMO_PROMOTIONS, { productId: 1003, coverage: 'PASSSERV' })).toEqual([
      GIGAAUTO,
    ]);
    expect(applicablePromotions(DEMO_PROMOTIONS, { productId: 1003, coverage: 'CUSTOMER' })).toEqual([
      GIGAAUTO,
    ]);
    expect(
      applicablePromotions(DEMO_PROMOTIONS, { productId: 1003, coverage: 'PASSSERV', autoOnly: true }),
    ).toEqual([GIGAAUTO]);
  });

  it('no auto promotion at DESIGN, for another plan, or with no coverage or plan', () => {
    expect(applicablePromotions(DEMO_PROMOTIONS, { productId: 1003, coverage: 'DESIGN' })).toEqual([]);
    expect(applicablePromotions(DEMO_PROMOTIONS, { productId: 1002, coverage: 'PASSSERV' })).toEqual([]);
    expect(applicablePromotions(DEMO_PROMOTIONS, { productId: 1003, coverage: null })).toEqual([]);
    expect(applicablePromotions(DEMO_PROMOTIONS, { productId: null, coverage: 'PASSSERV' })).toEqual([]);
  });

  it('with autoOnly false lists code promotions too, never OLDCODE', () => {
    const all = (productId: number, coverage: string) =>
      codes(applicablePromotions(DEMO_PROMOTIONS, { productId, coverage, autoOnly: false }));
    expect(all(1003, 'PASSSERV')).toEqual(['GIGAAUTO', 'WELCOME10', 'FREE3', 'FRIEND50']);
    expect(all(1002, 'DESIGN')).toEqual(['WELCOME10', 'FREE3', 'BUILD20', 'FRIEND50']);
    expect(all(1023, 'CERTIFIED')).toEqual(['WELCOME10', 'FRIEND50']);
    expect(all(2001, 'PASSSERV')).toEqual(['FRIEND50']);
    expect(all(3001, 'PASSSERV')).toEqual([]);
  });
});

const promotionArbitrary: fc.Arbitrary<Promotion> = fc.record({
  id_promotion: fc.integer({ min: 1, max: 6 }),
  code: fc.constantFrom('GIGAAUTO', 'gigaauto', 'WELCOME10', 'Welcome10', 'FREE3', 'BUILD20', 'X'),
  promotion_type: fc.constantFrom('RECURAMTOFF', 'RECUR%OFF', 'FREEMONTHS', 'AMTOFF'),
  promotion_value: fc.integer({ min: 0, max: 50 }),
  text_to_show: fc.constant(null),
  uprn_status: fc.subarray([...COVERAGE_STATUSES]),
  products: fc.subarray([1001, 1002, 1003]),
  auto: fc.boolean(),
  valid: fc.boolean(),
});
const listArbitrary = fc.array(promotionArbitrary, { maxLength: 8 });

function hasDuplicates(promotions: readonly Promotion[]): boolean {
  return promotions.some((a, i) => promotions.some((b, j) => i < j && isSamePromotion(a, b)));
}

describe('mergePromotions', () => {
  it('keeps the basket first and drops duplicates by id or by code in any case', () => {
    const lowerWelcome = { ...WELCOME10, id_promotion: 99, code: 'welcome10' };
    const sameIdAsFree3 = { ...FRIEND50, id_promotion: FREE3.id_promotion };
    expect(mergePromotions([GIGAAUTO, FREE3], [lowerWelcome, WELCOME10, sameIdAsFree3, GIGAAUTO])).toEqual([
      GIGAAUTO,
      FREE3,
      lowerWelcome,
    ]);
  });

  it('drops duplicates already in the basket', () => {
    expect(mergePromotions([WELCOME10, WELCOME10], [])).toEqual([WELCOME10]);
  });

  it('is idempotent, leaves no duplicates and keeps the basket first', () => {
    fc.assert(
      fc.property(listArbitrary, listArbitrary, (a, b) => {
        const once = mergePromotions(a, b);
        expect(mergePromotions(once, b)).toEqual(once);
        expect(hasDuplicates(once)).toBe(false);
        const firstOfA = mergePromotions(a, []);
        expect(once.slice(0, firstOfA.length)).toEqual(firstOfA);
        for (const promotion of [...a, ...b])
          expect(once.some((kept) => isSamePromotion(kept, promotion))).toBe(true);
      }),
    );
  });
});

describe('removing a promotion', () => {
  it('drops it by code in any letter case', () => {
    expect(removePromotion([GIGAAUTO, WELCOME10, FREE3], 'welcome10')).toEqual([GIGAAUTO, FREE3]);
    expect(removePromotion([WELCOME10], 'FREE3')).toEqual([WELCOME10]);
  });

  it('never removes an auto promotion', () => {
    expect(canRemovePromotion(GIGAAUTO)).toBe(false);
    expect(canRemovePromotion(WELCOME10)).toBe(true);
    expect(removePromotion([GIGAAUTO, WELCOME10], 'GigaAuto')).toEqual([GIGAAUTO, WELCOME10]);
  });

  it('auto promotions survive any removal', () => {
    fc.assert(
      fc.property(listArbitrary, fc.string(), (list, code) => {
        const left = removePromotion(list, code);
        expect(left.filter((p) => p.auto)).toEqual(list.filter((p) => p.auto));
        expect(left.some((p) => !p.auto && samePromoCode(p.code, code))).toBe(false);
      }),
    );
  });
});

describe('reconcilePromotions', () => {
  it('adds the auto promotion of the plan at the coverage', () => {
    expect(reconcilePromotions([], DEMO_PROMOTIONS, { productId: 1003, coverage: 'PASSSERV' })).toEqual([
      GIGAAUTO,
    ]);
  });

  it('keeps codes the visitor entered that still apply, after the basket ones', () => {
    expect(
      reconcilePromotions([WELCOME10, FREE3], DEMO_PROMOTIONS, { productId: 1003, coverage: 'CUSTOMER' }),
    ).toEqual([WELCOME10, FREE3, GIGAAUTO]);
  });

  it('drops promotions that no longer apply to the new plan or coverage', () => {
    expect(
      reconcilePromotions([GIGAAUTO, WELCOME10, FREE3], DEMO_PROMOTIONS, {
        productId: 1013,
        coverage: 'PASSSERV',
      }),
    ).toEqual([WELCOME10]);
    expect(
      reconcilePromotions([GIGAAUTO, BUILD20, WELCOME10], DEMO_PROMOTIONS, {
        productId: 1003,
        coverage: 'DESIGN',
      }),
    ).toEqual([BUILD20, WELCOME10]);
    expect(
      reconcilePromotions([WELCOME10], DEMO_PROMOTIONS, { productId: null, coverage: 'PASSSERV' }),
    ).toEqual([]);
  });

  it('keeps an auto promotion only while the active list still has it, and keeps its place', () => {
    expect(
      reconcilePromotions([GIGAAUTO, WELCOME10], DEMO_PROMOTIONS, { productId: 1003, coverage: 'PASSSERV' }),
    ).toEqual([GIGAAUTO, WELCOME10]);
    expect(reconcilePromotions([GIGAAUTO, WELCOME10], [], { productId: 1003, coverage: 'PASSSERV' })).toEqual(
      [WELCOME10],
    );
    const fibre900 = { productId: 1003, coverage: 'PASSSERV' };
    expect(reconcilePromotions([GIGAAUTO, WELCOME10], [WELCOME10], fibre900)).toEqual([WELCOME10]);
    expect(reconcilePromotions([GIGAAUTO, WELCOME10], [GIGAAUTO], fibre900)).toEqual([GIGAAUTO, WELCOME10]);
  });
});
