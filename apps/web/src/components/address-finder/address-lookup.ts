import type { AddressItem } from '@fibre/domain/schemas/address-item';

/**
 * The finder's calls to the same-site routes. Each answers with data or a plain outcome, never
 * throws: a failed look-up shows 'No results found…', a failed uprn fetch falls back to the item
 * from the list (ordering-journey.md §4 and §8).
 */

export type AddressLookupResult =
  | { kind: 'found'; addresses: AddressItem[] }
  | { kind: 'none' }
  | { kind: 'rate-limited'; message: string };

const JSON_HEADERS = { 'content-type': 'application/json' };
const RATE_LIMITED_MESSAGE = 'Too many address searches. Please wait a minute and try again.';

async function rateLimitMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // No JSON body: fall back to our own words.
  }
  return RATE_LIMITED_MESSAGE;
}

/** POST /api/uprn-by-postcode. An abort rejects (the caller ignores stale look-ups). */
export async function lookupAddresses(postcode: string, signal?: AbortSignal): Promise<AddressLookupResult> {
  let response: Response;
  try {
    response = await fetch('/api/uprn-by-postcode', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ postcode }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'none' };
  }
  if (response.status === 429) return { kind: 'rate-limited', message: await rateLimitMessage(response) };
  if (!response.ok) return { kind: 'none' };
  // The same-site route validated the provider's answer already; zod stays out of the browser bundle.
  const body = (await response.json().catch(() => null)) as { addresses?: AddressItem[] } | null;
  const addresses = Array.isArray(body?.addresses) ? body.addresses : [];
  return addresses.length === 0 ? { kind: 'none' } : { kind: 'found', addresses };
}

/**
 * POST /api/uprn: the chosen address's coverage, oss_type and postcode as the network knows them
 * now, laid over the list's item. On any failure a warning is logged and the item is used as it is.
 */
export async function refreshAddress(item: AddressItem): Promise<AddressItem> {
  if (!item.uprn) return item;
  try {
    const response = await fetch('/api/uprn', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ uprn: item.uprn }),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { address?: AddressItem } | null;
    const address = body?.address;
    if (!address || typeof address.coverage !== 'string') throw new Error('no address in the answer');
    return { ...item, coverage: address.coverage, oss_type: address.oss_type, postcode: address.postcode };
  } catch (error) {
    console.warn('Address data by uprn could not be fetched; using the address from the list', error);
    return item;
  }
}

/** PUT /api/uprn-checked: records that the uprn was checked. A failure is logged and ignored. */
export async function markUprnChecked(uprn: string | null): Promise<void> {
  if (!uprn) return;
  try {
    const response = await fetch('/api/uprn-checked', {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ uprn }),
    });
    if (!response.ok) console.warn(`Recording the checked uprn failed with status ${response.status}`);
  } catch (error) {
    console.warn('Recording the checked uprn failed', error);
  }
}
