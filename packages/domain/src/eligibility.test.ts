import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGE_STATUSES, MDU_STATUSES } from './constants';
import {
  CERTIFIED_CUSTOMER_OSS_TYPE,
  coverageClass,
  ELIGIBLE_COVERAGE,
  eligibilityOutcome,
  hasUprn,
  isAvailable,
  isEligible,
  isExistingCustomer,
  isMultiDwellingNotReady,
} from './eligibility';
import { anAddress, demoAddress } from './test-support/builders';

describe('coverageClass', () => {
  it.each([
    ['PASSSERV', 'available'],
    ['CUSTOMER', 'available'],
    ['PREINSTALLED', 'available'],
    ['NOTPASSED', 'not-available'],
    ['STOPED', 'not-available'],
    ['DESIGN', 'building'],
    ['INPROGRESS', 'building'],
    ['PASSED', 'building'],
    ['CERTIFIED', 'building'],
    ['INSTALLED', 'unknown'],
    ['', 'unknown'],
    ['passserv', 'unknown'],
    ['SOMETHINGNEW', 'unknown'],
  ])('puts %j in the %s group', (coverage, group) => {
    expect(coverageClass(coverage)).toBe(group);
  });

  it('puts a missing coverage in the unknown group', () => {
    expect(coverageClass(null)).toBe('unknown');
    expect(coverageClass(undefined)).toBe('unknown');
  });
});

describe('hasUprn', () => {
  it('is false for a null or empty uprn only', () => {
    expect(hasUprn(anAddress())).toBe(true);
    expect(hasUprn(anAddress({ uprn: '1' }))).toBe(true);
    expect(hasUprn(anAddress({ uprn: null }))).toBe(false);
    expect(hasUprn(anAddress({ uprn: '' }))).toBe(false);
    expect(hasUprn(demoAddress('Plot 7'))).toBe(false);
  });
});

describe('isExistingCustomer', () => {
  it.each([
    ['CUSTOMER', 'ACTIVECUST', true],
    ['CUSTOMER', 'PREACTIVECUST', true],
    ['CUSTOMER', CERTIFIED_CUSTOMER_OSS_TYPE, false],
    ['CUSTOMER', null, false],
    ['CUSTOMER', '', false],
    ['PASSSERV', 'ACTIVECUST', false],
    ['PREINSTALLED', 'PREACTIVECUST', false],
  ])('coverage %s with oss %j is %s', (coverage, oss, expected) => {
    expect(isExistingCustomer(anAddress({ coverage, oss_type: oss }))).toBe(expected);
  });

  it('recognises 1 and 2 Spark Lane, not 3', () => {
    expect(isExistingCustomer(demoAddress('1 Spark Lane'))).toBe(true);
    expect(isExistingCustomer(demoAddress('2 Spark Lane'))).toBe(true);
    expect(isExistingCustomer(demoAddress('3 Spark Lane'))).toBe(false);
  });
});

describe('isAvailable', () => {
  it.each([
    ['PASSSERV', true],
    ['CUSTOMER', true],
    ['PREINSTALLED', true],
    ['PASSED', false],
    ['DESIGN', false],
    ['INPROGRESS', false],
    ['CERTIFIED', false],
    ['NOTPASSED', false],
    ['STOPED', false],
    ['INSTALLED', false],
    ['', false],
  ])('coverage %j gives %s', (coverage, expected) => {
    expect(isAvailable(anAddress({ coverage }))).toBe(expected);
  });

  it('needs a uprn', () => {
    expect(isAvailable(anAddress({ uprn: null }))).toBe(false);
    expect(isAvailable(anAddress({ uprn: '' }))).toBe(false);
  });

  it('excludes oss_type CERTIFIED_CUSTOMER but not the other oss types', () => {
    expect(isAvailable(anAddress({ oss_type: 'CERTIFIED_CUSTOMER' }))).toBe(false);
    expect(isAvailable(anAddress({ coverage: 'CUSTOMER', oss_type: 'CERTIFIED_CUSTOMER' }))).toBe(false);
    expect(isAvailable(anAddress({ oss_type: 'ACTIVECUST' }))).toBe(true);
    expect(isAvailable(anAddress({ oss_type: null }))).toBe(true);
  });
});

