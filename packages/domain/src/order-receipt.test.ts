import { describe, expect, it } from 'vitest';
import type { ContractStart } from './contract-start';
import { buildContractSummary } from './contract-summary';
import { buildOrderReceipt, type OrderReceiptInput } from './order-receipt';
import { demoProduct, demoPromotion } from './test-support/builders';

const START: ContractStart = { kind: 'installation', day: { year: 2026, month: 11, day: 30 } };

function input(overrides: Partial<OrderReceiptInput> = {}): OrderReceiptInput {
  return {
    orderNumber: 'FB23456789',
    placedAt: new Date('2026-11-23T10:00:00.000Z'),
    name: 'Sam Fibre',
    address: { address: '1 Fibre Street, Demoton', postcode: 'HB1 1AA' },
    summary: buildContractSummary({
      plan: demoProduct(1002),
      addons: [demoProduct(9001)],
      promotions: [demoPromotion('WELCOME10')],
      start: START,
      basis: 'including-vat',
      orderNumber: 'FB23456789',
    }),
    preorder: false,
    installation: { day: '2026-11-30', time: '08:00-13:00' },
    directDebit: { account_name: 'Sam Fibre', sort_code_last2: '99', account_number_last2: '58' },
    switchOrder: null,
    ...overrides,
  };
}

const linesOf = (receipt: ReturnType<typeof buildOrderReceipt>, heading: string) =>
  receipt.sections.find((section) => section.heading === heading)?.lines ?? [];

describe('buildOrderReceipt', () => {
  it("lists the order, the items and the contract summary's own figures", () => {
    const receipt = buildOrderReceipt(input());
    expect(receipt.title).toBe('Receipt for order FB23456789');
    expect(linesOf(receipt, 'Your order')).toEqual([
      'Order number: FB23456789.',
      'Placed on 23 November 2026.',
      'Name: Sam Fibre.',
      'Address: 1 Fibre Street, Demoton, HB1 1AA.',
    ]);
    expect(linesOf(receipt, 'What you ordered')).toEqual([
      'Plan: Fibre 400, 24 months.',
      'Speeds: download up to 400 Mbps, upload up to 400 Mbps.',
      'Home phone line.',
      `Promotion WELCOME10: ${input().summary.promotions[0]?.text}.`,
    ]);
    expect(linesOf(receipt, 'What you pay')).toEqual([
      'Monthly price: £34.00.',
      'Months 1 to 5: £34.00 a month.',
      'Months 6 to 17: £37.00 a month (includes April price rises of £3.00).',
      'Months 18 to 24: £40.00 a month (includes April price rises of £6.00).',
      'One-off set-up fee: £0.00.',
      'Total contract value: £894.00.',
      'All prices include VAT.',
    ]);
    expect(linesOf(receipt, 'Installation')).toEqual([
      'Engineer visit: 30 November 2026, Morning, 8am to 1pm.',
    ]);
    expect(linesOf(receipt, 'Payment')).toEqual([
      'Direct Debit from Sam Fibre, sort code ending 99, account number ending 58.',
    ]);
  });

  it('dates the order by the UK calendar: 23:30 UTC on 1 July is the 2nd in London (BST)', () => {
    const summer = buildOrderReceipt(input({ placedAt: new Date('2026-07-01T23:30:00.000Z') }));
    expect(linesOf(summer, 'Your order')).toContain('Placed on 2 July 2026.');
  });

  it("says a pre-order's visit is booked when the network arrives, and names a switch", () => {
    const receipt = buildOrderReceipt(
      input({
        preorder: true,
        installation: null,
        directDebit: null,
        name: null,
        switchOrder: { reference: 'OTS-FB23456789', losingProvider: 'BT' },
      }),
    );
    expect(linesOf(receipt, 'Your order')).toEqual([
      'Order number: FB23456789.',
      'Placed on 23 November 2026.',
      'Address: 1 Fibre Street, Demoton, HB1 1AA.',
      'This is a pre-order: your service starts when our network reaches your address.',
    ]);
    expect(linesOf(receipt, 'What you ordered')).toContain('Switching from BT (reference OTS-FB23456789).');
    expect(linesOf(receipt, 'Installation')).toEqual([
      'We will book your installation with you when our network reaches your address.',
    ]);
    expect(linesOf(receipt, 'Payment')).toEqual(['No Direct Debit is set up for this order yet.']);
  });

  it('says when a sign-up has no visit booked', () => {
    expect(linesOf(buildOrderReceipt(input({ installation: null })), 'Installation')).toEqual([
      'Your installation is not booked yet.',
    ]);
  });
});
