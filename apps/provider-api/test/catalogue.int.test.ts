import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi } from './app';

describeEachApi('catalogue routes', (ctx) => {
  describe('GET /product', () => {
    it('lists the whole demo catalogue, including products not enabled for web', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/product', headers: AUTH });
      expect(response.statusCode).toBe(200);
      const products = response.json() as Array<{ id_product: number; enabled_for_web: boolean }>;
      expect(products.map((product) => product.id_product)).toEqual(
        DEMO_PRODUCTS.map((product) => product.id_product).sort((a, b) => a - b),
      );
      expect(products.find((product) => product.id_product === 1099)?.enabled_for_web).toBe(false);
    });

    it('returns each product as the catalogue holds it, prices in pounds, with its live promotion ids', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/product', headers: AUTH });
      const products = response.json() as Array<Record<string, unknown>>;
      const fibre400 = products.find((product) => product.id_product === 1002);
      const demo = DEMO_PRODUCTS.find((product) => product.id_product === 1002)!;
      // WELCOME10 (2), FREE3 (3), BUILD20 (4), FRIEND50 (5) name Fibre 400; OLDCODE (6) is withdrawn.
      expect(fibre400).toEqual({ ...demo, promotions: [2, 3, 4, 5] });
      const business900 = products.find((product) => product.id_product === 3003);
      expect(business900).toMatchObject({ monthly_price: 48, exclude_vat_price: null, address_type: 'BUS' });
      const business150 = products.find((product) => product.id_product === 3001);
      expect(business150).toMatchObject({ monthly_price: 36, exclude_vat_price: 30 });
      const rolling = products.find((product) => product.id_product === 1021);
      expect(rolling).toMatchObject({ months: 0, first_charge: 50, display_upfront_cost: true });
    });

    it('refuses a missing or wrong token with 401 auth.unauthorized', async () => {
      const missing = await ctx.app.inject({ method: 'GET', url: '/product' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({
        error: 'auth.unauthorized',
        message: 'Send the API token as Authorization: Bearer <token>',
      });
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      const wrong = await ctx.app.inject({
        method: 'GET',
        url: '/product',
        headers: { authorization: 'Bearer not-the-token' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'auth.unauthorized', message: 'The API token is not valid' });
    });
  });

  describe('GET /ots/providers', () => {
    it('lists the One Touch Switch providers in their kept order', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/ots/providers', headers: AUTH });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DEMO_OTS_PROVIDERS.map(({ rcpid, name }) => ({ rcpid, name })));
      expect(response.json()).toContainEqual({ rcpid: 'RCP-OTH001', name: 'Other provider' });
    });

    it('needs the token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/ots/providers' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('auth.unauthorized');
    });
  });

  describe('GET /promotion', () => {
    const live = DEMO_PROMOTIONS.filter((promotion) => promotion.valid);

    it('lists the live promotions of the WEB channel, never a withdrawn one', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(live);
      expect(response.json().map((promotion: { code: string }) => promotion.code)).not.toContain('OLDCODE');
    });

    it('narrows to the coverage at a postcode, in any letter case and spacing', async () => {
      const building = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB&postcode=hb11ad',
        headers: AUTH,
      });
      expect(building.json().map((promotion: { code: string }) => promotion.code)).toEqual([
        'WELCOME10',
        'FREE3',
        'BUILD20',
        'FRIEND50',
      ]);
      const connected = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB&postcode=HB1%201AA',
        headers: AUTH,
      });
      expect(connected.json().map((promotion: { code: string }) => promotion.code)).toEqual([
        'GIGAAUTO',
        'WELCOME10',
        'FREE3',
        'FRIEND50',
      ]);
    });

    it('narrows by product and by auto', async () => {
      const byProduct = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB&product=2001',
        headers: AUTH,
      });
      expect(byProduct.json().map((promotion: { code: string }) => promotion.code)).toEqual(['FRIEND50']);
      const autoOnly = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB&auto=true',
        headers: AUTH,
      });
      expect(autoOnly.json().map((promotion: { code: string }) => promotion.code)).toEqual(['GIGAAUTO']);
      const codesOnly = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB&auto=false',
        headers: AUTH,
      });
      expect(codesOnly.json()).toHaveLength(4);
    });

    it('gives an empty list for a postcode with no addresses', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/promotion?register_channel=WEB&postcode=HB9%209ZZ',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it.each([
      ['/promotion', 'register_channel'],
      ['/promotion?register_channel=SHOP', 'register_channel'],
      ['/promotion?register_channel=WEB&postcode=NOTAPOSTCODE', 'postcode'],
      ['/promotion?register_channel=WEB&product=abc', 'product'],
      ['/promotion?register_channel=WEB&auto=yes', 'auto'],
      ['/promotion?register_channel=WEB&foo=1', 'foo'],
    ])('refuses %s with 400 validation.invalid_query naming %s', async (url, field) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: AUTH });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation.invalid_query');
      expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
    });

    it('needs the token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/promotion?register_channel=WEB' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /promotion/{code}', () => {
    it('finds a live promotion by code in any letter case', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/promotion/welcome10?register_channel=WEB',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DEMO_PROMOTIONS.find((promotion) => promotion.code === 'WELCOME10'));
    });

    it('accepts the product and postcode the website sends', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/promotion/BUILD20?register_channel=WEB&product=1002&postcode=HB11AA',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().code).toBe('BUILD20');
    });

    it.each(['OLDCODE', 'NOSUCHCODE'])('answers %s with 404 promotions.get.not_found', async (code) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/promotion/${code}?register_channel=WEB`,
        headers: AUTH,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'promotions.get.not_found', message: 'Promo code not valid' });
    });

    it('refuses a malformed code or a missing channel with 400', async () => {
      const badCode = await ctx.app.inject({
        method: 'GET',
        url: `/promotion/${encodeURIComponent("x' OR 1=1 --")}?register_channel=WEB`,
        headers: AUTH,
      });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().error).toBe('validation.invalid_params');
      const noChannel = await ctx.app.inject({ method: 'GET', url: '/promotion/WELCOME10', headers: AUTH });
      expect(noChannel.statusCode).toBe(400);
      expect(noChannel.json().error).toBe('validation.invalid_query');
    });

    it('needs the token', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/promotion/WELCOME10?register_channel=WEB',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /promotion/promotionByPostcode/{postcode}', () => {
    it.each([
      ['HB1 1AA', ['GIGAAUTO', 'WELCOME10', 'FREE3', 'FRIEND50']],
      ['hb11ad', ['WELCOME10', 'FREE3', 'BUILD20', 'FRIEND50']],
      // CUSTOMER coverage also takes a PASSSERV promotion (GIGAAUTO).
      ['HB1 1AB', ['GIGAAUTO', 'WELCOME10', 'FREE3', 'FRIEND50']],
      ['HB9 9ZZ', []],
    ])('lists the promotions valid at %s', async (postcode, codes) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/promotion/promotionByPostcode/${encodeURIComponent(postcode)}`,
        headers: AUTH,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((promotion: { code: string }) => promotion.code)).toEqual(codes);
    });

    it('refuses a malformed postcode with 400 validation.invalid_params', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/promotion/promotionByPostcode/%3Cscript%3E',
        headers: AUTH,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation.invalid_params',
        message: 'The path parameters are not valid.',
        fields: [{ path: 'postcode', message: 'Invalid postcode format' }],
      });
    });

    it('needs the token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/promotion/promotionByPostcode/HB11AA' });
      expect(response.statusCode).toBe(401);
    });
  });
  describe('POST /product/calculate-monthly-payment', () => {
    const calculate = (payload: unknown, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers,
        payload: payload as object,
      });

    it.each([
      ['10 Build Road (DESIGN, pre-order only)', '100000000021', 27],
      ['1 Fibre Street (orderable now)', '100000000001', 30],
      ['an unknown uprn', '999999999999', 30],
    ])('prices Fibre 400 at %s at %s a month (decision 0270)', async (_name, uprn, price) => {
      const response = await calculate({ products: [1002], uprn });
      expect(response.statusCode).toBe(200);
      expect(response.json().total_monthly_price).toBe(price);
    });

    it('prices Fibre 400 with WELCOME10 and Home Phone as demo-data.md says: 27 + 7 = 34', async () => {
      const response = await calculate({ products: [1002, 9001], promotions: [2] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        total_monthly_price: 34,
        details: [
          { id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0, one_off_credit: 0 },
          { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0, one_off_credit: 0 },
        ],
      });
    });

    it('answers the one-off credit of FRIEND50 beside the four fields, so the basket can take it off', async () => {
      const response = await calculate({ products: [1001, 9001], promotions: [5] });
      expect(response.statusCode).toBe(200);
      expect(response.json().details).toEqual([
        { id_product: 1001, monthly_price: 25, first_charge: 0, free_months: 0, one_off_credit: 50 },
        { id_product: 9001, monthly_price: 7, first_charge: 0, free_months: 0, one_off_credit: 0 },
      ]);
    });

    it('gives free months, first charges and ignores a withdrawn promotion', async () => {
      const free = await calculate({ products: [1001], promotions: [3] });
      expect(free.json().details).toEqual([
        { id_product: 1001, monthly_price: 25, first_charge: 0, free_months: 3, one_off_credit: 0 },
      ]);
      const rolling = await calculate({ products: [1023] });
      expect(rolling.json()).toEqual({
        total_monthly_price: 40,
        details: [
          { id_product: 1023, monthly_price: 40, first_charge: 50, free_months: 0, one_off_credit: 0 },
        ],
      });
      const withdrawn = await calculate({ products: [1002], promotions: [6] });
      expect(withdrawn.json().total_monthly_price).toBe(30);
      const giga = await calculate({ products: [1003], promotions: [1] });
      expect(giga.json().total_monthly_price).toBe(32);
    });

    it('refuses unknown product ids with 422 monthly_payment.unknown_product naming each', async () => {
      const response = await calculate({ products: [1002, 4242, 9001, 777], promotions: [] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'monthly_payment.unknown_product',
        message: ERROR_MESSAGES['monthly_payment.unknown_product'],
        fields: [
          { path: 'products.1', message: 'Unknown product 4242' },
          { path: 'products.3', message: 'Unknown product 777' },
        ],
      });
    });

    it('refuses unknown promotion ids with 422 monthly_payment.unknown_promotion', async () => {
      const response = await calculate({ products: [1002], promotions: [2, 99] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'monthly_payment.unknown_promotion',
        message: ERROR_MESSAGES['monthly_payment.unknown_promotion'],
        fields: [{ path: 'promotions.1', message: 'Unknown promotion 99' }],
      });
    });

    it.each([
      [{ products: [] }, 'products', 'No products provided'],
      [{ promotions: [2] }, 'products', undefined],
      [{ products: ['1002'] }, 'products.0', undefined],
      [{ products: [1002], promotions: [-1] }, 'promotions.0', undefined],
      [{ products: [1002], discount: 100 }, 'discount', 'Unknown field'],
    ])('refuses %j with 400 naming %s', async (payload, field, message) => {
      const response = await calculate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation.invalid_body');
      const entry = response.json().fields.find((candidate: { path: string }) => candidate.path === field);
      expect(entry).toBeDefined();
      if (message) expect(entry.message).toBe(message);
    });

    it('needs the token', async () => {
      const response = await calculate({ products: [1002] }, {});
      expect(response.statusCode).toBe(401);
    });
  });
});
