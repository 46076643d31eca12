/**
 * How a webhook body is signed and checked (issue 23, design 0631, decision 0640): Stripe's scheme.
 * The sender puts `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` on each
 * delivery, keyed with the subscriber's secret; the timestamp inside the signed text stops an old
 * capture being replayed later. Web Crypto (`crypto.subtle`), so the same code runs in the provider
 * API, the stand-in receiver and any receiver written in TypeScript; no I/O.
 */

export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** How far a signature's timestamp may be from the receiver's clock (Stripe's default: 5 minutes). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** A subscriber's secret as the hub makes it: 'whsec_' and 32 random bytes in base64url. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_-]{43}$/;

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 'whsec_' and the bytes in base64url: what the hub shows the subscriber once. */
export function webhookSecretFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error('A webhook secret is made from 32 random bytes');
  const base64 = btoa(String.fromCharCode(...bytes));
  return `whsec_${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The hex HMAC-SHA256 of `${timestamp}.${body}` keyed with the secret's text (as Stripe keys it). */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
}

/** The Webhook-Signature header's value for a body sent at `timestamp` (unix seconds). */
export async function webhookSignatureHeader(
  secret: string,
  timestamp: number,
  body: string,
): Promise<string> {
  return `t=${timestamp},v1=${await webhookSignature(secret, timestamp, body)}`;
}

/** Compares two strings in time that depends on their length only, not on where they first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  }
  return difference === 0;
}

export type WebhookVerdict =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'outside_tolerance' | 'mismatch' };

interface ParsedSignatureHeader {
  timestamp: number;
  signatures: string[];
}

/** `t=<digits>` once and one or more `v1=<64 hex>`; other schemes (v0, v2) are ignored as Stripe does. */
export function parseWebhookSignatureHeader(header: string): ParsedSignatureHeader | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (name === undefined || value === undefined || rest.length > 0) return null;
    if (name === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (name === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

export interface VerifyWebhookInput {
  secret: string;
  /** The Webhook-Signature header as received (undefined when absent). */
  header: string | undefined;
  /** The raw body, byte for byte as received: a re-serialised parse would not match. */
  body: string;
  /** The receiver's clock. */
  now: Date;
  toleranceSeconds?: number;
}

/** Checks a delivery's signature: a v1 made with the secret over this body, with a recent timestamp. */
export async function verifyWebhookSignature(input: VerifyWebhookInput): Promise<WebhookVerdict> {
  if (input.header === undefined || input.header.trim() === '') return { ok: false, reason: 'missing' };
  const parsed = parseWebhookSignatureHeader(input.header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const tolerance = input.toleranceSeconds ?? WEBHOOK_SIGNATURE_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > tolerance) return { ok: false, reason: 'outside_tolerance' };
  const expected = await webhookSignature(input.secret, parsed.timestamp, input.body);
  // Every v1 is compared (no early exit), so the time taken says nothing about which one matched.
  let matched = false;
  for (const signature of parsed.signatures) matched = constantTimeEqual(signature, expected) || matched;
  return matched ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: 'mismatch' };
}
