import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESUME_CODE_TTL_MINUTES } from '@fibre/domain/resume-code';

/**
 * The one-time code that lets a visitor resume an open order (decision 0380). The code goes to the
 * order's e-mail address; the browser that asked keeps a short-lived signed cookie holding the
 * expiry and an HMAC over the address, the e-mail, the code and the expiry, never the code itself.
 * Signed rather than stored, like the order cookie (order-access.ts), so any number of web servers
 * agree without shared state, and a cookie for one address and e-mail proves nothing for another.
 */
export const RESUME_COOKIE = 'hb_resume';
const RESUME_CODE_TTL_MS = RESUME_CODE_TTL_MINUTES * 60_000;

/** The e-mail template's parameters (README, EMAIL_ORDER_CODE_TEMPLATE_ID). */
export interface ResumeCodeMessage {
  to_email: string;
  code: string;
  expiry_minutes: number;
}

/** Who a code is for: the address and the e-mail as the provider matches them (decision 0056). */
export interface ResumeSubject {
  uprn: string;
  email: string;
}

/** The code cookie's key: its own label over the order cookie's key, so one secret signs both. */
export function resumeCodeKey(orderAccessKey: Buffer): Buffer {
  return createHmac('sha256', orderAccessKey).update('hb-resume-code-cookie-v1').digest();
}

/** Six random digits, leading zeros kept. */
export function newResumeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function subjectText(subject: ResumeSubject): string {
  return `${subject.uprn}\n${subject.email.trim().toLowerCase()}`;
}

/** The rate limits' key for an address and e-mail: a digest, so no e-mail is kept in memory. */
export function resumeSubjectKey(subject: ResumeSubject): string {
  return createHash('sha256').update(subjectText(subject)).digest('base64url');
}

/**
 * The rate limits' key for one inbox, whatever the address (decision 0382): a digest under its own
 * label, so it never equals an address-and-e-mail key, and no e-mail is kept in memory.
 */
export function resumeInboxKey(email: string): string {
  return createHash('sha256').update(`inbox\n${email.trim().toLowerCase()}`).digest('base64url');
}

function signature(key: Buffer, subject: ResumeSubject, code: string, expiresAt: number): Buffer {
  return createHmac('sha256', key)
    .update(`${subjectText(subject)}\n${code}\n${expiresAt}`)
    .digest();
}

const attributes = (maxAge: number, secure: boolean) =>
  `Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value of a code just sent for `subject`, good for 15 minutes. */
export function resumeCookie(
  subject: ResumeSubject,
  code: string,
  options: { key: Buffer; now: number; secure: boolean },
): string {
  const expiresAt = Math.floor((options.now + RESUME_CODE_TTL_MS) / 1000);
  const signed = signature(options.key, subject, code, expiresAt).toString('base64url');
  return `${RESUME_COOKIE}=${expiresAt}.${signed}; ${attributes(Math.floor(RESUME_CODE_TTL_MS / 1000), options.secure)}`;
}

/** The Set-Cookie value that ends the pending resume (the code was used). */
export function clearedResumeCookie(secure: boolean): string {
  return `${RESUME_COOKIE}=; ${attributes(0, secure)}`;
}

interface PendingResume {
  expiresAt: number;
  signed: Buffer;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [cookieName, ...rest] = part.trim().split('=');
    if (cookieName === name) return rest.join('=');
  }
  return null;
}

/** The code this browser was sent and has not used, while it lasts; null without one. */
export function pendingResumeOf(request: Request, now: number): PendingResume | null {
  const value = cookieValue(request.headers.get('cookie'), RESUME_COOKIE);
  const match = value?.match(/^(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return null;
  return { expiresAt, signed: Buffer.from(match[2] ?? '', 'base64url') };
}

/** Whether `code` is the one sent for `subject` in the pending resume. */
export function resumeCodeHolds(
  pending: PendingResume,
  subject: ResumeSubject,
  code: string,
  key: Buffer,
): boolean {
  const expected = signature(key, subject, code, pending.expiresAt);
  return pending.signed.length === expected.length && timingSafeEqual(pending.signed, expected);
}
