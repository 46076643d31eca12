import { type CalendarDate, workingDaysAfter } from '@fibre/domain/calendar';
import { BUSINESS_CONTRACT_ENDING_TEXT } from '@fibre/domain/cancellation-rights';
import { slotLabel } from '@fibre/domain/checkout-steps';
import { CONTRACT_SUMMARY_PROVIDER, type ContractSummary, formatDate } from '@fibre/domain/contract-summary';
import { DIRECT_DEBIT_GUARANTEE } from '@fibre/domain/direct-debit-guarantee';
import { formatPrice } from '@fibre/domain/money';
import type { MaskedDirectDebit } from '@fibre/domain/schemas/api-customer';
import type { OutgoingMail } from './mailer';

/**
 * The order confirmation e-mail (decision 0211): the order number, plan, monthly price and
 * installation visit, the Direct Debit confirmation Bacs asks for (account holder, masked account
 * number, sort code, collector, first collection and the Direct Debit Guarantee) and the 14-day
 * right to cancel, with the contract summary PDF attached. The account number is only ever the
 * masked one the database keeps.
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
      ...(summary.price.oneOffCredit > 0
        ? [`Taken off your first bills: ${formatPrice(summary.price.oneOffCredit, { forceDecimals: true })}`]
        : []),
      `Contract starts: ${summary.startText}`,
      `Total contract value: ${summary.price.totalStatement}`,
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
  const callUs = `Call us on ${summary.provider.phone} (${summary.provider.openingHours}).`;
  // A business has no 14-day right (decision 0280): its summary says how its contract ends instead.
  blocksList.push(
    summary.coolingOffText === null
      ? { heading: 'Ending your contract', lines: [BUSINESS_CONTRACT_ENDING_TEXT, callUs] }
      : {
          heading: 'Your right to cancel',
          lines: [
            summary.coolingOffText,
            input.startWithinCancellationPeriod
              ? 'You asked for your service to start within the 14 days.'
              : 'You asked us not to start your service within the 14 days.',
            callUs,
          ],
        },
  );
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
