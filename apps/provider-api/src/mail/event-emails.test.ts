import { describe, expect, it } from 'vitest';
import { textWords, visibleWords } from './email-words.test-support';
import {
  installationReminderEmail,
  installationRescheduledEmail,
  isEmailedEventType,
  orderCancelledEmail,
} from './event-emails';

const BASE = { id: '0190f1c2-0000-7000-8000-000000000001', created_at: '2026-11-28T10:00:00.000Z' };
const SITE = 'https://www.heybroadband.example';
const SAM = { to: 'sam@example.com', name: 'Sam <Fibre>', siteUrl: SITE };

describe('the event e-mails', () => {
  it('says the new and the previous visit when the installation moves', () => {
    const mail = installationRescheduledEmail(
      {
        ...BASE,
        type: 'order.installation_rescheduled',
        data: {
          order_code: 'FB1',
          state: 'acknowledged',
          installation: { day: '2026-12-04', time: '08:00-13:00' },
          previous_installation: { day: '2026-12-02', time: '13:00-18:00' },
        },
      },
      SAM,
    );
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Your Hey!Broadband installation has moved: order FB1');
    expect(mail.text).toContain('New visit: Friday 4 December 2026, 8am to 1pm');
    expect(mail.text).toContain('Previous visit: Wednesday 2 December 2026, 1pm to 6pm');
    expect(mail.text).toContain('Dear Sam <Fibre>,');
    expect(mail.html).toContain('Dear Sam &lt;Fibre&gt;,');
    expect(visibleWords(mail.html)).toBe(textWords(mail.text));
    expect(mail.text).toContain(`Find my order: ${SITE}/find-my-order`);
    expect(mail.html).toContain(`href="${SITE}/find-my-order"`);
  });

  it('says what is owed when a cancelled order had started in the 14 days, and nothing otherwise', () => {
    const cancelled = (amount: number | null) =>
      orderCancelledEmail(
        {
          ...BASE,
          type: 'order.cancelled',
          data: {
            order_code: 'FB2',
            state: 'cancelled',
            reason: 'Cancelled by the customer',
            amount_owed: amount,
          },
        },
        { to: 'ali@example.com', name: null, siteUrl: SITE },
      );
    const owing = cancelled(12.5);
    expect(owing.subject).toBe('Your Hey!Broadband order FB2 is cancelled');
    expect(owing.text).toContain('You owe £12.50 for the service you asked us to start');
    expect(owing.text).toContain('Cancelled on: 28 November 2026');
    expect(owing.text).toContain('Hello,');
    expect(cancelled(null).text).toContain('You owe us nothing.');
    expect(cancelled(null).text).not.toContain('Direct Debit, and refund');
    expect(visibleWords(owing.html)).toBe(textWords(owing.text));
  });

  it('reminds the customer of the visit the day before', () => {
    const mail = installationReminderEmail(
      {
        ...BASE,
        type: 'order.installation_reminder',
        data: {
          order_code: 'FB3',
          state: 'inProgress',
          installation: { day: '2026-11-29', time: '13:00-18:00' },
        },
      },
      SAM,
    );
    expect(mail.subject).toBe('Your Hey!Broadband installation is tomorrow');
    expect(mail.text).toContain('Visit: Sunday 29 November 2026, 1pm to 6pm');
    expect(mail.attachments).toEqual([]);
  });

  it('e-mails for the three event types only', () => {
    expect(isEmailedEventType('order.cancelled')).toBe(true);
    expect(isEmailedEventType('order.installation_rescheduled')).toBe(true);
    expect(isEmailedEventType('order.installation_reminder')).toBe(true);
    expect(isEmailedEventType('order.created')).toBe(false);
    expect(isEmailedEventType('order.state_changed')).toBe(false);
  });
});
