import { type CalendarDate, workingDaysAfter } from '@fibre/domain/calendar';
import { BUSINESS_CONTRACT_ENDING_TEXT } from '@fibre/domain/cancellation-rights';
import { slotLabel } from '@fibre/domain/checkout-steps';
import { CONTRACT_SUMMARY_PROVIDER, type ContractSummary, formatDate } from '@fibre/domain/contract-summary';
import { DIRECT_DEBIT_GUARANTEE } from '@fibre/domain/direct-debit-guarantee';
import {
  MODEL_CANCELLATION_FORM,
  MODEL_CANCELLATION_INSTRUCTIONS,
} from '@fibre/domain/model-cancellation-form';
import { formatPrice } from '@fibre/domain/money';
import {
  NETWORK_TECHNOLOGY_LINK_TEXT,
  NETWORK_TECHNOLOGY_NAME,
  NETWORK_TECHNOLOGY_PATH,
} from '@fibre/domain/network-technology';
import type { MaskedDirectDebit } from '@fibre/domain/schemas/api-customer';
import type { SwitchOrder } from '@fibre/domain/schemas/switch-match';
import { FIND_MY_ORDER_PATH } from '@fibre/domain/site-paths';
import { brandedEmail, type EmailSection } from './branded-email';
import type { OutgoingMail } from './mailer';

/**
 * The order confirmation e-mail (decisions 0211, 0681) in the branded layout (0680): every item
 * of the order (plan and speeds, network technology, phone line and number port, extras,
 * promotions, the One Touch Switch), the review's figures, the installation visit, the Direct
 * Debit confirmation Bacs asks for (account holder, masked account number, sort code, collector,
 * first collection and the Direct Debit Guarantee), the 14-day right to cancel with the model
 * cancellation form, and a 'Find my order' link, with the contract summary PDF attached. The
 * account number is only ever the masked one the database keeps.
 */

const ORDER_EMAIL_BRAND = CONTRACT_SUMMARY_PROVIDER.name;

/** The Direct Debit Guarantee, the same words as the payment step (the domain's). */
export { DIRECT_DEBIT_GUARANTEE };

export interface OrderEmailInput {
  code: string;
  to: string;
  /** 'Sam Fibre', or null when the order has no name. */
  name: string | null;
  summary: ContractSummary;
  /** The booked visit, or null (a pre-order has none yet). */
  installation: { day: string; time: string } | null;
  directDebit: MaskedDirectDebit | null;
  /** The UK day the order was placed: the first collection is at least 10 working days after it. */
  orderDay: CalendarDate;
  startWithinCancellationPeriod: boolean;
  pdf: { filename: string; content: Uint8Array };
  /** The order's One Touch Switch, or null when the customer is not switching. */
  switchOrder: SwitchOrder | null;
  /** The public site's origin, for 'Find my order' and the full fibre explanation. */
  siteUrl: string;
}

export function orderEmailSubject(code: string): string {
  return `Your ${ORDER_EMAIL_BRAND} order ${code} is confirmed`;
}

/** '089999' as '08-99-99'. */
export function formatSortCode(sortCode: string): string {
  return /^\d{6}$/.test(sortCode) ? sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3') : sortCode;
}

function orderSection(input: OrderEmailInput): EmailSection {
  const { summary } = input;
  return {
    heading: 'Your order',
    rows: [
      { label: 'Order number', value: input.code },
      { label: 'Plan', value: `${summary.planName} (${summary.contract.lengthText})` },
      { label: 'Network', value: `${NETWORK_TECHNOLOGY_NAME} broadband` },
      {
        label: 'Installation',
        value: input.installation
          ? slotLabel(input.installation.day, input.installation.time)
          : 'we will contact you to book a visit when our network reaches your address.',
      },
      { label: 'Contract starts', value: summary.startText },
    ],
  };
}

/** Every item: the plan and its speeds, the network, the phone line and any number it keeps, the extras. */
function itemsSection(input: OrderEmailInput): EmailSection {
  const services = input.summary.sections.find((section) => section.heading === 'Services and equipment');
  const speeds = input.summary.sections.find(
    (section) => section.heading === 'Speeds of the internet service and remedies',
  );
  return {
    heading: 'What you ordered',
    items: [...(services?.lines ?? []), ...(speeds?.lines ?? [])],
    links: [{ text: NETWORK_TECHNOLOGY_LINK_TEXT, href: `${input.siteUrl}${NETWORK_TECHNOLOGY_PATH}` }],
  };
}

/** The review's figures, from the same contract figures (contract-figures.ts via the summary). */
function paymentsSection(input: OrderEmailInput): EmailSection {
  const { price } = input.summary;
  return {
    heading: 'Your payments',
    rows: [
      { label: 'Monthly price', value: `${price.monthlyText} a month` },
      ...(price.setUpFee > 0 ? [{ label: 'One-off set-up fee', value: price.setUpFeeText }] : []),
      ...(price.oneOffCredit > 0
        ? [
            {
              label: 'Taken off your first bills',
              value: formatPrice(price.oneOffCredit, { forceDecimals: true }),
            },
          ]
        : []),
      { label: 'Total contract value', value: price.totalStatement },
    ],
    items: price.periods.map((period) => period.text),
    notes: [input.summary.vatNote],
  };
}

