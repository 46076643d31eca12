import { normalisePostcode } from '@fibre/domain/postcode-format';
import type { AddressItem, PostcodeCheckResult } from '@fibre/domain/schemas/address-item';
import { lazyRules } from '@/components/form/lazy-rules';
import { callSiteApi } from '@/lib/site-api/site-api';

/**
 * The finder's calls to the same-site routes, through the site's API client. Each answers with
 * data or a plain outcome, never throws: a failed look-up shows 'No results found…', a failed uprn
 * fetch falls back to the item from the list (ordering-journey.md §4 and §8).
 */

export type AddressLookupResult =
  | { kind: 'found'; addresses: AddressItem[]; location: PostcodeCheckResult | null }
  | { kind: 'none' }
  | { kind: 'rate-limited'; message: string };

/**
 * The domain's schema of the route's postcode check, loaded with the first look-up rather than with
 * the page (decision 0587); a failed load is tried again on the next look-up.
 */
export const addressSchemas = lazyRules(() => import('@fibre/domain/schemas/address-item'));

/**
 * The route's public postcode check, if it answered one in the right shape; none if the schema
 * could not be loaded (offline), as when the route answers without one.
 */
async function readLocation(value: unknown): Promise<PostcodeCheckResult | null> {
  const schemas = addressSchemas.now() ?? (await addressSchemas.load().catch(() => null));
  if (schemas === null) return null;
  const { postcodeCheckResultSchema } = schemas;
  const parsed = postcodeCheckResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The browser's one look-up of a postcode's addresses: POST /api/uprn-by-postcode with the postcode
 * normalised by the domain's rule (a text that is not a postcode has none, and is not sent). An
 * abort rejects (the caller ignores stale look-ups).
 */
export async function lookupAddresses(typed: string, signal?: AbortSignal): Promise<AddressLookupResult> {
  const postcode = normalisePostcode(typed);
  if (postcode === null) return { kind: 'none' };
  // The schema loads while the addresses are asked for (a failed load is read as no location).
  addressSchemas.load().catch(() => undefined);
  const result = await callSiteApi<{ addresses?: AddressItem[]; location?: PostcodeCheckResult | null }>(
    '/api/uprn-by-postcode',
    {
      body: { postcode },
      signal,
      rateLimit: 'addressLookup',
    },
  );
  if (result.kind === 'rate-limited') return { kind: 'rate-limited', message: result.message };
  const addresses =
    result.kind === 'ok' && Array.isArray(result.data?.addresses) ? result.data.addresses : [];
  const location = result.kind === 'ok' ? await readLocation(result.data?.location) : null;
  return addresses.length === 0 ? { kind: 'none' } : { kind: 'found', addresses, location };
}

/**
 * POST /api/uprn: the chosen address's coverage, oss_type and postcode as the network knows them
 * now, laid over the list's item. On any failure a warning is logged and the item is used as it is.
 */
export async function refreshAddress(item: AddressItem): Promise<AddressItem> {
  if (!item.uprn) return item;
  const result = await callSiteApi<{ address?: AddressItem }>('/api/uprn', { body: { uprn: item.uprn } });
  const address = result.kind === 'ok' ? result.data?.address : undefined;
  if (!address || typeof address.coverage !== 'string') {
    console.warn('Address data by uprn could not be fetched; using the address from the list', result.kind);
    return item;
  }
  return { ...item, coverage: address.coverage, oss_type: address.oss_type, postcode: address.postcode };
}

/** PUT /api/uprn-checked: records that the uprn was checked. A failure is logged and ignored. */
export async function markUprnChecked(uprn: string | null): Promise<void> {
  if (!uprn) return;
  const result = await callSiteApi('/api/uprn-checked', { method: 'PUT', body: { uprn } });
  if (result.kind !== 'ok') console.warn('Recording the checked uprn failed', result);
}
