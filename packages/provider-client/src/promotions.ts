import { REGISTER_CHANNEL } from '@fibre/domain/constants';
import { type Promotion, promotionListSchema, promotionSchema } from '@fibre/domain/schemas/promotion';
import { nullWhenNotFound } from './fallbacks';
import type { CallOptions, Route, Transport } from './transport';

export const PROMOTION_ROUTES = {
  live: { method: 'GET', path: '/promotion' },
  byCode: { method: 'GET', path: '/promotion/{code}' },
  byPostcode: { method: 'GET', path: '/promotion/promotionByPostcode/{postcode}' },
} as const satisfies Record<string, Route>;

export interface PromotionCodeQuery {
  product?: number | null;
  postcode?: string | null;
}

/** Promotions of the web channel. `get...` throws a ProviderError on failure; `find...` returns null on 404. */
export function promotionCalls(transport: Transport) {
  const getPromotionByCode = (
    code: string,
    query: PromotionCodeQuery = {},
    options: CallOptions = {},
  ): Promise<Promotion> =>
    transport.send({
      route: PROMOTION_ROUTES.byCode,
      params: { code },
      query: {
        register_channel: REGISTER_CHANNEL,
        product: query.product ?? undefined,
        postcode: query.postcode ?? undefined,
      },
      answer: promotionSchema,
      ...options,
    });

  return {
    /** The live promotions, narrowed to a postcode's coverage when one is given. */
    getActivePromotions: (
      query: { postcode?: string } = {},
      options: CallOptions = {},
    ): Promise<Promotion[]> =>
      transport.send({
        route: PROMOTION_ROUTES.live,
        query: { register_channel: REGISTER_CHANNEL, postcode: query.postcode },
        answer: promotionListSchema,
        ...options,
      }),

    /** A live promotion by code; an unknown or withdrawn code throws 404 promotions.get.not_found. */
    getPromotionByCode,

    /** A live promotion by code, or null for an unknown or withdrawn one. */
    findPromotionByCode: (code: string, query: PromotionCodeQuery = {}, options: CallOptions = {}) =>
      nullWhenNotFound(getPromotionByCode(code, query, options)),

    /** The live promotions valid at a postcode (an empty list where there are no addresses). */
    getPromotionsByPostcode: (postcode: string, options: CallOptions = {}): Promise<Promotion[]> =>
      transport.send({
        route: PROMOTION_ROUTES.byPostcode,
        params: { postcode },
        answer: promotionListSchema,
        ...options,
      }),
  };
}
