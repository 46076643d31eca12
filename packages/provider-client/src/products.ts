import {
  type CalculateMonthlyPaymentBody,
  type MonthlyPayment,
  monthlyPaymentSchema,
} from '@fibre/domain/schemas/monthly-payment';
import { type Product, productListSchema } from '@fibre/domain/schemas/product';
import type { CallOptions, Route, Transport } from './transport';

export const PRODUCT_ROUTES = {
  list: { method: 'GET', path: '/product' },
  monthlyPayment: { method: 'POST', path: '/product/calculate-monthly-payment' },
} as const satisfies Record<string, Route>;

/** The catalogue and the basket's monthly payment. Every call throws a ProviderError on failure. */
export function productCalls(transport: Transport) {
  return {
    /** Every plan and add-on. */
    getProducts: (options: CallOptions = {}): Promise<Product[]> =>
      transport.send({ route: PRODUCT_ROUTES.list, answer: productListSchema, ...options }),

    /** The monthly payment of a basket's product and promotion ids (422 for an unknown id). */
    calculateMonthlyPayment: (
      body: CalculateMonthlyPaymentBody,
      options: CallOptions = {},
    ): Promise<MonthlyPayment> =>
      transport.send({
        route: PRODUCT_ROUTES.monthlyPayment,
        body,
        answer: monthlyPaymentSchema,
        ...options,
      }),
  };
}
