import type { EmailAdapter, SendEmailOptions } from 'payload';
import { createEmailService, type EmailSendResult, type EmailServiceConfig } from '@/services/email';

export const CMS_MAIL_FROM = { name: 'Hey!Broadband CMS', address: 'no-reply@heybroadband.example' } as const;

type Recipient = NonNullable<SendEmailOptions['to']>;

/** The addresses in Payload's (nodemailer's) `to`: a string, an address object, or lists of them. */
export function recipients(to: Recipient | undefined): string[] {
  if (to === undefined) return [];
  if (Array.isArray(to)) return to.flatMap((each) => recipients(each));
  const address = (typeof to === 'string' ? to : to.address) ?? '';
  return address.trim() === '' ? [] : [address.trim()];
}

/** A plain-text copy of an HTML mail for the template's text part: links kept as their addresses. */
export function plainText(html: string): string {
  return html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, text: string) =>
      text.trim() === href ? href : `${text} (${href})`,
    )
    .replace(/<(?:br|\/p|\/h\d|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Payload's e-mail adapter on the site's own e-mail service (services/email.ts; the stand-in's outbox
 * on a fresh install): each mail the CMS sends, such as a staff password reset, is one message
 * through the staff template, one per recipient (decision 0503). The settings are read when a mail
 * is sent, so a CLI that never mails (migrations, types) needs none of the site's settings.
 */
export function cmsEmailAdapter(
  settings: () => EmailServiceConfig & { staffTemplateId: string },
): EmailAdapter<EmailSendResult[]> {
  return () => ({
    name: 'site-email-service',
    defaultFromName: CMS_MAIL_FROM.name,
    defaultFromAddress: CMS_MAIL_FROM.address,
    async sendEmail(message) {
      const config = settings();
      const service = createEmailService(config);
      const html = typeof message.html === 'string' ? message.html : '';
      const text = typeof message.text === 'string' ? message.text : plainText(html);
      const results: EmailSendResult[] = [];
      for (const to of recipients(message.to)) {
        results.push(
          await service.send(
            {
              to_email: to,
              from_name: CMS_MAIL_FROM.name,
              subject: message.subject ?? '',
              message_html: html,
              message: text,
            },
            { templateId: config.staffTemplateId },
          ),
        );
      }
      return results;
    },
  });
}
