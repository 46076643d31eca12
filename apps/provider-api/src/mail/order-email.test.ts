import { buildContractSummary } from '@fibre/domain/contract-summary';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { describe, expect, it } from 'vitest';
import {
  DIRECT_DEBIT_GUARANTEE,
  formatSortCode,
  orderConfirmationEmail,
  orderEmailSubject,
} from './order-email';

const product = (id: number) => DEMO_PRODUCTS.find((entry) => entry.id_product === id)!;

function email(overrides: Partial<Parameters<typeof orderConfirmationEmail>[0]> = {}) {
  return orderConfirmationEmail({
    code: 'FB23456789',
    to: 'sam@example.com',
    name: 'Sam <Fibre>',
    summary: buildContractSummary({
      plan: product(1002),
      addons: [],
      promotions: [],
      start: { kind: 'installation', day: { year: 2026, month: 11, day: 27 } },
      basis: 'including-vat',
      orderNumber: 'FB23456789',
    }),
    installation: { day: '2026-11-27', time: '08:00-13:00' },
    directDebit: {
      account_name: 'Sam Fibre',
      sort_code: '089999',
      account_number: '******58',
      created_at: '2026-11-23T10:00:00.000Z',
    },
    // Monday 23 November 2026: ten working days on is Monday 7 December.
    orderDay: { year: 2026, month: 11, day: 23 },
    startWithinCancellationPeriod: true,
    pdf: { filename: 'contract-summary-FB23456789.pdf', content: new Uint8Array([37, 80, 68, 70]) },
    ...overrides,
  });
}

describe('orderConfirmationEmail', () => {
  it('has the subject, addressee and the summary attached', () => {
    const mail = email();
    expect(mail.subject).toBe('Your Hey!Broadband order FB23456789 is confirmed');
    expect(orderEmailSubject('FB1')).toBe('Your Hey!Broadband order FB1 is confirmed');
    expect(mail.to).toBe('sam@example.com');
    expect(mail.attachments).toEqual([
      {
        filename: 'contract-summary-FB23456789.pdf',
        contentType: 'application/pdf',
        content: new Uint8Array([37, 80, 68, 70]),
      },
    ]);
  });

  it('states the order, the visit and the Direct Debit confirmation Bacs requires', () => {
    const { text } = email();
    for (const line of [
      'Order number: FB23456789',
      'Plan: Fibre 400 (24 months)',
      'Monthly price: £30.00 a month',
      'Installation: Friday 27 November 2026, 8am to 1pm',
      'Account holder: Sam Fibre',
      'Account number: ******58',
      'Sort code: 08-99-99',
      'Collector: Hey!Broadband Ltd',
      "at least 10 working days' notice",
      'not be collected before 7 December 2026',
      'The Direct Debit Guarantee',
      ...DIRECT_DEBIT_GUARANTEE,
      'You have the right to cancel within 14 days',
      'You asked for your service to start within the 14 days.',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('escapes what the customer typed in the HTML', () => {
    const { html, text } = email();
    expect(html).toContain('Dear Sam &lt;Fibre&gt;,');
    expect(html).not.toContain('<Fibre>');
    expect(text).toContain('Dear Sam <Fibre>,');
  });

  it('says what happens without a booked visit or a Direct Debit yet (a pre-order)', () => {
    const { text } = email({ installation: null, directDebit: null, startWithinCancellationPeriod: false });
    expect(text).toContain('we will contact you to book a visit');
    expect(text).toContain('We will ask you to set up your Direct Debit');
    expect(text).not.toContain('The Direct Debit Guarantee');
    expect(text).toContain('You asked us not to start your service within the 14 days.');
  });

  it('tells a business how its contract ends, not of a 14-day right it has not got', () => {
    const summary = buildContractSummary({
      plan: product(3002),
      addons: [],
      promotions: [],
      start: { kind: 'installation', day: { year: 2026, month: 11, day: 27 } },
      basis: 'excluding-vat',
      orderNumber: 'FB23456789',
    });
    const { text } = email({ summary, startWithinCancellationPeriod: false });
    expect(text).toContain('Ending your contract');
    expect(text).toContain('does not apply to a business contract');
    expect(text).not.toContain('14 days without');
    expect(text).not.toContain('You asked us not to start your service within the 14 days.');
  });
});

describe('formatSortCode', () => {
  it.each([
    ['089999', '08-99-99'],
    ['08-99-99', '08-99-99'],
  ])('%s as %s', (input, expected) => {
    expect(formatSortCode(input)).toBe(expected);
  });
});
