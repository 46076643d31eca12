import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_URL, type HarnessState, STATE_ENV } from './environment';

/**
 * The browser tests' own door to the provider API of the run (global-setup.ts): to read back what a
 * journey stored, and to cancel the orders a spec placed so its address is free for a retry
 * (decision 0381: one open order per customer and address).
 */
export function harnessState(): HarnessState {
  const file = process.env[STATE_ENV];
  if (!file) throw new Error(`${STATE_ENV} is not set: run the browser tests through the Playwright config`);
  return JSON.parse(readFileSync(file, 'utf8')) as HarnessState;
}

/** Calls the provider API with the run's token; the body, if any, is JSON. */
export async function providerApi(
  method: 'GET' | 'POST' | 'PUT',
  apiPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${API_URL}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${harnessState().token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

/** GET /customer/{code}: the record as the provider API keeps it. */
export async function customerRecord(code: string): Promise<Record<string, unknown>> {
  const { status, json } = await providerApi('GET', `/customer/${encodeURIComponent(code)}`);
  if (status !== 200) throw new Error(`GET /customer/${code} answered ${status}: ${JSON.stringify(json)}`);
  return json as Record<string, unknown>;
}

/** Cancels an order a test placed (its address can be ordered again); an unknown or cancelled one is fine. */
export async function cancelOrder(code: string): Promise<void> {
  const { status, json } = await providerApi(
    'POST',
    `/customer/${encodeURIComponent(code)}/cancel`,
    undefined,
    {
      'idempotency-key': `e2e-cancel-${code}-${Date.now()}`,
    },
  );
  if (![200, 201, 404, 409].includes(status)) {
    throw new Error(`Cancelling ${code} answered ${status}: ${JSON.stringify(json)}`);
  }
}

/** The order mails in the run's outbox, as the files the provider API wrote (name and text). */
export function outboxMessages(): Array<{ name: string; text: string }> {
  const dir = harnessState().outbox;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * The plain-text body of the order mail naming `code`, quoted-printable decoded, or null when
 * there is none yet.
 */
export function orderMailText(code: string): string | null {
  const eml = outboxMessages().find((message) => message.text.includes(code))?.text;
  if (!eml) return null;
  const start = eml.search(/Content-Type: text\/plain/i);
  if (start < 0) return null;
  const gap = eml.slice(start).search(/\r?\n\r?\n/);
  const headEnd = gap < 0 ? eml.length : start + gap;
  const head = eml.slice(start, headEnd);
  const body = eml.slice(headEnd).replace(/^\s+/, '');
  // The part ends at the next MIME boundary, not at any line starting '--' (the text part underlines
  // its headings with dashes).
  const boundaries = [...eml.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => `\n--${match[1]}`);
  const ends = boundaries.map((boundary) => body.indexOf(boundary)).filter((index) => index >= 0);
  const part = body.slice(0, ends.length > 0 ? Math.min(...ends) : body.length).replace(/\r$/, '');
  if (!/quoted-printable/i.test(head)) return part;
  return decodeURIComponent(
    part
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`),
  );
}