describe('isEligible (decision 0030, the second reading)', () => {
  it('lists exactly the eligible coverage values', () => {
    expect([...ELIGIBLE_COVERAGE].sort()).toEqual(
      ['PASSSERV', 'CUSTOMER', 'PREINSTALLED', 'PASSED', 'DESIGN', 'INPROGRESS', 'CERTIFIED'].sort(),
    );
  });

  it.each([
    ['PASSSERV', true],
    ['CUSTOMER', true],
    ['PREINSTALLED', true],
    ['PASSED', true],
    ['DESIGN', true],
    ['INPROGRESS', true],
    ['CERTIFIED', true],
    ['NOTPASSED', false],
    ['STOPED', false],
    ['INSTALLED', false],
    ['', false],
    ['UNKNOWN', false],
  ])('coverage %j gives %s', (coverage, expected) => {
    expect(isEligible(anAddress({ coverage }))).toBe(expected);
  });

  it('needs a uprn', () => {
    expect(isEligible(anAddress({ uprn: null }))).toBe(false);
    expect(isEligible(anAddress({ uprn: '' }))).toBe(false);
    expect(isEligible(demoAddress('Plot 7'))).toBe(false);
  });

  it('does not depend on oss_type or dwelling', () => {
    expect(isEligible(anAddress({ oss_type: CERTIFIED_CUSTOMER_OSS_TYPE }))).toBe(true);
    expect(isEligible(anAddress({ ismdu: true, mdu_status: 'STARTED' }))).toBe(true);
  });
});

describe('isMultiDwellingNotReady (decision 0031)', () => {
  it.each([
    [true, 'STARTED', true],
    [true, 'ADVANCED', true],
    [true, null, true],
    [true, 'RFS', false],
    [false, 'STARTED', false],
    [false, null, false],
  ] as const)('ismdu %s with mdu_status %j gives %s', (ismdu, status, expected) => {
    expect(isMultiDwellingNotReady(anAddress({ ismdu, mdu_status: status }))).toBe(expected);
  });
});

describe('eligibilityOutcome', () => {
  it.each([
    ['1 Fibre Street', 'success'],
    ['3 Spark Lane', 'success'],
    ['10 Build Road', 'ineligible'],
    ['14 Build Road', 'ineligible'],
    ['1 Far Lane', 'ineligible'],
    ['2 Far Lane', 'ineligible'],
    ['Unit 1, Commerce Park', 'success'],
    ['Flat 1, Tower House', 'success'],
    ['Flat 4, Tower House', 'success'],
    ['Flat 5, Tower House', 'ineligible'],
    ['Flat 8, Tower House', 'ineligible'],
    ['20 Home Office Way', 'success'],
    ['Plot 7', 'ineligible'],
  ])('%s takes the %s path', (text, outcome) => {
    expect(eligibilityOutcome(demoAddress(text))).toBe(outcome);
  });

  it('sends INSTALLED, empty coverage and CERTIFIED_CUSTOMER down the ineligible path', () => {
    expect(eligibilityOutcome(anAddress({ coverage: 'INSTALLED' }))).toBe('ineligible');
    expect(eligibilityOutcome(anAddress({ coverage: '' }))).toBe('ineligible');
    expect(eligibilityOutcome(anAddress({ oss_type: CERTIFIED_CUSTOMER_OSS_TYPE }))).toBe('ineligible');
  });

  it('succeeds exactly when the address is available and not an unready multi-dwelling building', () => {
    const addressArb = fc.record({
      uprn: fc.option(fc.constantFrom('100000000001', ''), { nil: null }),
      coverage: fc.constantFrom(...COVERAGE_STATUSES, '', 'OTHER'),
      oss_type: fc.option(fc.constantFrom('ACTIVECUST', 'PREACTIVECUST', CERTIFIED_CUSTOMER_OSS_TYPE), {
        nil: null,
      }),
      ismdu: fc.boolean(),
      mdu_status: fc.option(fc.constantFrom(...MDU_STATUSES), { nil: null }),
    });
    fc.assert(
      fc.property(addressArb, (fields) => {
        const item = anAddress(fields);
        const success = eligibilityOutcome(item) === 'success';
        expect(success).toBe(isAvailable(item) && !isMultiDwellingNotReady(item));
        // Success implies eligibility: the two rules never disagree that way round.
        if (success) expect(isEligible(item)).toBe(true);
        // The §4 outcome rule: not-available or building coverage always takes the ineligible path.
        const group = coverageClass(item.coverage);
        if (group === 'not-available' || group === 'building') expect(success).toBe(false);
      }),
    );
  });
});
