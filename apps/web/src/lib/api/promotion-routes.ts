import { PROMO_CODE_NOT_VALID_MESSAGE } from '@fibre/domain/messages';
import { postcodeParamSchema } from '@fibre/domain/schemas/postcode';
import { activePromosQuerySchema, getPromoQuerySchema } from '@fibre/domain/schemas/promo-code';
import { isProviderError } from '@fibre/provider-client';
import { apiError, invalidInput, json, providerFailure } from './responses';
import type { RouteDeps } from './route-deps';
import { limitRefusal, sameSiteVisitor } from './same-site-route';

/** The query string as an object; blank parameters count as absent. */
function query(request: Request): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams)
    if (value.trim() !== '') result[name] = value;
  return result;
}

/** GET /api/active-promos?postcode=HB1 1AA -> { promotions } valid at that postcode (all live ones without). */
export async function activePromos(request: Request, deps: RouteDeps): Promise<Response> {
  const parsed = activePromosQuerySchema.safeParse(query(request));
  if (!parsed.success) return invalidInput('validation.invalid_query', parsed.error);
  try {
    const promotions = await deps.provider.getActivePromotions(
      parsed.data.postcode ? { postcode: parsed.data.postcode } : {},
    );
    return json({ promotions });
  } catch (error) {
    return providerFailure(error, '/api/active-promos');
  }
}

/**
 * GET /api/get-promo?code=X&product=1002&postcode=HB1 1AA -> { promotion } | 404. Every attempt
 * counts towards the visitor's promo budget, malformed ones included, so codes cannot be guessed.
 */
export async function getPromo(request: Request, deps: RouteDeps): Promise<Response> {
  const { visitor, respond } = sameSiteVisitor(request, deps);
  const params = query(request);
  if (params.code === undefined) return respond(apiError('promotions.get.no_code'));

  const limited = await limitRefusal(deps, 'promoAttempt', visitor);
  if (limited) return respond(limited);

  const parsed = getPromoQuerySchema.safeParse(params);
  if (!parsed.success) return respond(invalidInput('validation.invalid_query', parsed.error));
  const { code, product, postcode } = parsed.data;
  try {
    const promotion = await deps.provider.getPromotionByCode(code, { product, postcode });
    return respond(json({ promotion }));
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) {
      return respond(apiError('promotions.get.not_found', { message: PROMO_CODE_NOT_VALID_MESSAGE }));
    }
    return respond(providerFailure(error, '/api/get-promo'));
  }
}

/**
 * GET /api/promotion-by-postcode/{postcode} -> { promotions }. As the spec's client does, a failed
 * look-up gives an empty list rather than an error: the page simply shows no offers.
 */
export async function promotionByPostcode(rawPostcode: string, deps: RouteDeps): Promise<Response> {
  const parsed = postcodeParamSchema.safeParse(rawPostcode);
  if (!parsed.success) return invalidInput('promotions.by_postcode.no_postcode', parsed.error);
  try {
    return json({ promotions: await deps.provider.getPromotionsByPostcode(parsed.data) });
  } catch (error) {
    console.warn('Promotions by postcode could not be loaded', {
      key: isProviderError(error) ? error.key : 'unexpected',
    });
    return json({ promotions: [] });
  }
}
