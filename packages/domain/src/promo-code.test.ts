import { describe, expect, it } from 'vitest';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { PROMO_CODE_DUPLICATE_MESSAGE } from './messages';
import { type PromoCodeInput, promoCodeOutcome } from './promo-code';
import type { Promotion } from './schemas/promotion';
import { demoPromotion } from './test-support/builders';

const GIGAAUTO = demoPromotion('GIGAAUTO');
const WELCOME10 = demoPromotion('WELCOME10');
const BUILD20 = demoPromotion('BUILD20');
const OLDCODE = demoPromotion('OLDCODE');

/** The look-up of the demo: finds a demo promotion by code in any case. */
function lookUp(code: string): Promotion | null {
  return DEMO_PROMOTIONS.find((p) => p.code.toUpperCase() === code.toUpperCase()) ?? null;
}

function enter(code: string, basket: Partial<Omit<PromoCodeInput, 'code'>> = {}) {
  return promoCodeOutcome({
    code,
    promotion: lookUp(code),
    basketPromotions: [],
    coverage: 'PASSSERV',
    productId: 1002,
    ...basket,
  });
}

describe('promoCodeOutcome', () => {
  it('applies WELCOME10 to Fibre 400 and merges it after the basket promotions', () => {
    expect(enter('WELCOME10', { basketPromotions: [GIGAAUTO] })).toEqual({
      kind: 'applied',
      promotion: WELCOME10,
      promotions: [GIGAAUTO, WELCOME10],
    });
  });

  it('applies a code typed in lower case', () => {
    expect(enter('welcome10')).toEqual({ kind: 'applied', promotion: WELCOME10, promotions: [WELCOME10] });
  });

  it.each([['OLDCODE'], ['NOSUCHCODE']])('%j is not valid', (code) => {
    expect(enter(code)).toEqual({ kind: 'invalid', message: 'Promo code not valid' });
  });

  it.each([[''], ['   ']])("%j is asked for: 'Enter a promo code'", (code) => {
    expect(enter(code)).toEqual({ kind: 'blank', message: 'Enter a promo code' });
  });

  it('a blank code is asked for whatever the look-up or the basket holds', () => {
    expect(enter('  ', { promotion: WELCOME10, basketPromotions: [WELCOME10] })).toEqual({
      kind: 'blank',
      message: 'Enter a promo code',
    });
  });

  it('an unknown code is not valid next to other codes in the basket', () => {
    expect(enter('NOSUCHCODE', { basketPromotions: [WELCOME10] })).toEqual({
      kind: 'invalid',
      message: 'Promo code not valid',
    });
  });

  it('a withdrawn promotion is not valid even when the look-up returns it', () => {
    expect(enter('OLDCODE', { promotion: OLDCODE, productId: 1001 })).toEqual({
      kind: 'invalid',
      message: 'Promo code not valid',
    });
  });

  it('a code not sold with the basket plan is not valid', () => {
    expect(enter('WELCOME10', { productId: 2001 })).toEqual({
      kind: 'invalid',
      message: 'Promo code not valid',
    });
    expect(enter('WELCOME10', { productId: null })).toEqual({
      kind: 'invalid',
      message: 'Promo code not valid',
    });
  });

  it('WELCOME10 entered twice in any letter case is a duplicate', () => {
    const duplicate = { kind: 'duplicate', message: 'You have already entered this promo code' };
    expect(enter('WELCOME10', { basketPromotions: [WELCOME10] })).toEqual(duplicate);
    expect(enter('Welcome10', { basketPromotions: [WELCOME10] })).toEqual(duplicate);
    expect(enter(' welcome10 ', { basketPromotions: [WELCOME10] })).toEqual(duplicate);
  });

  it('a code whose promotion is already in the basket under another code is a duplicate', () => {
    const sameId = { ...WELCOME10, code: 'WELCOME-AGAIN' };
    expect(enter('WELCOME-AGAIN', { promotion: sameId, basketPromotions: [WELCOME10] })).toEqual({
      kind: 'duplicate',
      message: PROMO_CODE_DUPLICATE_MESSAGE,
    });
  });

  it('a duplicate is reported even when the look-up finds nothing', () => {
    expect(enter('WELCOME10', { promotion: null, basketPromotions: [WELCOME10] })).toEqual({
      kind: 'duplicate',
      message: PROMO_CODE_DUPLICATE_MESSAGE,
    });
  });

  it('BUILD20 at HB1 1AA (PASSSERV) is not eligible, named by the promotion code', () => {
    const notEligible = {
      kind: 'not-eligible',
      message:
        'BUILD20 has not been applied to your basket as your address is not eligible for this promotion.',
    };
    expect(enter('BUILD20')).toEqual(notEligible);
    expect(enter('build20')).toEqual(notEligible);
    expect(enter('BUILD20', { coverage: null })).toEqual(notEligible);
  });

  it('BUILD20 applies while the network is being built', () => {
    for (const coverage of ['DESIGN', 'INPROGRESS', 'PASSED', 'CERTIFIED']) {
      expect(enter('BUILD20', { coverage })).toEqual({
        kind: 'applied',
        promotion: BUILD20,
        promotions: [BUILD20],
      });
    }
  });

  it('GIGAAUTO already applied automatically is a duplicate when typed', () => {
    expect(enter('gigaauto', { productId: 1003, basketPromotions: [GIGAAUTO] }).kind).toBe('duplicate');
  });
});
