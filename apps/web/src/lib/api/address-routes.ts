import type { PostcodeCheckResult } from '@fibre/domain/schemas/address-item';
import { uprnByPostcodeBodySchema } from '@fibre/domain/schemas/site-routes';
import { uprnBodySchema, uprnCheckedBodySchema } from '@fibre/domain/schemas/uprn';
import { isProviderError } from '@fibre/provider-client';
import { addressesAtPostcode } from '../addresses-at-postcode';
import { apiError, json, providerFailure, SERVICE_UNAVAILABLE_MESSAGE } from './responses';
import type { RouteDeps } from './route-deps';
import { readSameSiteRequest } from './same-site-route';

/**
 * The public postcode check (content-and-api.md §7: GET /postcodes/{postcode}): the postcode's ward
 * and district, read beside its addresses. Only words for the visitor: null when the postcode is
 * unknown to it (a new-build street may be on our network before it is in the public list) or when
 * it cannot be reached, which is logged and never stops the look-up (decision 0490).
 */
async function postcodeArea(deps: RouteDeps, postcode: string): Promise<PostcodeCheckResult | null> {
  try {
    return await deps.postcodeLookup.lookUp(postcode);
  } catch (error) {
    console.warn('The public postcode check failed; the addresses are answered without it', {
      route: '/api/uprn-by-postcode',
      reason: error instanceof Error ? error.message : 'unexpected',
    });
    return null;
  }
}

/**
 * Notes the uprns the visitor was shown. A shared store that does not answer never stops the
 * look-up itself (the addresses are what the visitor came for): it is logged, and marking one of
 * them checked is then refused until the store answers (decision 0522).
 */
async function rememberShown(deps: RouteDeps, visitor: string, uprns: string[], route: string) {
  try {
    await deps.lookedUp.remember(visitor, uprns, deps.now());
  } catch (error) {
    console.warn('The looked-up uprns could not be remembered; the addresses are answered anyway', {
      route,
      reason: error instanceof Error ? error.message : 'unexpected',
    });
  }
}

/**
 * POST /api/uprn-by-postcode {postcode} -> { addresses, location } | 404 when the postcode has
 * none. `location` is the public postcode check's {postcode, admin_ward, admin_district} or null.
 */
export async function uprnByPostcode(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, uprnByPostcodeBodySchema, 'addressLookup', {
    missing: { field: 'postcode', key: 'uprn.by_postcode.no_postcode' },
  });
  if (!read.ok) return read.response;
  const { visitor, respond, value } = read;

  try {
    const [addresses, location] = await Promise.all([
      addressesAtPostcode(deps.provider, value.postcode),
      postcodeArea(deps, value.postcode),
    ]);
    await rememberShown(
      deps,
      visitor.key,
      addresses.flatMap((address) => (address.uprn ? [address.uprn] : [])),
      '/api/uprn-by-postcode',
    );
    return respond(
      addresses.length === 0 ? apiError('uprn.by_postcode.none') : json({ addresses, location }),
    );
  } catch (error) {
    return respond(providerFailure(error, '/api/uprn-by-postcode'));
  }
}

/** POST /api/uprn {uprn} -> { address } | 404 when the uprn is unknown. */
export async function uprnData(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, uprnBodySchema, 'addressLookup', {
    missing: { field: 'uprn', key: 'uprn.get.no_uprn' },
  });
  if (!read.ok) return read.response;
  const { visitor, respond, value } = read;

  try {
    const address = await deps.provider.getAddressByUprn(value.uprn);
    await rememberShown(deps, visitor.key, [value.uprn], '/api/uprn');
    return respond(json({ address }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return respond(apiError('uprn.get.not_found'));
    return respond(providerFailure(error, '/api/uprn'));
  }
}

/**
 * PUT /api/uprn-checked {uprn} -> { ok: true }. A write, so rate-limited, and only for a uprn this
 * visitor was shown by uprn-by-postcode or uprn in the last half hour; any other is 404
 * uprn.get.not_found, as if unknown, so the route tells nobody which uprns exist.
 */
export async function uprnChecked(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, uprnCheckedBodySchema, 'uprnChecked', {
    missing: { field: 'uprn', key: 'uprn.checked.no_uprn' },
  });
  if (!read.ok) return read.response;
  const { visitor, respond, value } = read;
  let shown: boolean;
  try {
    shown = await deps.lookedUp.has(visitor.key, value.uprn, deps.now());
  } catch (error) {
    // Never guessed either way: 503, and the visitor's browser may try again (decision 0522).
    console.error('The looked-up uprns could not be read', {
      route: '/api/uprn-checked',
      reason: error instanceof Error ? error.message : 'unexpected',
    });
    return respond(apiError('service.unavailable', { message: SERVICE_UNAVAILABLE_MESSAGE }));
  }
  if (!shown) return respond(apiError('uprn.get.not_found'));

  try {
    await deps.provider.markUprnChecked(value.uprn);
    return respond(json({ ok: true }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return respond(apiError('uprn.get.not_found'));
    return respond(providerFailure(error, '/api/uprn-checked'));
  }
}
