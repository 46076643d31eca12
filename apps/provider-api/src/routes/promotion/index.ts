import { REGISTER_CHANNEL } from '@fibre/domain/constants';
import { PROMO_CODE_NOT_VALID_MESSAGE } from '@fibre/domain/messages';
import { promotionsValidAtPostcode } from '@fibre/domain/promotions';
import { postcodeParamSchema } from '@fibre/domain/schemas/postcode';
import { productIdSchema } from '@fibre/domain/schemas/product';
import { promotionCodeSchema, promotionListSchema, promotionSchema } from '@fibre/domain/schemas/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/executor';
import { notFound } from '../../http-error';
import { findAddressesByPostcode } from '../../repositories/address.repository';
import { findLivePromotionByCode, findLivePromotions } from '../../repositories/promotion.repository';
import { AUTH_ERRORS, errorResponses } from '../error-responses';

const registerChannelSchema = z
  .literal(REGISTER_CHANNEL)
  .describe('The channel asking: always WEB for the website');
const queryProductIdSchema = z.coerce.number().pipe(productIdSchema);
const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

const listQuerySchema = z.strictObject({
  register_channel: registerChannelSchema,
  postcode: postcodeParamSchema
    .optional()
    .describe('Only promotions valid for the coverage at this postcode'),
  product: queryProductIdSchema.optional().describe('Only promotions naming this product'),
  auto: queryBooleanSchema.optional().describe('true: only those applied without a code; false: only codes'),
});

const codeQuerySchema = z.strictObject({
  register_channel: registerChannelSchema,
  product: queryProductIdSchema.optional(),
  postcode: postcodeParamSchema.optional(),
});

/** The distinct coverage statuses at a normalised postcode. */
async function coveragesAt(db: Executor, postcode: string): Promise<string[]> {
  const rows = await findAddressesByPostcode(db, postcode);
  return [...new Set(rows.map((row) => row.coverage))];
}

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'listPromotions',
        summary: 'Live promotions',
        description:
          'The live promotions of the channel (withdrawn ones are never listed). Optional filters: `postcode` ' +
          '(valid for a coverage found at that postcode, by the domain rule), `product`, `auto`.',
        querystring: listQuerySchema,
        response: { 200: promotionListSchema, ...errorResponses(400, ...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const { postcode, product, auto } = request.query;
      let promotions = await findLivePromotions(app.db);
      if (product !== undefined)
        promotions = promotions.filter((promotion) => promotion.products.includes(product));
      if (auto !== undefined) promotions = promotions.filter((promotion) => promotion.auto === auto);
      if (postcode !== undefined) {
        promotions = promotionsValidAtPostcode(promotions, await coveragesAt(app.db, postcode));
      }
      return promotions;
    },
  );

  app.get(
    '/promotionByPostcode/:postcode',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'listPromotionsByPostcode',
        summary: 'Promotions valid at a postcode',
        description:
          'Live promotions valid for at least one coverage status found at the postcode (domain rule: ' +
          'uprn_status empty or listing the coverage; PASSSERV also holds at CUSTOMER). A postcode with no ' +
          'addresses gives an empty list.',
        params: z.strictObject({ postcode: postcodeParamSchema }),
        response: { 200: promotionListSchema, ...errorResponses(400, ...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const coverages = await coveragesAt(app.db, request.params.postcode);
      if (coverages.length === 0) return [];
      return promotionsValidAtPostcode(await findLivePromotions(app.db), coverages);
    },
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'getPromotionByCode',
        summary: 'A live promotion by code',
        description:
          'The code matches in any letter case. Unknown and withdrawn codes: 404 promotions.get.not_found ' +
          `('${PROMO_CODE_NOT_VALID_MESSAGE}'). \`product\` and \`postcode\` are accepted but do not filter: the website ` +
          'tells "not valid" from "not eligible at your address" with the domain rules.',
        params: z.strictObject({ code: promotionCodeSchema }),
        querystring: codeQuerySchema,
        response: { 200: promotionSchema, ...errorResponses(400, ...AUTH_ERRORS, 404) },
      },
    },
    async (request) => {
      const promotion = await findLivePromotionByCode(app.db, request.params.code);
      if (!promotion) throw notFound('promotions.get.not_found', PROMO_CODE_NOT_VALID_MESSAGE);
      return promotion;
    },
  );
};
