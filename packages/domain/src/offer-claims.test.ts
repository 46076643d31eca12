import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo/products';
import { DEMO_PROMOTIONS } from './demo/promotions';
import {
  findOfferClaims,
  isClaimBacked,
  type OfferCatalogue,
  unbackedClaimMessage,
  unbackedOfferClaims,
} from './offer-claims';

const demo: OfferCatalogue = { products: DEMO_PRODUCTS, promotions: DEMO_PROMOTIONS };

describe('findOfferClaims (decision 0450)', () => {
  it('finds prices, amounts off, percentages off, half price, free months and codes, in order', () => {
    expect(
      findOfferClaims(
        'Fibre 900 from £32 a month: £3 off, half price, 10% off, first 3 months free, and FRIEND50.',
      ),
    ).toEqual([
      { kind: 'price', text: '£32', pence: 3200 },
      { kind: 'amount-off', text: '£3 off', pence: 300 },
      { kind: 'percent-off', text: 'half price', percent: 50 },
      { kind: 'percent-off', text: '10% off', percent: 10 },
      { kind: 'free-months', text: 'first 3 months free', months: 3 },
      { kind: 'promotion-code', text: 'FRIEND50', code: 'FRIEND50' },
    ]);
  });

  it('reads the ways a free month is said', () => {
    const months = (text: string) =>
      findOfferClaims(text).flatMap((claim) => (claim.kind === 'free-months' ? [claim.months] : []));
    expect(months('your friend gets their first month free')).toEqual([1]);
    expect(months('Six months free')).toEqual([6]);
    expect(months('3 free months')).toEqual([3]);
    expect(months('free for the first 2 months')).toEqual([2]);
    expect(months('Half-price for 6 months')).toEqual([]);
  });

  it('reads pence, thousands and "save £n"', () => {
    expect(findOfferClaims('£22.50, £1,200 and save £3 a month')).toEqual([
      { kind: 'price', text: '£22.50', pence: 2250 },
      { kind: 'price', text: '£1,200', pence: 120000 },
      { kind: 'amount-off', text: 'save £3', pence: 300 },
    ]);
  });

  it('leaves plain "free", speeds, postcodes, phone numbers and acronyms alone', () => {
    expect(
      findOfferClaims(
        'Free standard installation, call us free on 0808 157 0192, a free Wi-Fi 6E router, Fibre 900 at HB1 1AA, 999 BSL, GIGAAUTO-free prose, 4K.',
      ),
    ).toEqual([]);
  });
});

describe('isClaimBacked against the demo catalogue', () => {
  const backed = (text: string) => findOfferClaims(text).map((claim) => isClaimBacked(claim, demo));

  it('backs the catalogue’s prices, promoted prices, pre-order prices and first charges', () => {
    expect(backed('£25 £30 £35 £32 £22 £50 £40 £7')).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(backed('£31.50')).toEqual([true]); // Fibre 900 (£35) with WELCOME10
    expect(backed('£33.33 £19 £1')).toEqual([false, false, false]);
  });

  it('backs amounts off that a live promotion or pre-order saving gives, and no others', () => {
    expect(backed('£50 off, £3 off, £2 off, save £3')).toEqual([true, true, true, true]);
    expect(backed('£5 off')).toEqual([false]); // OLDCODE's £5 is withdrawn
    expect(backed('£100 off')).toEqual([false]);
  });

  it('backs 10% off and 3 months free, not half price or a first month free', () => {
    expect(backed('10% off')).toEqual([true]);
    expect(backed('Half price for 6 months on 900 Mbps')).toEqual([false]);
    expect(backed('first 3 months free')).toEqual([true]);
    expect(backed('your friend gets their first month free')).toEqual([false]);
  });

  it('backs live codes in any case and refuses unknown or withdrawn ones', () => {
    expect(isClaimBacked({ kind: 'promotion-code', text: 'friend50', code: 'friend50' }, demo)).toBe(true);
    expect(backed('FRIEND50 WELCOME10 FREE3 BUILD20')).toEqual([true, true, true, true]);
    expect(backed('SUMMER25')).toEqual([false]);
    const withdrawn = { ...demo, promotions: DEMO_PROMOTIONS.map((p) => ({ ...p, valid: false })) };
    expect(isClaimBacked({ kind: 'promotion-code', text: 'FRIEND50', code: 'FRIEND50' }, withdrawn)).toBe(
      false,
    );
  });

  it('ignores products hidden from the web', () => {
    const hidden = DEMO_PRODUCTS.find((product) => !product.enabled_for_web);
    expect(hidden).toBeDefined();
    const only = { products: hidden ? [hidden] : [], promotions: [] };
    expect(unbackedOfferClaims(`£${hidden?.monthly_price}`, only)).toHaveLength(1);
  });
});

describe('unbackedOfferClaims and its message', () => {
  it('names each unbacked claim for staff', () => {
    const claims = unbackedOfferClaims('Half price, £50 off with FRIEND50, and £19 a month', demo);
    expect(claims.map((claim) => claim.text)).toEqual(['Half price', '£19']);
    expect(unbackedClaimMessage(claims)).toBe(
      "'Half price', '£19' are not in the catalogue: name a live promotion or price, or take the claim out.",
    );
    expect(unbackedClaimMessage(claims.slice(0, 1))).toMatch(/^'Half price' is not in the catalogue/);
  });
});
