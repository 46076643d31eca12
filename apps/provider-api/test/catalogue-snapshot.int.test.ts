import { productListSchema } from '@fibre/domain/schemas/product';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app';
import { type AppDatabase, createDatabase } from '../src/db/database';
import { listProducts } from '../src/repositories/product.repository';
import { findLivePromotions } from '../src/repositories/promotion.repository';
import { AUTH, buildTestApp, describeEachApi } from './app';
import { freshDatabase, type TestDatabase } from './databases';

// GET /product and the monthly payment reuse the catalogue built at its version (decision 0610).
// Every write to a product or promotion, by any process or by hand, must show on the next request.

// No promotion, so a price change moves the total by exactly as much.
const BASKET = { products: [1002, 9001], promotions: [] };

async function productList(app: App) {
  const response = await app.inject({ method: 'GET', url: '/product', headers: AUTH });
  expect(response.statusCode).toBe(200);
  return response;
}

async function monthlyTotal(app: App): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/product/calculate-monthly-payment',
    headers: AUTH,
    payload: BASKET,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { total_monthly_price: number }).total_monthly_price;
}

const priceOf = (body: string, id: number) =>
  (JSON.parse(body) as { id_product: number; monthly_price: number }[]).find((p) => p.id_product === id)
    ?.monthly_price;

describeEachApi('catalogue snapshot', (ctx) => {
  it('answers GET /product with the bytes and content type the zod serializer wrote per request', async () => {
    const response = await productList(ctx.app);
    const db = ctx.database.db;
    const expected = JSON.stringify(
      productListSchema.parse(await listProducts(db, await findLivePromotions(db))),
    );
    expect(response.body).toBe(expected);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a price changed behind the API’s back on the next list and monthly payment', async () => {
    const before = await monthlyTotal(ctx.app);
    const listed = priceOf((await productList(ctx.app)).body, 1002);
    await sql`update product set monthly_price_pence = monthly_price_pence + 100 where id_product = 1002`.execute(
      ctx.database.db,
    );
    expect(priceOf((await productList(ctx.app)).body, 1002)).toBe((listed ?? 0) + 1);
    expect(await monthlyTotal(ctx.app)).toBeCloseTo(before + 1, 2);
  });

  it('drops a withdrawn promotion from the list and refuses an added product no more', async () => {
    const withPromotion = JSON.parse((await productList(ctx.app)).body) as {
      id_product: number;
      promotions: number[];
    }[];
    expect(withPromotion.find((p) => p.id_product === 1002)?.promotions).toContain(2);
    await sql`update promotion set valid = 0 where id_promotion = 2`.execute(ctx.database.db);
    const without = JSON.parse((await productList(ctx.app)).body) as {
      id_product: number;
      promotions: number[];
    }[];
    expect(without.find((p) => p.id_product === 1002)?.promotions).not.toContain(2);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/product/calculate-monthly-payment',
      headers: AUTH,
      payload: { products: [4242], promotions: [] },
    });
    expect(unknown.statusCode).toBe(422);
    await sql`insert into product select 4242, name, description, display_name, display_description, usp_items,
      speed, speed_down, speed_up, category, product_type, monthly_price_pence, preorder_monthly_price_pence,
      exclude_vat_price_pence, first_charge_pence, months, annual_increase_pence, sla, address_type, addons,
      display_benefit_tag, display_preorder_benefit_tag, display_original_price_pence, enabled_for_web,
      display_upfront_cost from product where id_product = 1002`.execute(ctx.database.db);
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/product/calculate-monthly-payment',
      headers: AUTH,
      payload: { products: [4242], promotions: [] },
    });
    expect(known.statusCode).toBe(200);
    await sql`delete from product where id_product = 4242`.execute(ctx.database.db);
    expect(
      JSON.parse((await productList(ctx.app)).body).map((p: { id_product: number }) => p.id_product),
    ).not.toContain(4242);
  });
});

describe.runIf(inject('postgresUrl'))('catalogue snapshot across two app instances [postgres]', () => {
  let database: TestDatabase;
  let other: AppDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    // A second pool of its own: the other API process's connections and catalogue snapshot.
    other = await createDatabase({ databaseUrl: database.connectionString ?? '', onPoolError: () => {} });
    first = await buildTestApp(database);
    second = await buildTestApp(other);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await other?.destroy();
    await database?.dispose();
  });

  it('a catalogue write through one instance shows on the other at once', async () => {
    const body = (await productList(second)).body;
    expect((await productList(first)).body).toBe(body);
    const totalBefore = await monthlyTotal(second);
    await sql`update product set monthly_price_pence = monthly_price_pence + 250 where id_product = 1002`.execute(
      database.db,
    );
    expect(priceOf((await productList(second)).body, 1002)).toBe((priceOf(body, 1002) ?? 0) + 2.5);
    expect(await monthlyTotal(second)).toBeCloseTo(totalBefore + 2.5, 2);
    expect((await productList(first)).body).toBe((await productList(second)).body);
  });
});
