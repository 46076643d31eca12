import { uprnSchema } from '@fibre/domain';
import { postcodeSchema } from '@fibre/domain/schemas/postcode';
import { isProviderError } from '@fibre/provider-client';
import { z } from 'zod';
import { rateLimited } from './rate-limits';
import { apiError, fieldErrors, json, providerFailure, readJsonBody } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor, type Visitor } from './visitor';

const postcodeBodySchema = z.strictObject({ postcode: postcodeSchema });
const uprnBodySchema = z.strictObject({ uprn: uprnSchema });

function withVisitorCookie(response: Response, visitor: Visitor): Response {
  if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
  return response;
}

/** Which key a bad body gets: the "no ... provided" key when the field is absent or blank. */
function badBody(
  body: unknown,
  field: string,
  error: z.ZodError | null,
  keys: { missing: string; invalid: string },
): Response {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return missing
    ? apiError(400, keys.missing, `No ${field} provided`, error ? fieldErrors(error) : undefined)
    : apiError(400, keys.invalid, 'Invalid body data', error ? fieldErrors(error) : undefined);
}

/** POST /api/uprn-by-postcode {postcode} -> { addresses } | 404 when the postcode has none. */
export async function uprnByPostcode(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps.secure);
  const keys = { missing: 'uprn.by_postcode.no_postcode', invalid: 'request.invalid_body' };
  const read = await readJsonBody(request);
  if (!read.ok) return withVisitorCookie(read.response, visitor);
  const body = read.value;
  const parsed = postcodeBodySchema.safeParse(body);
  if (!parsed.success) return withVisitorCookie(badBody(body, 'postcode', parsed.error, keys), visitor);

  const limit = deps.limiters.check('addressLookup', visitor, deps.now());
  if (!limit.allowed) return withVisitorCookie(rateLimited('addressLookup', limit), visitor);

  try {
    const addresses = await deps.provider.getAddressesByPostcode(parsed.data.postcode);
    if (addresses.length === 0) {
      return withVisitorCookie(
        apiError(404, 'uprn.by_postcode.none', 'No addresses were found for this postcode'),
        visitor,
      );
    }
    return withVisitorCookie(json({ addresses }), visitor);
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) {
      return withVisitorCookie(
        apiError(404, 'uprn.by_postcode.none', 'No addresses were found for this postcode'),
        visitor,
      );
    }
    return withVisitorCookie(providerFailure(error, '/api/uprn-by-postcode'), visitor);
  }
}

/** POST /api/uprn {uprn} -> { address } | 404 when the uprn is unknown. */
export async function uprnData(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps.secure);
  const read = await readJsonBody(request);
  if (!read.ok) return withVisitorCookie(read.response, visitor);
  const body = read.value;
  const parsed = uprnBodySchema.safeParse(body);
  if (!parsed.success) {
    return withVisitorCookie(
      badBody(body, 'uprn', parsed.error, { missing: 'uprn.get.no_uprn', invalid: 'request.invalid_body' }),
      visitor,
    );
  }

  const limit = deps.limiters.check('addressLookup', visitor, deps.now());
  if (!limit.allowed) return withVisitorCookie(rateLimited('addressLookup', limit), visitor);

  try {
    const address = await deps.provider.getAddressByUprn(parsed.data.uprn);
    return withVisitorCookie(json({ address }), visitor);
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) {
      return withVisitorCookie(apiError(404, 'uprn.get.not_found', 'No address has that uprn'), visitor);
    }
    return withVisitorCookie(providerFailure(error, '/api/uprn'), visitor);
  }
}

/** PUT /api/uprn-checked {uprn} -> { ok: true }. */
export async function uprnChecked(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = read.value;
  const parsed = uprnBodySchema.safeParse(body);
  if (!parsed.success) {
    return badBody(body, 'uprn', parsed.error, {
      missing: 'uprn.checked.no_uprn',
      invalid: 'request.invalid_body',
    });
  }
  try {
    await deps.provider.markUprnChecked(parsed.data.uprn);
    return json({ ok: true });
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) {
      return apiError(404, 'uprn.get.not_found', 'No address has that uprn');
    }
    return providerFailure(error, '/api/uprn-checked');
  }
}
