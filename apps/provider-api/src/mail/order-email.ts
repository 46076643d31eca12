import { type CalendarDate, workingDaysAfter } from '@fibre/domain/calendar';
import { slotLabel } from '@fibre/domain/checkout-steps';
import { type ContractSummary, formatDate } from '@fibre/domain/contract-summary';
import type { MaskedDirectDebit } from '@fibre/domain/schemas/api-customer';
import type { OutgoingMail } from './mailer';

/**
 * The order confirmation e-mail (decision 0211): the order number, plan, monthly price and
 * installation visit, the Direct Debit confirmation Bacs asks for (account holder, masked account
 * number, sort code, collector, first collection and the Direct Debit Guarantee) and the 14-day
 * right to cancel, with the contract summary PDF attached. The account number is only ever the
 * masked one the database keeps.
 */

export const ORDER_EMAIL_BRAND = 'Hey!Broadband';

/** The Direct Debit Guarantee in the scheme's standard wording, the provider as the collector. */
export const DIRECT_DEBIT_GUARANTEE = [
  'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  `If there are any changes to the amount, date or frequency of your Direct Debit ${ORDER_EMAIL_BRAND} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${ORDER_EMAIL_BRAND} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
  `If an error is made in the payment of your Direct Debit, by ${ORDER_EMAIL_BRAND} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`,
  `If you receive a refund you are not entitled to, you must pay it back when ${ORDER_EMAIL_BRAND} asks you to.`,
  'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
] as const;

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
}

export function orderEmailSubject(code: string): string {
  return `Your ${ORDER_EMAIL_BRAND} order ${code} is confirmed`;
}

/** '089999' as '08-99-99'. */
export function formatSortCode(sortCode: string): string {
  return /^\d{6}$/.test(sortCode) ? sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3') : sortCode;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Block {
  heading: string;
  lines: string[];
}

function blocks(input: OrderEmailInput): Block[] {
  const { summary } = input;
  const firstCollection = formatDate(workingDaysAfter(input.orderDay, 10));
  const order: Block = {
    heading: 'Your order',
    lines: [
      `Order number: ${input.code}`,
      `Plan: ${summary.planName} (${summary.contract.lengthText})`,
      `Monthly price: ${summary.price.monthlyText} a month`,
      ...(summary.price.setUpFee > 0 ? [`One-off set-up fee: ${summary.price.setUpFeeText}`] : []),
      `Total contract value: ${summary.price.totalText}`,
      input.installation
        ? `Installation: ${slotLabel(input.installation.day, input.installation.time)}`
        : 'Installation: we will contact you to book a visit when our network reaches your address.',
    ],
  };
  const directDebit: Block = input.directDebit
    ? {
        heading: 'Your Direct Debit',
        lines: [
          `Account holder: ${input.directDebit.account_name}`,
          `Account number: ${input.directDebit.account_number}`,
          `Sort code: ${formatSortCode(input.directDebit.sort_code)}`,
          `Collector: ${summary.provider.legalName}, ${summary.provider.address}. Payments show on your statement as ${ORDER_EMAIL_BRAND}.`,
          `We will give you at least 10 working days' notice of the amount and date of your first payment, which will not be collected before ${firstCollection}. After that we collect your monthly payment each month.`,
        ],
      }
    : {
        heading: 'Your Direct Debit',
        lines: ['We will ask you to set up your Direct Debit before your service starts.'],
      };
  const blocksList: Block[] = [order, directDebit];
  if (input.directDebit)
    blocksList.push({ heading: 'The Direct Debit Guarantee', lines: [...DIRECT_DEBIT_GUARANTEE] });
  blocksList.push({
    heading: 'Your right to cancel',
    lines: [
      summary.coolingOffText,
      input.startWithinCancellationPeriod
        ? 'You asked for your service to start within the 14 days.'
        : 'You asked us not to start your service within the 14 days.',
      `Call us on ${summary.provider.phone} (${summary.provider.openingHours}).`,
    ],
  });
  blocksList.push({
    heading: 'Your contract summary',
    lines: [`Your contract summary is attached (${input.pdf.filename}). Please keep it.`],
  });
  return blocksList;
}

/** The e-mail, text and HTML alike, with the summary attached. */
export function orderConfirmationEmail(input: OrderEmailInput): OutgoingMail {
  const greeting = input.name ? `Dear ${input.name},` : 'Hello,';
  const opening = `Thank you for your order. Your order number is ${input.code}.`;
  const parts = blocks(input);
  const text = [
    greeting,
    '',
    opening,
    '',
    ...parts.flatMap((block) => [block.heading, ...block.lines.map((line) => `- ${line}`), '']),
    ORDER_EMAIL_BRAND,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(orderEmailSubject(input.code))}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #1a1a1f; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    ...parts.flatMap((block) => [
      `<h2 style="font-size: 18px; color: #1c2973">${escapeHtml(block.heading)}</h2>`,
      '<ul>',
      ...block.lines.map((line) => `<li>${escapeHtml(line)}</li>`),
      '</ul>',
    ]),
    `<p>${ORDER_EMAIL_BRAND}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: orderEmailSubject(input.code),
    text,
    html,
    attachments: [
      { filename: input.pdf.filename, contentType: 'application/pdf', content: input.pdf.content },
    ],
  };
}
