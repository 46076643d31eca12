import { slotLabel } from '@fibre/domain/checkout-steps';
import { formatPrice } from '@fibre/domain/money';
import type { OrderEventOf } from '@fibre/domain/schemas/order-events';
import { FIND_MY_ORDER_PATH } from '@fibre/domain/site-paths';
import { brandedEmail } from './branded-email';
import type { OutgoingMail } from './mailer';

/**
 * The e-mails that go out from order events, not from routes (issue 23, decision 0643): the
 * installation moved, the order cancelled, and the reminder the day before the visit. The worker
 * sends each once per event (its own delivery, retried like a webhook). Branded HTML and plain
 * text from one input (decision 0680).
 */

/** The event types that send the customer an e-mail. */
export const EMAILED_EVENT_TYPES = [
  'order.installation_rescheduled',
  'order.cancelled',
  'order.installation_reminder',
] as const;
export type EmailedEventType = (typeof EMAILED_EVENT_TYPES)[number];

export function isEmailedEventType(type: string): type is EmailedEventType {
  return (EMAILED_EVENT_TYPES as readonly string[]).includes(type);
}

/** Who the e-mail is to, as the customer record has them now, and the site the links go to. */
export interface EventEmailRecipient {
  to: string;
  /** The first name, or null when the record has none. */
  name: string | null;
  /** The public site's origin (SITE_URL). */
  siteUrl: string;
}

const FIND_ORDER_LINE = 'You can see your order, move the visit or cancel it at any time on our website.';

function findMyOrder(recipient: EventEmailRecipient) {
  return [{ text: 'Find my order', href: `${recipient.siteUrl}${FIND_MY_ORDER_PATH}` }];
}
const VISIT_LINES = [
  'Our engineer will arrive within the time shown. Someone aged 18 or over needs to be at home for the whole visit, which usually takes up to 4 hours.',
  'Please make sure the engineer can reach the place where the fibre comes into your home and a power socket near where you want your router.',
];

function greeting(recipient: EventEmailRecipient): string {
  return recipient.name ? `Dear ${recipient.name},` : 'Hello,';
}

function mail(
  recipient: EventEmailRecipient,
  subject: string,
  built: ReturnType<typeof brandedEmail>,
): OutgoingMail {
  return { to: recipient.to, subject, text: built.text, html: built.html, attachments: [] };
}

export function installationRescheduledEmail(
  event: OrderEventOf<'order.installation_rescheduled'>,
  recipient: EventEmailRecipient,
): OutgoingMail {
  const { order_code: code, installation, previous_installation: previous } = event.data;
  const subject = `Your Hey!Broadband installation has moved: order ${code}`;
  return mail(
    recipient,
    subject,
    brandedEmail({
      subject,
      heading: 'Your installation has moved',
      preview: `Your engineer visit is now on ${slotLabel(installation.day, installation.time)}.`,
      paragraphs: [greeting(recipient), 'Your engineer visit has moved. Here is the new time.'],
      rows: [
        { label: 'Order number', value: code },
        { label: 'New visit', value: slotLabel(installation.day, installation.time) },
        { label: 'Previous visit', value: previous ? slotLabel(previous.day, previous.time) : 'Not booked' },
      ],
      links: findMyOrder(recipient),
      sections: [{ heading: 'On the day', paragraphs: VISIT_LINES }],
      footer: [FIND_ORDER_LINE, 'If you did not move the visit, call us straight away.'],
    }),
  );
}

export function orderCancelledEmail(
  event: OrderEventOf<'order.cancelled'>,
  recipient: EventEmailRecipient,
): OutgoingMail {
  const { order_code: code, amount_owed: owed } = event.data;
  const subject = `Your Hey!Broadband order ${code} is cancelled`;
  const owedLines =
    owed === null || owed === 0
      ? ['You owe us nothing. If you have paid us anything for this order, we will refund it within 14 days.']
      : [
          `You owe ${formatPrice(Math.round(owed * 100))} for the service you asked us to start within the 14-day cancellation period, up to the day you cancelled.`,
          'We will take it by Direct Debit, and refund anything else you have paid within 14 days.',
        ];
  return mail(
    recipient,
    subject,
    brandedEmail({
      subject,
      heading: 'Your order is cancelled',
      preview: `We have cancelled order ${code}.`,
      paragraphs: [
        greeting(recipient),
        `We have cancelled your order ${code}. Keep this e-mail as your record.`,
      ],
      rows: [
        { label: 'Order number', value: code },
        {
          label: 'Cancelled on',
          value: new Date(event.created_at).toLocaleDateString('en-GB', {
            dateStyle: 'long',
            timeZone: 'Europe/London',
          }),
        },
      ],
      sections: [
        { heading: 'What you owe', paragraphs: owedLines },
        {
          heading: 'What happens next',
          paragraphs: [
            'Any engineer visit booked for this order is cancelled, and your Direct Debit for it will not be used again.',
            'If you are switching from another provider, we have told the switching service: your current service carries on.',
          ],
        },
      ],
      links: findMyOrder(recipient),
      footer: ['If you did not ask us to cancel this order, call us straight away.'],
    }),
  );
}

export function installationReminderEmail(
  event: OrderEventOf<'order.installation_reminder'>,
  recipient: EventEmailRecipient,
): OutgoingMail {
  const { order_code: code, installation } = event.data;
  const subject = 'Your Hey!Broadband installation is tomorrow';
  return mail(
    recipient,
    subject,
    brandedEmail({
      subject,
      heading: 'Your installation is tomorrow',
      preview: `Our engineer visits on ${slotLabel(installation.day, installation.time)}.`,
      paragraphs: [
        greeting(recipient),
        'A reminder that our engineer comes to install your full fibre broadband tomorrow.',
      ],
      rows: [
        { label: 'Order number', value: code },
        { label: 'Visit', value: slotLabel(installation.day, installation.time) },
      ],
      links: findMyOrder(recipient),
      sections: [{ heading: 'On the day', paragraphs: VISIT_LINES }],
      footer: [FIND_ORDER_LINE],
    }),
  );
}
