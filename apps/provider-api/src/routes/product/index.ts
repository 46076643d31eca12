import { BASKET_CONTENTS_MESSAGES, basketContentsIssues } from '@fibre/domain/basket-contents';
import { preorderContextFor } from '@fibre/domain/preorder-address';
import { calculateMonthlyPayment } from '@fibre/domain/pricing';
import {
  calculateMonthlyPaymentBodySchema,
  type MonthlyPayment,
  monthlyPaymentSchema,
} from '@fibre/domain/schemas/monthly-payment';
import { type Product, productListSchema } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueSnapshot, readCatalogue } from '../../catalogue/catalogue-snapshot';
import { unprocessable } from '../../http-error';
import { findAddressByUprn, rowToAddressItem } from '../../repositories/address.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';
import { basketKey, readyPaymentBody } from './payment-bodies';

/** Ids of `wanted` that `known` lacks, with their index in the body, as failing fields. */
function unknownIds(field: string, wanted: readonly number[], known: ReadonlySet<number>, noun: string) {
  return wanted.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `${field}.${index}`, message: `Unknown ${noun} ${id}` }],
  );
}

/**
 * The basket's promotions from the catalogue, after its checks: every product and promotion known
 * (422 unknown_product / unknown_promotion) and at most one plan (422 more_than_one_plan).
 */
function basketPromotions(
  catalogue: CatalogueSnapshot,
  productIds: readonly number[],
  promotionIds: readonly number[],
): Promotion[] {
  const byId = catalogue.productsById;
  const wantedPromotions = new Set(promotionIds);
  const promotions = catalogue.promotions.filter((promotion) => wantedPromotions.has(promotion.id_promotion));
  const missingProducts = unknownIds('products', productIds, new Set(byId.keys()), 'product');
  if (missingProducts.length > 0) {
    throw unprocessable('monthly_payment.unknown_product', missingProducts);
  }
  // One plan per basket (decision 0172): the schema refuses repeats; which ids are plans needs the
  // catalogue.
  const extraPlans = basketContentsIssues(productIds, (id) => byId.get(id)?.product_type).filter(
    (issue) => issue.message === BASKET_CONTENTS_MESSAGES.moreThanOnePlan,
  );
  if (extraPlans.length > 0) {
    throw unprocessable(
      'monthly_payment.more_than_one_plan',
      extraPlans.map((issue) => ({ path: `products.${issue.index}`, message: issue.message })),
    );
  }
  const missingPromotions = unknownIds(
    'promotions',
    promotionIds,
    new Set(promotions.map((promotion) => promotion.id_promotion)),
    'promotion',
  );
  if (missingPromotions.length > 0) {
    throw unprocessable('monthly_payment.unknown_promotion', missingPromotions);
  }
  return promotions;
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every plan and add-on',
        operationId: 'listProducts',
        description:
          'The whole catalogue, including products not enabled for web (the website lists only those enabled ' +
          'unless it names one). `promotions` holds the ids of the live promotions naming each product.',
        response: { 200: productListSchema, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    // The body is written once per catalogue version (decision 0610) by the same zod serializer;
    // a string with a JSON content type goes out as it is (Fastify serializes only non-strings).
    async (_request, reply) => {
      const { listBody } = await readCatalogue(app.db);
      // The type provider types send() with the schema's object; the ready JSON text is that object.
      return reply.type('application/json; charset=utf-8').send(listBody as unknown as Product[]);
    },
  );

  app.post(
    '/calculate-monthly-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Monthly payment of a basket',
        operationId: 'calculateMonthlyPayment',
        description:
          'Per product: the monthly price after the recurring promotions naming it, the first charge, the ' +
          'free months and the one-off credit (AMTOFF, such as FRIEND50, taken off the first bills); the total ' +
          'is the sum of the monthly prices. Priced by @fibre/domain, as the website ' +
          'prices. A basket holds each id once (400 validation.invalid_body) and at most one plan (422 ' +
          'monthly_payment.more_than_one_plan). Unknown product or promotion ids: 422 ' +
          "monthly_payment.unknown_product / unknown_promotion. With the chosen address's `uprn`, a plan at an " +
          'address that can only be pre-ordered is priced at its preorder price; an unknown uprn prices normally.',
        body: calculateMonthlyPaymentBodySchema,
        response: { 200: monthlyPaymentSchema, ...errorResponses(...WRITE_ERRORS, 422) },
      },
    },
    async (request, reply) => {
      const { products: productIds, promotions: promotionIds, uprn } = request.body;
      // The catalogue at its current version (decision 0610): the products and promotions named.
      const catalogue = await readCatalogue(app.db);
      const key = basketKey(productIds, promotionIds, uprn);
      if (key !== null) {
        // Priced once per catalogue version and basket, sent as the same bytes (decision 0614).
        const body = readyPaymentBody(catalogue, key, () => {
          const promotions = basketPromotions(catalogue, productIds, promotionIds);
          return calculateMonthlyPayment(
            productIds.map((id) => catalogue.productsById.get(id)!),
            promotions,
            preorderContextFor(undefined),
          );
        });
        // The type provider types send() with the schema's object; the ready JSON text is that object.
        return reply.type('application/json; charset=utf-8').send(body as unknown as MonthlyPayment);
      }
      const promotions = basketPromotions(catalogue, productIds, promotionIds);
      const addressRow = uprn === undefined ? undefined : await findAddressByUprn(app.db, uprn);
      return calculateMonthlyPayment(
        productIds.map((id) => catalogue.productsById.get(id)!),
        promotions,
        preorderContextFor(addressRow ? rowToAddressItem(addressRow) : undefined),
      );
    },
  );
};