function promotionsSection(input: OrderEmailInput): EmailSection | null {
  if (input.summary.promotions.length === 0) return null;
  return {
    heading: 'Your promotions',
    items: input.summary.promotions.map((promotion) => `${promotion.code}: ${promotion.text}`),
  };
}

/** The One Touch Switch order the order placed (decision 0220), with what it does to each service. */
function switchSection(input: OrderEmailInput): EmailSection | null {
  const order = input.switchOrder;
  if (order?.status !== 'MATCHED') return null;
  return {
    heading: 'Switching from your current provider',
    paragraphs: [
      `We are switching you from ${order.losing_provider.name} through One Touch Switch (reference ${order.reference}). Your old service stops when your new broadband goes live, so you are not without a connection.`,
      ...(order.early_termination_charges_may_apply
        ? [`${order.losing_provider.name} may charge you for leaving before your contract with them ends.`]
        : []),
    ],
    items: order.implications.map((implication) => implication.text),
  };
}

function directDebitSections(input: OrderEmailInput): EmailSection[] {
  const { summary } = input;
  if (!input.directDebit) {
    return [
      {
        heading: 'Your Direct Debit',
        paragraphs: ['We will ask you to set up your Direct Debit before your service starts.'],
      },
    ];
  }
  const firstCollection = formatDate(workingDaysAfter(input.orderDay, 10));
  return [
    {
      heading: 'Your Direct Debit',
      rows: [
        { label: 'Account holder', value: input.directDebit.account_name },
        { label: 'Account number', value: input.directDebit.account_number },
        { label: 'Sort code', value: formatSortCode(input.directDebit.sort_code) },
        {
          label: 'Collector',
          value: `${summary.provider.legalName}, ${summary.provider.address}. Payments show on your statement as ${ORDER_EMAIL_BRAND}.`,
        },
      ],
      notes: [
        `We will give you at least 10 working days' notice of the amount and date of your first payment, which will not be collected before ${firstCollection}. After that we collect your monthly payment each month.`,
      ],
    },
    { heading: 'The Direct Debit Guarantee', items: [...DIRECT_DEBIT_GUARANTEE] },
  ];
}

/** The 14-day right with the model instructions and form (the Regulations' Schedule 3), or a business's ending. */
function cancellationSections(input: OrderEmailInput): EmailSection[] {
  const { summary } = input;
  const callUs = `Call us on ${summary.provider.phone} (${summary.provider.openingHours}).`;
  // A business has no 14-day right (decision 0280): its summary says how its contract ends instead.
  if (summary.coolingOffText === null) {
    return [{ heading: 'Ending your contract', paragraphs: [BUSINESS_CONTRACT_ENDING_TEXT, callUs] }];
  }
  return [
    {
      heading: 'Your right to cancel',
      paragraphs: [
        summary.coolingOffText,
        input.startWithinCancellationPeriod
          ? 'You asked for your service to start within the 14 days.'
          : 'You asked us not to start your service within the 14 days.',
        ...MODEL_CANCELLATION_INSTRUCTIONS,
        callUs,
      ],
      links: [{ text: 'Cancel online from your order page', href: `${input.siteUrl}${FIND_MY_ORDER_PATH}` }],
    },
    { heading: 'Model cancellation form', paragraphs: [...MODEL_CANCELLATION_FORM] },
  ];
}

function sections(input: OrderEmailInput): EmailSection[] {
  return [
    orderSection(input),
    itemsSection(input),
    paymentsSection(input),
    promotionsSection(input),
    switchSection(input),
    ...directDebitSections(input),
    ...cancellationSections(input),
    {
      heading: 'Your contract summary',
      paragraphs: [`Your contract summary is attached (${input.pdf.filename}). Please keep it.`],
    },
  ].filter((section): section is EmailSection => section !== null);
}

/** The e-mail in the branded layout, text and HTML alike, with the summary attached. */
export function orderConfirmationEmail(input: OrderEmailInput): OutgoingMail {
  const subject = orderEmailSubject(input.code);
  const { html, text } = brandedEmail({
    subject,
    heading: 'Thank you for your order',
    preview: `Order ${input.code}: ${input.summary.planName}, ${input.summary.price.monthlyText} a month.`,
    paragraphs: [
      input.name ? `Dear ${input.name},` : 'Hello,',
      `Thank you for your order. Your order number is ${input.code}. This e-mail has everything you agreed to: please keep it.`,
      'You can see where your order is, move your installation or cancel at any time:',
    ],
    links: [{ text: 'Find my order', href: `${input.siteUrl}${FIND_MY_ORDER_PATH}` }],
    sections: sections(input),
  });
  return {
    to: input.to,
    subject,
    text,
    html,
    attachments: [
      { filename: input.pdf.filename, contentType: 'application/pdf', content: input.pdf.content },
    ],
  };
}
