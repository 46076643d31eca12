import { buildContractSummary } from '@fibre/domain/contract-summary';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import {
  MODEL_CANCELLATION_FORM,
  MODEL_CANCELLATION_INSTRUCTIONS,
} from '@fibre/domain/model-cancellation-form';
import type { SwitchOrder } from '@fibre/domain/schemas/switch-match';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './branded-email';
import { textWords, visibleWords } from './email-words.test-support';
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
    switchOrder: null,
    siteUrl: 'https://heybroadband.example',
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
    expect(text).not.toContain('Model cancellation form');
    expect(text).not.toContain('You asked us not to start your service within the 14 days.');
  });
});

const SWITCH_ORDER: SwitchOrder = {
  reference: 'OTS-FB23456789',
  status: 'MATCHED',
  losing_provider: { rcpid: 'RCP1', name: 'Copper & Co <Ltd>' },
  implications: [
    { service_type: 'IAS', action: 'cease', text: 'Your broadband with Copper & Co will stop.' },
    { service_type: 'NBICS', action: 'port', text: 'Your phone number 01632 960123 moves to us.' },
  ],
  early_termination_charges_may_apply: true,
  created_at: '2026-11-23T10:00:00.000Z',
};

/** An order with every kind of item: a phone line keeping its number, an extra, two promotions, a switch. */
function fullOrderEmail() {
  const promotions = DEMO_PROMOTIONS.filter((promotion) =>
    ['FREE3', 'FRIEND50'].includes(promotion.code),
  ).map((promotion) => ({ ...promotion, valid: true }));
  return email({
    summary: buildContractSummary({
      plan: product(1002),
      addons: [product(9002), product(9004)],
      promotions,
      start: { kind: 'installation', day: { year: 2026, month: 11, day: 27 } },
      basis: 'including-vat',
      orderNumber: 'FB23456789',
    }),
    switchOrder: SWITCH_ORDER,
  });
}

describe('the confirmation of a whole order', () => {
  it('lists every item: plan, network, phone line and number port, extras, promotions and the switch', () => {
    const { text, html } = fullOrderEmail();
    for (const piece of [
      'Plan: Fibre 400 (24 months)',
      'Network: Full fibre broadband',
      'Network technology: Full fibre.',
      'Broadband: Fibre 400, full fibre with unlimited data.',
      'Home phone: Home Phone (keep existing number)',
      'Your existing number moves to us 2 to 3 weeks after your broadband goes live.',
      'Extra: Mesh Wi-Fi Booster.',
      'Minimum guaranteed speed: 200 Mbps download',
      'FREE3: First 3 months free',
      'FRIEND50: £50.00 off your first bills',
      'Taken off your first bills: £50.00',
      'We are switching you from Copper & Co <Ltd> through One Touch Switch (reference OTS-FB23456789).',
      'Your phone number 01632 960123 moves to us.',
      'Copper & Co <Ltd> may charge you for leaving before your contract with them ends.',
      'What is full fibre?: https://heybroadband.example/full-fibre',
    ]) {
      expect(text).toContain(piece);
    }
    expect(html).toContain(escapeHtml('We are switching you from Copper & Co <Ltd>'));
    expect(html).not.toContain('Copper & Co <Ltd>');
  });

  it("gives the review's figures: monthly price, each run of months, one-offs and the total", () => {
    const mail = fullOrderEmail();
    const summary = buildContractSummary({
      plan: product(1002),
      addons: [product(9002), product(9004)],
      promotions: DEMO_PROMOTIONS.filter((promotion) => ['FREE3', 'FRIEND50'].includes(promotion.code)).map(
        (promotion) => ({ ...promotion, valid: true }),
      ),
      start: { kind: 'installation', day: { year: 2026, month: 11, day: 27 } },
      basis: 'including-vat',
    });
    expect(summary.price.periods.length).toBeGreaterThan(1);
    for (const period of summary.price.periods) expect(mail.text).toContain(`- ${period.text}`);
    expect(mail.text).toContain(`Monthly price: ${summary.price.monthlyText} a month`);
    expect(mail.text).toContain(`Total contract value: ${summary.price.totalStatement}`);
    expect(mail.text).toContain('All prices include VAT.');
  });

  it('carries the model cancellation instructions and form, and links to Find my order', () => {
    const { text, html } = fullOrderEmail();
    for (const line of [...MODEL_CANCELLATION_INSTRUCTIONS, ...MODEL_CANCELLATION_FORM]) {
      expect(text).toContain(line);
      expect(html).toContain(escapeHtml(line));
    }
    expect(text).toContain('Find my order: https://heybroadband.example/find-my-order');
    expect(html).toContain('<a href="https://heybroadband.example/find-my-order"');
  });

  it('says the same in its text part as in its HTML part', () => {
    for (const mail of [fullOrderEmail(), email(), email({ installation: null, directDebit: null })]) {
      expect(textWords(mail.text)).toBe(visibleWords(mail.html));
    }
  });

  it('leaves out the switch when there is none, or it was cancelled', () => {
    expect(email().text).not.toContain('One Touch Switch');
    expect(email({ switchOrder: { ...SWITCH_ORDER, status: 'CANCELLED' } }).text).not.toContain(
      'One Touch Switch',
    );
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
