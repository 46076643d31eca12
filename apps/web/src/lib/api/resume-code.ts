import {
  clearedPendingCodeCookie,
  type EmailedCodeKind,
  emailedCodeKey,
  newEmailedCode,
  type PendingCode,
  pendingCodeCookie,
  pendingCodeHolds,
  pendingCodeOf,
  subjectDigest,
} from './emailed-code';

/**
 * The one-time code that lets a visitor resume an open order (decision 0380). The code goes to the
 * order's e-mail address; the browser that asked keeps a short-lived signed cookie holding the
 * expiry and an HMAC over the address, the e-mail, the code and the expiry, never the code itself
 * (the mechanism is emailed-code.ts, shared with Find my order). Signed rather than stored, like the
 * order cookie (order-access.ts), so any number of web servers agree without shared state, and a
 * cookie for one address and e-mail proves nothing for another.
 */
export const RESUME_COOKIE = 'hb_resume';
const RESUME_CODE: EmailedCodeKind = {
  cookie: RESUME_COOKIE,
  path: '/api',
  keyLabel: 'hb-resume-code-cookie-v1',
};

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
  return emailedCodeKey(orderAccessKey, RESUME_CODE);
}

/** Six random digits, leading zeros kept. */
export const newResumeCode = newEmailedCode;

function subjectText(subject: ResumeSubject): string {
  return `${subject.uprn}\n${subject.email.trim().toLowerCase()}`;
}

/** The rate limits' key for an address and e-mail: a digest, so no e-mail is kept in memory. */
export function resumeSubjectKey(subject: ResumeSubject): string {
  return subjectDigest(null, subjectText(subject));
}

/**
 * The rate limits' key for one inbox, whatever the address (decision 0382): a digest under its own
 * label, so it never equals an address-and-e-mail key, and no e-mail is kept in memory. Find my
 * order counts into the same key, so one inbox gets at most 5 codes in 15 minutes from both.
 */
export function resumeInboxKey(email: string): string {
  return subjectDigest('inbox', email.trim().toLowerCase());
}

/** The Set-Cookie value of a code just sent for `subject`, good for 15 minutes. */
export function resumeCookie(
  subject: ResumeSubject,
  code: string,
  options: { key: Buffer; now: number; secure: boolean },
): string {
  return pendingCodeCookie(RESUME_CODE, subjectText(subject), code, options);
}

/** The Set-Cookie value that ends the pending resume (the code was used). */
export function clearedResumeCookie(secure: boolean): string {
  return clearedPendingCodeCookie(RESUME_CODE, secure);
}

/** The code this browser was sent and has not used, while it lasts; null without one. */
export function pendingResumeOf(request: Request, now: number): PendingCode | null {
  return pendingCodeOf(request, RESUME_CODE, now);
}

/** Whether `code` is the one sent for `subject` in the pending resume. */
export function resumeCodeHolds(
  pending: PendingCode,
  subject: ResumeSubject,
  code: string,
  key: Buffer,
): boolean {
  return pendingCodeHolds(pending, subjectText(subject), code, key);
}
