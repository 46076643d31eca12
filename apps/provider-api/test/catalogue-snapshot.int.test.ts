import { productListSchema } from '@fibre/domain/schemas/product';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { App } from '../src/app';
import {
  CATALOGUE_TRUST_MS,
  readCatalogue,
  unwatchCatalogueNotices,
  watchCatalogueNotices,
} from '../src/catalogue/catalogue-snapshot';
import { type AppDatabase, createDatabase } from '../src/db/database';
import { listProducts } from '../src/repositories/product.repository';
import { findLivePromotions } from '../src/repositories/promotion.repository';
import { AUTH, buildTestApp, describeEachApi } from './app';
import { describeEachDatabase, freshDatabase, type TestDatabase } from './databases';

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

/**
 * Runs `assertion` after a catalogue write: at once where the app reads the counter on every request
 * (SQLite, no listener), else until the write's notice has arrived (PostgreSQL, decision 0613).
 */
async function afterCatalogueWrite(app: App, assertion: () => Promise<void>): Promise<void> {
  if (app.catalogueChanges === null) return assertion();
  await vi.waitFor(assertion, { timeout: 2000, interval: 5 });
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

  it('answers a repeated basket with the bytes it priced the first time (decision 0614)', async () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/product/calculate-monthly-payment', headers: AUTH, payload });
    const basket = { products: [1002, 9001], promotions: [2] };
    const first = await post(basket);
    const again = await post(basket);
    // An unknown uprn prices as no uprn, through Fastify's own serializer (never kept).
    const serialized = await post({ ...basket, uprn: '999999999999' });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(serialized.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(serialized.headers['content-type']);
    // The products in the body's order, priced again for another order.
    const reversed = await post({ ...basket, products: [9001, 1002] });
    expect(
      (reversed.json() as { details: { id_product: number }[] }).details.map((d) => d.id_product),
    ).toEqual([9001, 1002]);
    // A refusal is never kept: the same 422 each time.
    const unknown = { products: [1002, 987654], promotions: [] };
    const refused = await post(unknown);
    expect(refused.statusCode).toBe(422);
    expect((await post(unknown)).body).toBe(refused.body);
  });

  it('shows a price changed behind the API’s back on the next list and monthly payment', async () => {
    const before = await monthlyTotal(ctx.app);
    const listed = priceOf((await productList(ctx.app)).body, 1002);
    await sql`update product set monthly_price_pence = monthly_price_pence + 100 where id_product = 1002`.execute(
      ctx.database.db,
    );
    await afterCatalogueWrite(ctx.app, async () => {
      expect(priceOf((await productList(ctx.app)).body, 1002)).toBe((listed ?? 0) + 1);
      expect(await monthlyTotal(ctx.app)).toBeCloseTo(before + 1, 2);
    });
  });

  it('drops a withdrawn promotion from the list and refuses an added product no more', async () => {
    const withPromotion = JSON.parse((await productList(ctx.app)).body) as {
      id_product: number;
      promotions: number[];
    }[];
    expect(withPromotion.find((p) => p.id_product === 1002)?.promotions).toContain(2);
    await sql`update promotion set valid = 0 where id_promotion = 2`.execute(ctx.database.db);
    await afterCatalogueWrite(ctx.app, async () => {
      const without = JSON.parse((await productList(ctx.app)).body) as {
        id_product: number;
        promotions: number[];
      }[];
      expect(without.find((p) => p.id_product === 1002)?.promotions).not.toContain(2);
    });

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
    await afterCatalogueWrite(ctx.app, async () => {
      const known = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: AUTH,
        payload: { products: [4242], promotions: [] },
      });
      expect(known.statusCode).toBe(200);
    });
    await sql`delete from product where id_product = 4242`.execute(ctx.database.db);
    await afterCatalogueWrite(ctx.app, async () => {
      expect(
        JSON.parse((await productList(ctx.app)).body).map((p: { id_product: number }) => p.id_product),
      ).not.toContain(4242);
    });
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

  it('a catalogue write through one instance shows on the other once its notice arrives', async () => {
    await first.catalogueChanges?.started;
    await second.catalogueChanges?.started;
    expect(second.catalogueChanges?.listening).toBe(true);
    const body = (await productList(second)).body;
    expect((await productList(first)).body).toBe(body);
    const totalBefore = await monthlyTotal(second);
    await sql`update product set monthly_price_pence = monthly_price_pence + 250 where id_product = 1002`.execute(
      database.db,
    );
    await afterCatalogueWrite(second, async () => {
      expect(priceOf((await productList(second)).body, 1002)).toBe((priceOf(body, 1002) ?? 0) + 2.5);
      expect(await monthlyTotal(second)).toBeCloseTo(totalBefore + 2.5, 2);
    });
    await afterCatalogueWrite(first, async () => {
      expect((await productList(first)).body).toBe((await productList(second)).body);
    });
  });

  it('reads the counter on every request while its listener is down, so a write shows at once', async () => {
    const listener = second.catalogueChanges;
    expect(listener?.listening).toBe(true);
    const body = (await productList(second)).body;
    // End the other instance's LISTEN session (as a restarted or failed-over server would).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'LISTEN fibre_catalogue_changed' and pid <> pg_backend_pid()`.execute(
      database.db,
    );
    await vi.waitFor(() => expect(listener?.listening).toBe(false), { timeout: 2000, interval: 5 });
    await sql`update product set monthly_price_pence = monthly_price_pence + 100 where id_product = 1002`.execute(
      database.db,
    );
    // Down: the counter is read; back already: its reconnection dropped the trusted snapshot. Either way at once.
    expect(priceOf((await productList(second)).body, 1002)).toBe((priceOf(body, 1002) ?? 0) + 1);
    // And it listens again.
    await vi.waitFor(() => expect(listener?.listening).toBe(true), { timeout: 5000, interval: 20 });
  });
});

