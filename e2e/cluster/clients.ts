import { randomInt, randomUUID } from 'node:crypto';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { orderAddressRefusal } from '@fibre/domain/order-address';
import { planAddressType } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { generateSync } from 'otplib';
import pg from 'pg';

/** The staff account the cluster's CMS makes at its first start, with its authenticator secret. */
export const CLUSTER_STAFF = {
  email: 'staff@heybroadband.example',
  password: 'cluster-staff-password-1',
  totpSecret: 'CLUSTERSTAFFTOTPSECRETCLUSTERSTA',
} as const;

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // A page, not JSON.
  }
  return { status: response.status, body, headers: response.headers };
}

/** What a client that retries does: a failed connection, a 5xx or an "in progress" is tried again. */
export function worthRetrying(answer: Answer | Error): boolean {
  if (answer instanceof Error) return true;
  if (answer.status >= 500) return true;
  return (
    answer.status === 409 && (answer.body as { error?: string } | null)?.error === 'idempotency.in_progress'
  );
}

export interface RetryOutcome {
  answer: Answer | Error;
  attempts: number;
}

/**
 * Sends the same request (same Idempotency-Key, if any) until it gets a final answer, or gives up
 * after `attempts` tries, or at `deadline` (ms since the epoch) when one is given.
 */
export interface RetryPolicy {
  attempts?: number;
  pauseMs?: number;
  deadline?: number;
}

export async function withRetries(
  send: () => Promise<Answer>,
  { attempts = 8, pauseMs = 250, deadline }: RetryPolicy = {},
): Promise<RetryOutcome> {
  let last: Answer | Error = new Error('not sent');
  for (let attempt = 1; ; attempt++) {
    try {
      last = await send();
    } catch (error) {
      last = error instanceof Error ? error : new Error(String(error));
    }
    if (!worthRetrying(last)) return { answer: last, attempts: attempt };
    const out = deadline === undefined ? attempt >= attempts : Date.now() + pauseMs > deadline;
    if (out) return { answer: last, attempts: attempt };
    await new Promise((resolve) => setTimeout(resolve, deadline === undefined ? pauseMs * attempt : pauseMs));
  }
}

/** The demo's addresses an order can be placed at now (as the web bench picks them). */
export const ORDERABLE_ADDRESSES: AddressItem[] = DEMO_ADDRESSES.filter(
  (address) =>
    planAddressType(address.address_type) === 'RES' &&
    orderAddressRefusal(address, {
      kind: 'order',
      postcode: address.postcode,
      checkExistingCustomer: true,
    }) === null,
);

/** A SIGNUP order of Fibre 400 at `address`, as the checkout sends it to the provider API. */
export function signupBody(address: AddressItem, email: string) {
  return {
    contact_title: 'MR',
    contact_name: 'Sam',
    contact_surname: 'Fibre',
    email,
    phone: '07700 900123',
    birthdate: '1985-01-31',
    origin: { value: 'GGLADS' },
    accept_marketing: false,
    accept_terms: true,
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    address_type: address.address_type,
    id_product: 1002,
    addons: [],
    promotions: [],
    additional: {
      needsHelpSwitchingProvider: false,
      wantsToRetainExistingLandline: false,
      hasAlternativeContactMethod: true,
      hasHealthcareOrMedicalAlarm: false,
      confirmResponsibility: true,
      currentProvider: 'BT',
    },
  };
}

export function apiHeaders(token: string, idempotencyKey: string = randomUUID()): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey };
}

/** The authenticator app's code now. */
export function totpCode(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** One query on a database of the cluster. */
export async function query<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A code in the provider's form (FB/WO and 8 characters), for rows a test writes itself. */
export function providerCode(prefix: 'FB' | 'WO'): string {
  let code = prefix;
  for (let index = 0; index < 8; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A visitor of the site: one id cookie (hb_vid) on every request, whichever process answers. */
export function visitorCookie(): string {
  return `hb_vid=${randomUUID()}`;
}
