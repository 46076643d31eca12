import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, json } from './fake-fetch.test-support';

describe('products', () => {
  it('GET /product answers the demo catalogue unchanged', async () => {
    const { client, requests } = fakeProvider(() => json(DEMO_PRODUCTS));
    await expect(client.getProducts()).resolves.toEqual(DEMO_PRODUCTS);
    expect(requests()).toEqual(['GET /product']);
  });

  it('refuses a catalogue that breaks the product schema', async () => {
    const { client } = fakeProvider(() => json([{ id_product: 'not a number' }]));
    expect(await failure(client.getProducts())).toMatchObject({ key: 'service.invalid_response' });
  });

  it('POST /product/calculate-monthly-payment sends the ids and parses the payment', async () => {
    const payment = {
      total_monthly_price: 34,
      details: [
        { id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 },
        { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0 },
      ],
    };
    const { client, requests, sentBody } = fakeProvider(() => json(payment));
    // The spec's four fields read as no one-off credit.
    await expect(
      client.calculateMonthlyPayment({ products: [1002, 9001], promotions: [2] }),
    ).resolves.toEqual({
      ...payment,
      details: payment.details.map((line) => ({ ...line, one_off_credit: 0 })),
    });
    expect(requests()).toEqual(['POST /product/calculate-monthly-payment']);
    expect(sentBody()).toEqual({ products: [1002, 9001], promotions: [2] });
  });
});
