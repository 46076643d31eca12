import { uprnBodySchema, uprnByPostcodeBodySchema, uprnCheckedBodySchema } from '@fibre/domain';
import { isProviderError } from '@fibre/provider-client';
import { rateLimited } from './rate-limits';
import { isMissing, readJsonBody } from './request-body';
import { apiError, invalidInput, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor, type Visitor } from './visitor';

function withVisitorCookie(response: Response, visitor: Visitor): Response {
  if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
  return response;
}

/** POST /api/uprn-by-postcode {postcode} -> { addresses } | 404 when the postcode has none. */
export async function uprnByPostcode(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => withVisitorCookie(response, visitor);
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  const parsed = uprnByPostcodeBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const key = isMissing(read.value, 'postcode')
      ? 'uprn.by_postcode.no_postcode'
      : 'validation.invalid_body';
    return respond(invalidInput(key, parsed.error));
  }

  const limit = deps.limiters.check('addressLookup', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('addressLookup', limit));

  try {
    const addresses = await deps.provider.getAddressesByPostcode(parsed.data.postcode);
    deps.lookedUp.remember(
      visitor.key,
      addresses.flatMap((address) => (address.uprn ? [address.uprn] : [])),
      deps.now(),
    );
    return respond(addresses.length === 0 ? apiError('uprn.by_postcode.none') : json({ addresses }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return respond(apiError('uprn.by_postcode.none'));
    return respond(providerFailure(error, '/api/uprn-by-postcode'));
  }
}

/** POST /api/uprn {uprn} -> { address } | 404 when the uprn is unknown. */
export async function uprnData(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => withVisitorCookie(response, visitor);
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  const parsed = uprnBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const key = isMissing(read.value, 'uprn') ? 'uprn.get.no_uprn' : 'validation.invalid_body';
    return respond(invalidInput(key, parsed.error));
  }

  const limit = deps.limiters.check('addressLookup', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('addressLookup', limit));

  try {
    const address = await deps.provider.getAddressByUprn(parsed.data.uprn);
    deps.lookedUp.remember(visitor.key, [parsed.data.uprn], deps.now());
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
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => withVisitorCookie(response, visitor);
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  const parsed = uprnCheckedBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const key = isMissing(read.value, 'uprn') ? 'uprn.checked.no_uprn' : 'validation.invalid_body';
    return respond(invalidInput(key, parsed.error));
  }

  const limit = deps.limiters.check('uprnChecked', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('uprnChecked', limit));
  if (!deps.lookedUp.has(visitor.key, parsed.data.uprn, deps.now())) {
    return respond(apiError('uprn.get.not_found'));
  }

  try {
    await deps.provider.markUprnChecked(parsed.data.uprn);
    return respond(json({ ok: true }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return respond(apiError('uprn.get.not_found'));
    return respond(providerFailure(error, '/api/uprn-checked'));
  }
}
