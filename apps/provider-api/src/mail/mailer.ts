import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Sends the order e-mails (decision 0211) with nodemailer: through the SMTP server of SMTP_URL,
 * or, with none set (development, demo, tests), into the outbox folder as one .eml file per
 * message beside a small .json index of it that an operator or a test can read.
 */

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

interface SentMail {
  messageId: string;
  /** 'smtp', or 'outbox' when written to the folder. */
  via: 'smtp' | 'outbox';
  /** The .eml file written (outbox only). */
  file: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}

/** What the outbox keeps beside each .eml: enough to see what was sent without parsing MIME. */
export interface OutboxEntry {
  id: string;
  message_id: string;
  from: string;
  to: string;
  subject: string;
  attachments: string[];
  sent_at: string;
  eml: string;
}

export interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  /** The time an outbox entry records (tests fix it). */
  now?: () => Date;
}

// A mail server that does not answer must not hold the confirmation answer for long: the whole
// send is cut off well inside the app's 15 s handler timeout, so the committed order is answered.
const SMTP_TIMEOUTS = { connectionTimeout: 3_000, greetingTimeout: 3_000, socketTimeout: 5_000 };
const SMTP_SEND_LIMIT_MS = 8_000;

/** The promise's outcome, or a rejection once `ms` have passed without one. */
export async function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOptions(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
  };
}

/** A file name that sorts by time and cannot collide: '20261123T100000Z-3f9a1c2b'. */
function outboxId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      const info = await withinTime(
        transport.sendMail(messageOptions(from, mail)),
        SMTP_SEND_LIMIT_MS,
        'Sending through SMTP',
      );
      return { messageId: info.messageId, via: 'smtp', file: null };
    },
  };
}

function outboxMailer(outboxDir: string, from: string, now: () => Date): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOptions(from, mail));
      const sentAt = now();
      const id = outboxId(sentAt);
      await mkdir(outboxDir, { recursive: true });
      const eml = join(outboxDir, `${id}.eml`);
      await writeFile(eml, info.message);
      const entry: OutboxEntry = {
        id,
        message_id: info.messageId,
        from,
        to: mail.to,
        subject: mail.subject,
        attachments: mail.attachments.map((attachment) => attachment.filename),
        sent_at: sentAt.toISOString(),
        eml: `${id}.eml`,
      };
      await writeFile(join(outboxDir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
      return { messageId: info.messageId, via: 'outbox', file: eml };
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from, options.now ?? (() => new Date()));
}
