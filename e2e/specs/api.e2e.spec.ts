import { expect, test } from '@playwright/test';

// The same-site routes against the real provider API and its demo data (demo-data.md).

test.describe('POST /api/uprn-by-postcode', () => {
  test('lists the six Fibre Street addresses for HB1 1AA in any letter case and spacing', async ({
    request,
  }) => {
    const response = await request.post('/api/uprn-by-postcode', { data: { postcode: 'hb11aa' } });
    expect(response.status()).toBe(200);
    const { addresses } = await response.json();
    expect(addresses).toHaveLength(6);
    expect(addresses[0]).toMatchObject({ uprn: '100000000001', postcode: 'HB1 1AA', coverage: 'PASSSERV' });
  });

  test('answers 404 uprn.by_postcode.none for HB9 9ZZ', async ({ request }) => {
    const response = await request.post('/api/uprn-by-postcode', { data: { postcode: 'HB9 9ZZ' } });
    expect(response.status()).toBe(404);
    expect((await response.json()).error).toBe('uprn.by_postcode.none');
  });

  test('answers 400 with a dotted key and the failing field for bad input, never a stack trace', async ({
    request,
  }) => {
    for (const data of [{}, { postcode: 'not a postcode' }, { postcode: "HB1'; DROP TABLE address;--" }]) {
      const response = await request.post('/api/uprn-by-postcode', { data });
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body.error).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
      // The one error body (decision 0130): fields is a list of { path, message }.
      expect(body.fields).toEqual([{ path: 'postcode', message: expect.any(String) }]);
      expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
    }
  });
});

test.describe('POST /api/uprn and PUT /api/uprn-checked', () => {
  test('answers the address of a uprn and records it as checked', async ({ request }) => {
    const address = await request.post('/api/uprn', { data: { uprn: '100000000011' } });
    expect(address.status()).toBe(200);
    expect((await address.json()).address).toMatchObject({ coverage: 'CUSTOMER', oss_type: 'ACTIVECUST' });
    const checked = await request.put('/api/uprn-checked', { data: { uprn: '100000000011' } });
    expect(checked.status()).toBe(200);
    expect(await checked.json()).toEqual({ ok: true });
  });

  test('answers 404 uprn.get.not_found for an unknown uprn', async ({ request }) => {
    const response = await request.post('/api/uprn', { data: { uprn: '999999999999' } });
    expect(response.status()).toBe(404);
    expect((await response.json()).error).toBe('uprn.get.not_found');
  });
});

test.describe('promotions', () => {
  test('active promotions at HB1 1AA include GIGAAUTO and leave out the building-only BUILD20', async ({
    request,
  }) => {
    const response = await request.get('/api/active-promos?postcode=HB1%201AA');
    expect(response.status()).toBe(200);
    const codes = (await response.json()).promotions.map((promotion: { code: string }) => promotion.code);
    expect(codes).toContain('GIGAAUTO');
    expect(codes).not.toContain('BUILD20');
    expect(codes).not.toContain('OLDCODE');
  });

  test('get-promo finds WELCOME10 in any letter case and not OLDCODE', async ({ request }) => {
    const found = await request.get('/api/get-promo?code=welcome10&product=1002&postcode=HB1%201AA');
    expect(found.status()).toBe(200);
    expect((await found.json()).promotion).toMatchObject({ code: 'WELCOME10', promotion_type: 'RECUR%OFF' });
    const old = await request.get('/api/get-promo?code=OLDCODE&product=1002&postcode=HB1%201AA');
    expect(old.status()).toBe(404);
    expect(await old.json()).toEqual({ error: 'promotions.get.not_found', message: 'Promo code not valid' });
  });

  test('promotion-by-postcode answers the list for an encoded postcode', async ({ request }) => {
    const response = await request.get('/api/promotion-by-postcode/HB1%201AA');
    expect(response.status()).toBe(200);
    expect((await response.json()).promotions.length).toBeGreaterThan(0);
  });

  test('promo-code attempts are limited per visitor: the eleventh in ten minutes gets 429', async ({
    playwright,
  }) => {
    // A fresh visitor of its own (own cookie jar), so no other test's attempts count.
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await visitor.get(`/api/get-promo?code=GUESS${attempt}`)).status());
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    const limited = await visitor.get('/api/get-promo?code=WELCOME10');
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toBeDefined();
    expect(await limited.json()).toEqual({
      error: 'request.rate_limited',
      message: 'Too many promo code attempts. Please wait a few minutes and try again.',
    });
    await visitor.dispose();
  });
});

test.describe('POST /api/calculate-monthly-payment', () => {
  test('Fibre 400 with WELCOME10 and Home Phone costs £34 a month', async ({ request }) => {
    const response = await request.post('/api/calculate-monthly-payment', {
      data: { products: [1002, 9001], promotions: [2] },
    });
    expect(response.status()).toBe(200);
    const payment = await response.json();
    expect(payment.total_monthly_price).toBe(34);
    expect(payment.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 }),
        expect.objectContaining({ id_product: 9001, monthly_price: 7 }),
      ]),
    );
  });

  test('answers 400 monthly_payment.no_products for an empty basket', async ({ request }) => {
    const response = await request.post('/api/calculate-monthly-payment', {
      data: { products: [], promotions: [] },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe('monthly_payment.no_products');
  });
});
