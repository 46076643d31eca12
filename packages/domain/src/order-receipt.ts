import { longDate, parseIsoDate, ukCalendarDate } from './calendar';
import { CONTRACT_SUMMARY_PROVIDER, type ContractSummary } from './contract-summary';
import type { InstallationSlotTime } from './installation-slot-times';
import { slotLabel } from './installation-window';

/**
 * The receipt of a placed order (issue 23, decision 0634): what was ordered and what it costs, in
 * the contract summary's own figures (the same domain functions as the review step), plus the
 * order's own facts. Pure: the API renders it as a PDF, the order page may show the same lines.
 */

export interface OrderReceiptInput {
  orderNumber: string;
  placedAt: Date;
  /** 'Sam Fibre', or null when no name was given. */
  name: string | null;
  address: { address: string; postcode: string } | null;
  /** The contract summary of the order (buildContractSummary). */
  summary: ContractSummary;
  preorder: boolean;
  installation: { day: string; time: InstallationSlotTime } | null;
  directDebit: { account_name: string; sort_code_last2: string; account_number_last2: string } | null;
  /** The One Touch Switch order: whom the customer leaves, and its reference. */
  switchOrder: { reference: string; losingProvider: string } | null;
}

export interface OrderReceiptSection {
  heading: string;
  lines: string[];
}

export interface OrderReceipt {
  title: string;
  orderNumber: string;
  provider: typeof CONTRACT_SUMMARY_PROVIDER;
  sections: OrderReceiptSection[];
}

function installationLine(input: OrderReceiptInput): string {
  if (input.installation) {
    const day = parseIsoDate(input.installation.day);
    const when = day ? longDate(day) : input.installation.day;
    return `Engineer visit: ${when}, ${slotLabel(input.installation.time)}.`;
  }
  return input.preorder
    ? 'We will book your installation with you when our network reaches your address.'
    : 'Your installation is not booked yet.';
}

export function buildOrderReceipt(input: OrderReceiptInput): OrderReceipt {
  const { summary } = input;
  const provider = CONTRACT_SUMMARY_PROVIDER;
  const order: string[] = [
    `Order number: ${input.orderNumber}.`,
    `Placed on ${longDate(ukCalendarDate(input.placedAt))}.`,
    ...(input.name ? [`Name: ${input.name}.`] : []),
    ...(input.address ? [`Address: ${input.address.address}, ${input.address.postcode}.`] : []),
    ...(input.preorder
      ? ['This is a pre-order: your service starts when our network reaches your address.']
      : []),
  ];
  const items: string[] = [
    `Plan: ${summary.planName}, ${summary.contract.lengthText}.`,
    `Speeds: download up to ${summary.services.downloadMbps} Mbps, upload up to ${summary.services.uploadMbps} Mbps.`,
    ...(summary.services.homePhone ? ['Home phone line.'] : []),
    ...summary.services.extras.map((name) => `Extra: ${name}.`),
    ...summary.promotions.map((promotion) => `Promotion ${promotion.code}: ${promotion.text}.`),
    ...(input.switchOrder
      ? [`Switching from ${input.switchOrder.losingProvider} (reference ${input.switchOrder.reference}).`]
      : []),
  ];
  const price: string[] = [
    `Monthly price: ${summary.price.monthlyText}.`,
    ...summary.price.periods.map((period) => `${period.text}.`),
    `One-off set-up fee: ${summary.price.setUpFeeText}.`,
    `Total contract value: ${summary.price.totalStatement}.`,
    summary.vatNote,
  ];
  const payment: string[] = input.directDebit
    ? [
        `Direct Debit from ${input.directDebit.account_name}, sort code ending ${input.directDebit.sort_code_last2}, ` +
          `account number ending ${input.directDebit.account_number_last2}.`,
      ]
    : ['No Direct Debit is set up for this order yet.'];
  return {
    title: `Receipt for order ${input.orderNumber}`,
    orderNumber: input.orderNumber,
    provider,
    sections: [
      { heading: 'Your order', lines: order },
      { heading: 'What you ordered', lines: items },
      { heading: 'What you pay', lines: price },
      { heading: 'Installation', lines: [installationLine(input)] },
      { heading: 'Payment', lines: payment },
      {
        heading: 'Questions',
        lines: [
          `${provider.legalName}, ${provider.address}.`,
          `Call ${provider.phone} (${provider.openingHours}) or e-mail ${provider.email}.`,
        ],
      },
    ],
  };
}
