import { productIdSchema, promotionCodeSchema } from '@fibre/domain';
import { postcodeSchema } from '@fibre/domain/schemas/postcode';
import { isProviderError } from '@fibre/provider-client';
import { z } from 'zod';
import { rateLimited } from './rate-limits';
import { apiError, fieldErrors, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor } from './visitor';

const activePromosQuerySchema = z.object({ postcode: postcodeSchema });

const getPromoQuerySchema = z.object({
  code: promotionCodeSchema,
  product: z.coerce.number().pipe(productIdSchema).optional(),
  postcode: postcodeSchema.optional(),
});

function query(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams;
  const result: Record<string, string> = {};
  for (const [name, value] of params) if (value.trim() !== '') result[name] = value;
  return result;
}

/** GET /api/active-promos?postcode=HB1 1AA -> { promotions } valid at the chosen address's postcode. */
export async function activePromos(request: Request, deps: RouteDeps): Promise<Response> {
  const params = query(request);
  if (params.postcode === undefined)
    return apiError(400, 'active_promos.no_postcode', 'No postcode provided');
  const parsed = activePromosQuerySchema.safeParse(params);
  if (!parsed.success)
    return apiError(400, 'request.invalid_query', 'Invalid query', fieldErrors(parsed.error));
  try {
    const promotions = await deps.provider.getActivePromotions({ postcode: parsed.data.postcode });
    return json({ promotions });
  } catch (error) {
    return providerFailure(error, '/api/active-promos');
  }
}

/**
 * GET /api/get-promo?code=X&product=1002&postcode=HB1 1AA -> { promotion } | 404. Every attempt
 * counts towards the visitor's promo budget, so codes cannot be guessed by brute force.
 */
export async function getPromo(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps.secure);
  const respond = (response: Response) => {
    if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
    return response;
  };
  const params = query(request);
  if (params.code === undefined) return respond(apiError(400, 'promotions.get.no_code', 'No code provided'));

  const limit = deps.limiters.check('promoAttempt', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('promoAttempt', limit));

  const parsed = getPromoQuerySchema.safeParse(params);
  if (!parsed.success) {
    return respond(apiError(400, 'request.invalid_query', 'Invalid query', fieldErrors(parsed.error)));
  }
  const { code, product, postcode } = parsed.data;
  try {
    const promotion = await deps.provider.getPromotionByCode(code, { product, postcode });
    return respond(json({ promotion }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) {
      return respond(apiError(404, 'promotions.get.not_found', 'Promo code not valid'));
    }
    return respond(providerFailure(error, '/api/get-promo'));
  }
}

/**
 * GET /api/promotion-by-postcode/{postcode} -> { promotions }. As the spec's client does, a failed
 * look-up gives an empty list rather than an error: the page simply shows no offers.
 */
export async function promotionByPostcode(rawPostcode: string, deps: RouteDeps): Promise<Response> {
  const parsed = postcodeSchema.safeParse(rawPostcode);
  if (!parsed.success) {
    return apiError(
      400,
      'promos_by_postcode.no_postcode',
      'No valid postcode provided',
      fieldErrors(parsed.error),
    );
  }
  try {
    return json({ promotions: await deps.provider.getPromotionsByPostcode(parsed.data) });
  } catch (error) {
    console.warn('Promotions by postcode could not be loaded', {
      key: isProviderError(error) ? error.key : 'unexpected',
    });
    return json({ promotions: [] });
  }
}
