import type { Promotion } from '@fibre/domain/schemas/promotion';
import { callSiteApi } from '@/lib/site-api/site-api';

export type PromoLookupResult =
  | { kind: 'found'; promotion: Promotion }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; message: string };

/**
 * GET /api/get-promo for a typed code, the basket's plan and the chosen address's postcode. Any
 * answer other than a promotion (unknown code, provider down) is 'not found', which the promo code
 * box shows as 'Promo code not valid'; only the rate limit has words of its own.
 */
export async function lookupPromoCode(
  code: string,
  productId: number,
  postcode: string | null,
): Promise<PromoLookupResult> {
  const result = await callSiteApi<{ promotion?: Promotion }>('/api/get-promo', {
    query: { code: code.trim(), product: productId, postcode: postcode || null },
    rateLimit: 'promoAttempt',
  });
  if (result.kind === 'rate-limited') return { kind: 'rate-limited', message: result.message };
  const promotion = result.kind === 'ok' ? result.data?.promotion : undefined;
  return promotion ? { kind: 'found', promotion } : { kind: 'not-found' };
}
