import { describe, expect, it } from 'vitest';
import { PROVIDER_PHONE } from './contact-phone';
import type { ContractStart } from './contract-start';
import { buildContractSummary, type ContractSummary, promotionText } from './contract-summary';
import { demoProduct, demoPromotion } from './test-support/builders';

/** Every line of the summary, as the PDF prints them. */
const text = (summary: ContractSummary) =>
  summary.sections.flatMap((section) => [section.heading, ...section.lines]).join('\n');

// Thursday 26 November 2026: months 1 to 5 run before 2 April 2027, month 6 starts 26 April 2027.
const START_DAY = '2026-11-26';
const START: ContractStart = { kind: 'installation', day: { year: 2026, month: 11, day: 26 } };

describe('buildContractSummary', () => {
  it('states Fibre 400 with Home Phone and WELCOME10 in pounds and pence, with its April rises', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [demoProduct(9001)],
      promotions: [demoPromotion('WELCOME10')],
      start: START,
      basis: 'including-vat',
      orderNumber: 'FB23456789',
    });
    expect(summary.orderNumber).toBe('FB23456789');
    expect(summary.startDate).toBe(START_DAY);
    expect(summary.services).toEqual({ downloadMbps: 400, uploadMbps: 400, homePhone: true, extras: [] });
    expect(summary.contract).toEqual({ months: 24, lengthText: '24 months' });
    expect(summary.price).toMatchObject({
      monthly: 3400,
      monthlyText: '£34.00',
      setUpFee: 0,
      annualIncrease: 300,
      annualIncreaseText: '£3.00',
      firstIncreaseMonth: 6,
      total: 5 * 3400 + 12 * 3700 + 7 * 4000,
      totalText: '£894.00',
      vat: null,
    });
    expect(summary.price.periods.map((period) => period.text)).toEqual([
      'Months 1 to 5: £34.00 a month',
      'Months 6 to 17: £37.00 a month (includes April price rises of £3.00)',
      'Months 18 to 24: £40.00 a month (includes April price rises of £6.00)',
    ]);
    const all = text(summary);
    expect(all).toContain('Each April your monthly price goes up by £3.00 a month, from 2 April.');
    expect(all).toContain('The first rise applies from month 6 (April 2027).');
    expect(all).toContain('Total contract value: £894.00 over the 24 months.');
    expect(all).toContain('Download speed up to 400 Mbps, upload speed up to 400 Mbps');
    expect(all).toContain('Estimated maximum speeds: download up to 400 Mbps, upload up to 400 Mbps');
    expect(all).toContain('Minimum guaranteed speed: 200 Mbps download and 200 Mbps upload');
    expect(all).not.toMatch(/Minimum guaranteed speed: up to/);
    expect(all).toContain('unlimited calls to UK landlines and mobiles');
    expect(all).toContain('Promotion WELCOME10: 10% off the monthly price every month.');
    expect(all).toContain(PROVIDER_PHONE.display);
    expect(all).toContain("30 days' notice");
    expect(all).toContain('14 days');
    expect(all).toContain('Relay UK');
    expect(all).toContain('All prices include VAT.');
    // The rise is stated as money, never as a percentage of the price.
    expect(all).not.toMatch(/increase of \d+%|rise of \d+%|CPI/);
  });

  it('charges the monthly charges left in the term for leaving early: at most all after month 1', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [demoProduct(9001)],
      promotions: [demoPromotion('WELCOME10')],
      start: START,
      basis: 'including-vat',
    });
    expect(summary.earlyExit.maximum).toBe(4 * 3400 + 12 * 3700 + 7 * 4000);
    expect(summary.earlyExit.text).toContain('at most £860.00');
  });

  it('takes FRIEND50 off the first bills and off the total contract value', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [],
      promotions: [demoPromotion('FRIEND50')],
      start: START,
      basis: 'including-vat',
    });
    expect(summary.price.monthly).toBe(3000);
    expect(summary.price.total).toBe(5 * 3000 + 12 * 3300 + 7 * 3600 - 5000);
    expect(summary.promotions).toEqual([{ code: 'FRIEND50', text: '£50.00 off your first bills' }]);
    expect(summary.services.homePhone).toBe(false);
  });

  it('shows free months as months at £0.00', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [],
      promotions: [demoPromotion('FREE3')],
      start: START,
      basis: 'including-vat',
    });
    expect(summary.price.periods.map((period) => period.text)).toEqual([
      'Months 1 to 3: £0.00 a month',
      'Months 4 to 5: £30.00 a month',
      'Months 6 to 17: £33.00 a month (includes April price rises of £3.00)',
      'Months 18 to 24: £36.00 a month (includes April price rises of £6.00)',
    ]);
    expect(summary.price.total).toBe(2 * 3000 + 12 * 3300 + 7 * 3600);
    expect(summary.promotions).toEqual([{ code: 'FREE3', text: 'First 3 months free' }]);
  });

  it('states a 30-day contract with its set-up fee and no early exit charge', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1022),
      addons: [],
      promotions: [],
      start: START,
      basis: 'including-vat',
    });
    expect(summary.contract).toEqual({ months: 0, lengthText: '30 days' });
    expect(summary.price).toMatchObject({
      monthly: 3500,
      setUpFee: 5000,
      setUpFeeText: '£50.00',
      annualIncrease: 0,
      annualIncreaseText: null,
      firstIncreaseMonth: null,
      total: 8500,
    });
    expect(summary.earlyExit).toEqual({
      maximum: 0,
      text: 'There is no minimum term and no early exit charge.',
    });
    const all = text(summary);
    expect(all).toContain('Contract length: 30 days, rolling on month by month.');
    expect(all).toContain('One-off set-up fee: £50.00.');
    expect(all).toContain('There is no annual price rise.');
  });

  it('states a business order without VAT, its April rise too, with the VAT on the total', () => {
    const summary = buildContractSummary({
      plan: demoProduct(3002),
      addons: [],
      promotions: [],
      start: START,
      basis: 'excluding-vat',
    });
    expect(summary.price.monthly).toBe(3500);
    expect(summary.price.annualIncrease).toBe(250);
    expect(summary.price.total).toBe(5 * 3500 + 12 * 3750 + 7 * 4000);
    expect(summary.price.vat).toBe(5 * 4200 + 12 * 4500 + 7 * 4800 - summary.price.total);
    expect(text(summary)).toContain('All prices exclude VAT');
  });

  it('tells a business how its contract ends instead of a right to cancel it has not got', () => {
    const business = buildContractSummary({
      plan: demoProduct(3002),
      addons: [],
      promotions: [],
      start: START,
      basis: 'excluding-vat',
    });
    expect(business.coolingOffText).toBeNull();
    expect(text(business)).not.toContain('Your right to cancel');
    expect(text(business)).toContain('Ending a business contract');
    expect(text(business)).toContain('does not apply to a business contract');
    const home = buildContractSummary({
      plan: demoProduct(1002),
      addons: [],
      promotions: [],
      start: START,
      basis: 'including-vat',
    });
    expect(home.coolingOffText).toContain('right to cancel within 14 days');
    expect(text(home)).toContain('Your right to cancel');
  });

  it('prices a pre-order at the pre-order price', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [],
      promotions: [],
      start: START,
      basis: 'including-vat',
      preorder: { isPreorder: true, ismdu: false, coverage: 'DESIGN', mdu_status: null },
    });
    expect(summary.price.monthly).toBe(2700);
  });

  it('leaves out a promotion marked not valid or naming none of the products', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [],
      promotions: [demoPromotion('OLDCODE'), demoPromotion('GIGAAUTO')],
      start: START,
      basis: 'including-vat',
    });
    expect(summary.promotions).toEqual([]);
    expect(summary.price.monthly).toBe(3000);
  });

  it('starting on 2 April puts the first rise a year on', () => {
    const summary = buildContractSummary({
      plan: demoProduct(1002),
      addons: [],
      promotions: [],
      start: { kind: 'installation', day: { year: 2027, month: 4, day: 2 } },
      basis: 'including-vat',
    });
    expect(summary.price.firstIncreaseMonth).toBe(13);
    expect(text(summary)).toContain('month 13 (April 2028)');
  });
});

describe('promotionText', () => {
  it.each([
    ['GIGAAUTO', '£3.00 off every month'],
    ['BUILD20', '£2.00 off every month'],
    ['FREE3', 'First 3 months free'],
    ['FRIEND50', '£50.00 off your first bills'],
  ])('%s: %s', (code, expected) => {
    expect(promotionText(demoPromotion(code))).toBe(expected);
  });
});
