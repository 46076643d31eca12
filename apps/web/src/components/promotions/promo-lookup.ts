import type { Promotion } from '@fibre/domain/schemas/promotion';

export type PromoLookupResult =
  | { kind: 'found'; promotion: Promotion }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; message: string };

const RATE_LIMITED_MESSAGE = 'Too many promo code attempts. Please wait a minute and try again.';

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
  const query = new URLSearchParams({ code: code.trim(), product: String(productId) });
  if (postcode) query.set('postcode', postcode);
  let response: Response;
  try {
    response = await fetch(`/api/get-promo?${query.toString()}`);
  } catch {
    return { kind: 'not-found' };
  }
  if (response.status === 429) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return {
      kind: 'rate-limited',
      message: typeof body?.message === 'string' ? body.message : RATE_LIMITED_MESSAGE,
    };
  }
  if (!response.ok) return { kind: 'not-found' };
  const body = (await response.json().catch(() => null)) as { promotion?: Promotion } | null;
  return body?.promotion ? { kind: 'found', promotion: body.promotion } : { kind: 'not-found' };
}
