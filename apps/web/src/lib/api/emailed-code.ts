import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESUME_CODE_TTL_MINUTES } from '@fibre/domain/resume-code';

/**
 * A one-time code e-mailed to prove an e-mail address (decision 0380), for any subject it is sent
 * about: resuming an open order (resume-code.ts), finding a placed order (find-my-order-route.ts).
 * The browser that asked keeps a short-lived signed cookie holding the expiry and an HMAC over the
 * subject, the code and the expiry, never the code itself. Signed rather than stored, so any number
 * of web servers agree without shared state, and a cookie for one subject proves nothing for another.
 */
const CODE_TTL_MS = RESUME_CODE_TTL_MINUTES * 60_000;

/** One use of the mechanism: its cookie's name and path, and the label its key is derived under. */
export interface EmailedCodeKind {
  cookie: string;
  path: string;
  keyLabel: string;
}

/** The code cookie's key: its own label over the order cookie's key, so one secret signs them all. */
export function emailedCodeKey(orderAccessKey: Buffer, kind: EmailedCodeKind): Buffer {
  return createHmac('sha256', orderAccessKey).update(kind.keyLabel).digest();
}

/** Six random digits, leading zeros kept. */
export function newEmailedCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A digest of a subject's text under a label: a rate-limit key that keeps no e-mail in memory. */
export function subjectDigest(label: string | null, text: string): string {
  return createHash('sha256')
    .update(label === null ? text : `${label}\n${text}`)
    .digest('base64url');
}

function signature(key: Buffer, subject: string, code: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${subject}\n${code}\n${expiresAt}`).digest();
}

const attributes = (kind: EmailedCodeKind, maxAge: number, secure: boolean) =>
  `Path=${kind.path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value of a code just sent about `subject`, good for 15 minutes. */
export function pendingCodeCookie(
  kind: EmailedCodeKind,
  subject: string,
  code: string,
  options: { key: Buffer; now: number; secure: boolean },
): string {
  const expiresAt = Math.floor((options.now + CODE_TTL_MS) / 1000);
  const signed = signature(options.key, subject, code, expiresAt).toString('base64url');
  return `${kind.cookie}=${expiresAt}.${signed}; ${attributes(kind, Math.floor(CODE_TTL_MS / 1000), options.secure)}`;
}

/** The Set-Cookie value that ends a pending code (it was used). */
export function clearedPendingCodeCookie(kind: EmailedCodeKind, secure: boolean): string {
  return `${kind.cookie}=; ${attributes(kind, 0, secure)}`;
}

export interface PendingCode {
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
export function pendingCodeOf(request: Request, kind: EmailedCodeKind, now: number): PendingCode | null {
  const value = cookieValue(request.headers.get('cookie'), kind.cookie);
  const match = value?.match(/^(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return null;
  return { expiresAt, signed: Buffer.from(match[2] ?? '', 'base64url') };
}

/** Whether `code` is the one sent about `subject` in the pending code. */
export function pendingCodeHolds(pending: PendingCode, subject: string, code: string, key: Buffer): boolean {
  const expected = signature(key, subject, code, pending.expiresAt);
  return pending.signed.length === expected.length && timingSafeEqual(pending.signed, expected);
}