describe('catalogue snapshot trusted between notices (decision 0613)', () => {
  let database: TestDatabase;
  const source = { listening: false };
  let changed: () => void;
  const bump = () =>
    sql`update product set monthly_price_pence = monthly_price_pence + 1 where id_product = 1002`.execute(
      database.db,
    );

  beforeAll(async () => {
    // SQLite: the logic is the same on either database, and here nothing else sends notices.
    database = await freshDatabase('sqlite');
    changed = watchCatalogueNotices(database.db, source);
  });
  afterAll(async () => {
    unwatchCatalogueNotices(database.db);
    await database?.dispose();
  });

  it('reads the counter while not listening, and skips it once listening until a notice', async () => {
    const first = await readCatalogue(database.db);
    await bump();
    const unheard = await readCatalogue(database.db);
    expect(unheard.version).toBeGreaterThan(first.version);

    source.listening = true;
    changed(); // the listener's first LISTEN is in place
    const trusted = await readCatalogue(database.db);
    expect(trusted.version).toBe(unheard.version);
    await bump();
    // No notice yet: the snapshot is served without reading the counter.
    expect(await readCatalogue(database.db)).toBe(trusted);
    changed(); // the notice arrives
    const fresh = await readCatalogue(database.db);
    expect(fresh.version).toBeGreaterThan(trusted.version);

    await bump();
    source.listening = false; // the connection failed: the counter is read again at once
    expect((await readCatalogue(database.db)).version).toBeGreaterThan(fresh.version);
  });

  it('reads the counter again after CATALOGUE_TRUST_MS even without a notice', async () => {
    source.listening = true;
    changed();
    const trusted = await readCatalogue(database.db);
    await bump();
    expect(await readCatalogue(database.db)).toBe(trusted);
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now + CATALOGUE_TRUST_MS + 1);
    try {
      expect((await readCatalogue(database.db)).version).toBeGreaterThan(trusted.version);
    } finally {
      clock.mockRestore();
    }
  });

  it('does not trust a snapshot whose build a notice interrupted', async () => {
    source.listening = true;
    changed();
    await readCatalogue(database.db);
    changed();
    const reading = readCatalogue(database.db);
    changed(); // a write committed while the counter was being read
    const built = await reading;
    await bump();
    expect((await readCatalogue(database.db)).version).toBeGreaterThan(built.version);
  });
});

describeEachDatabase('catalogue counter read once a turn (decision 0702)', (ctx) => {
  const counterReads = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([query]) => (query as { sql: string }).sql.includes('"catalogue_version"')).length;
  const bump = () =>
    sql`update product set monthly_price_pence = monthly_price_pence + 1 where id_product = 1002`.execute(
      ctx.database.db,
    );

  it('reads the counter once for the requests asking on one turn of the loop, and again on the next', async () => {
    // Nothing watches this database's notices, so every readCatalogue reads the counter.
    await readCatalogue(ctx.database.db);
    const spy = vi.spyOn(ctx.database.db, 'executeQuery');
    try {
      const together = await Promise.all(Array.from({ length: 5 }, () => readCatalogue(ctx.database.db)));
      expect(counterReads(spy)).toBe(1);
      expect(new Set(together).size).toBe(1);
      await readCatalogue(ctx.database.db);
      await readCatalogue(ctx.database.db);
      expect(counterReads(spy)).toBe(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a write committed before a request asked, even with a read for the turn already waiting', async () => {
    const before = await readCatalogue(ctx.database.db);
    const waiting = readCatalogue(ctx.database.db);
    await bump();
    const asked = await readCatalogue(ctx.database.db);
    expect(asked.version).toBeGreaterThan(before.version);
    expect((await waiting).version).toBeGreaterThanOrEqual(before.version);
    // A request asking once the turn's read has begun waits for a read of its own, so it shows a
    // write committed after that read began. The begun read may show the write too (on PostgreSQL
    // its query can run after the other connection's commit: CI saw 5 and 5), so the request is
    // held to the version before the write, not to the begun read's.
    const started = readCatalogue(ctx.database.db);
    await new Promise((resolve) => setImmediate(resolve));
    await bump();
    expect((await readCatalogue(ctx.database.db)).version).toBeGreaterThan(asked.version);
    expect((await started).version).toBeGreaterThanOrEqual(asked.version);
  });
});
