import { describe, expect, it } from 'vitest';
import { MDU_STATUSES, type MduStatus } from './constants';
import {
  benefitTag,
  type PreorderContext,
  preorderMonthlyPrice,
  usesPreorderPrice,
} from './preorder-pricing';
import type { Product } from './schemas/product';
import { demoProduct } from './test-support/builders';

const fibre150 = demoProduct(1001); // 25.00, preorder 22.00
const fibre150Month12 = demoProduct(1011); // 28.00, no preorder price
const tagged: Product = {
  ...fibre150,
  display_benefit_tag: 'Most popular',
  display_preorder_benefit_tag: 'Preorder offer',
};

function context(overrides: Partial<PreorderContext>): PreorderContext {
  return { isPreorder: true, ismdu: false, coverage: 'PASSSERV', mdu_status: null, ...overrides };
}

const statuses: (MduStatus | null)[] = [...MDU_STATUSES, null];

describe('usesPreorderPrice (every dwelling, coverage and build status)', () => {
  it('never applies without a preorder context or outside preorder', () => {
    expect(usesPreorderPrice()).toBe(false);
    expect(usesPreorderPrice(undefined)).toBe(false);
    for (const ismdu of [true, false]) {
      for (const coverage of ['INSTALLED', 'PASSSERV', 'DESIGN']) {
        for (const mdu_status of statuses) {
          expect(usesPreorderPrice(context({ isPreorder: false, ismdu, coverage, mdu_status }))).toBe(false);
        }
      }
    }
  });

  it('applies to a single dwelling whatever its coverage or status', () => {
    for (const coverage of ['INSTALLED', 'PASSSERV', 'DESIGN']) {
      for (const mdu_status of statuses) {
        expect(usesPreorderPrice(context({ ismdu: false, coverage, mdu_status }))).toBe(true);
      }
    }
  });

  it('applies to a multi-dwelling building that is not INSTALLED whatever its status', () => {
    for (const coverage of ['PASSSERV', 'DESIGN', 'INPROGRESS', 'installed']) {
      for (const mdu_status of statuses) {
        expect(usesPreorderPrice(context({ ismdu: true, coverage, mdu_status }))).toBe(true);
      }
    }
  });

  it.each([
    ['STARTED', true],
    ['ADVANCED', false],
    ['RFS', false],
    [null, false],
  ] as const)('an INSTALLED multi-dwelling building with status %s: %s', (mdu_status, expected) => {
    expect(usesPreorderPrice(context({ ismdu: true, coverage: 'INSTALLED', mdu_status }))).toBe(expected);
  });
});

describe('preorderMonthlyPrice', () => {
  it('is the normal price outside preorder', () => {
    expect(preorderMonthlyPrice(fibre150)).toBe(2500);
    expect(preorderMonthlyPrice(fibre150, context({ isPreorder: false }))).toBe(2500);
  });

  it('is the preorder price in preorder', () => {
    expect(preorderMonthlyPrice(fibre150, context({}))).toBe(2200);
    expect(
      preorderMonthlyPrice(fibre150, context({ ismdu: true, coverage: 'INSTALLED', mdu_status: 'STARTED' })),
    ).toBe(2200);
  });

  it('falls back to the normal price when there is no preorder price', () => {
    expect(preorderMonthlyPrice(fibre150Month12, context({}))).toBe(2800);
    expect(
      preorderMonthlyPrice(
        fibre150Month12,
        context({ ismdu: true, coverage: 'INSTALLED', mdu_status: 'STARTED' }),
      ),
    ).toBe(2800);
  });

  it('is the normal price for an INSTALLED multi-dwelling building once ADVANCED or RFS', () => {
    expect(
      preorderMonthlyPrice(fibre150, context({ ismdu: true, coverage: 'INSTALLED', mdu_status: 'ADVANCED' })),
    ).toBe(2500);
    expect(
      preorderMonthlyPrice(fibre150, context({ ismdu: true, coverage: 'INSTALLED', mdu_status: 'RFS' })),
    ).toBe(2500);
  });
});

describe('benefitTag', () => {
  it('shows the normal tag outside preorder', () => {
    expect(benefitTag(tagged)).toBe('Most popular');
    expect(benefitTag(tagged, context({ isPreorder: false }))).toBe('Most popular');
  });

  it('shows the preorder tag in preorder', () => {
    expect(benefitTag(tagged, context({}))).toBe('Preorder offer');
    expect(benefitTag(tagged, context({ ismdu: true, coverage: 'INSTALLED', mdu_status: 'STARTED' }))).toBe(
      'Preorder offer',
    );
  });

  it('shows the normal tag for an INSTALLED multi-dwelling building once ADVANCED or RFS', () => {
    expect(benefitTag(tagged, context({ ismdu: true, coverage: 'INSTALLED', mdu_status: 'RFS' }))).toBe(
      'Most popular',
    );
  });

  it('falls back to the normal tag when there is no preorder tag, and to none', () => {
    const normalOnly = { ...tagged, display_preorder_benefit_tag: null };
    expect(benefitTag(normalOnly, context({}))).toBe('Most popular');
    const untagged = { ...fibre150, display_benefit_tag: null, display_preorder_benefit_tag: null };
    expect(benefitTag(untagged, context({}))).toBeNull();
    expect(benefitTag(untagged)).toBeNull();
    expect(benefitTag(fibre150)).toBeNull();
    const preorderOnly = { ...tagged, display_benefit_tag: null };
    expect(benefitTag(preorderOnly)).toBeNull();
  });
});
