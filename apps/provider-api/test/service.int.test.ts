import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { AUTH, buildTestApp, describeEachApi } from './app';
import { freshDatabase } from './databases';

describeEachApi('service routes and cross-cutting behaviour', (ctx) => {
  describe('GET /health', () => {
    it('reports the database as answering, with no token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: ctx.dialect });
    });

    it('refuses a query parameter with 400 validation.invalid_query, naming it', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health?verbose=1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation.invalid_query',
        message: 'The query parameters are not valid.',
        fields: [{ path: 'verbose', message: 'Unknown field' }],
      });
    });

    it('answers 503 health.database_unavailable when the database does not answer', async () => {
      const database = await freshDatabase(ctx.dialect, { seed: false });
      const app = await buildTestApp(database);
      try {
        await database.destroy();
        const response = await app.inject({ method: 'GET', url: '/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          error: 'health.database_unavailable',
          message: ERROR_MESSAGES['health.database_unavailable'],
        });
      } finally {
        await app.close();
        await database.dispose().catch(() => undefined);
      }
    });
  });

  describe('GET /postcodes/{postcode}', () => {
    it.each(['HB1 1AA', 'hb11aa', 'HB1 1AJ', 'hb1 1ag'])(
      'answers %j as the public service does',
      async (raw) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/postcodes/${encodeURIComponent(raw)}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: 200,
          result: {
            postcode: raw
              .toUpperCase()
              .replace(/\s+/g, '')
              .replace(/(.{3})$/, ' $1'),
            admin_ward: 'Demoton Central',
            admin_district: 'Demoton',
          },
        });
      },
    );

    it.each(['HB9 9ZZ', 'SW1A 1AA', 'not a postcode', '<script>', 'A'.repeat(40)])(
      'answers %j with 404 Postcode not found',
      async (raw) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/postcodes/${encodeURIComponent(raw)}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 404, error: 'Postcode not found' });
      },
    );
  });

  describe('OpenAPI document and reference page', () => {
    it('serves an OpenAPI 3.1 document naming every route, with the token scheme on provider routes', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe('3.1.0');
      expect(document.components.securitySchemes.bearerAuth).toEqual({
        type: 'http',
        scheme: 'bearer',
        description: 'The provider API token',
      });
      const operations = Object.entries(
        document.paths as Record<string, Record<string, { security?: unknown }>>,
      )
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      expect(operations).toEqual(
        [
          'GET /health',
          // Liveness and readiness for the load balancer (decision 0541).
          'GET /health/live',
          'GET /health/ready',
          'GET /postcodes/{postcode}',
          'GET /product',
          'POST /product/calculate-monthly-payment',
          'GET /ots/providers',
          'POST /ots/switch-match',
          'GET /promotion',
          'GET /promotion/{code}',
          'GET /promotion/promotionByPostcode/{postcode}',
          'GET /uprn/uprnByPostcode/{postcode}',
          'GET /uprn/{uprn}',
          'PUT /uprn/uprnChecked/{uprn}',
          // POST /customer/{action}: one documented route per action, each with its own body.
          'POST /customer/SIGNUP',
          'POST /customer/UPDATE',
          'POST /customer/PREORDER',
          'POST /customer/PREORDERDDSDU',
          'POST /customer/PREORDERDDMDU',
          'POST /customer/ROI',
          'POST /customer/CALLME',
          'POST /customer/PROSPECT',
          'PUT /customer/{code}',
          'GET /customer/{code}',
          'POST /customer/renew',
          'POST /customer/{code}/direct-debit',
          'POST /customer/{code}/direct-debit-request',
          'GET /customer/{code}/schedule',
          'POST /customer/{code}/cancel',
          'POST /customer/{code}/confirm',
          'GET /customer/{code}/contract-summary',
          // The charity vote (decision 0322).
          'POST /charity-vote',
          'GET /charity-vote/totals',
          'GET /workorder/schedule/{id}',
          'PUT /workorder/schedule/{id}',
          'POST /customer/outage',
          // Whether an order is open for an address and e-mail (decision 0382).
          'POST /customer/open-order-lookup',
          // Placed orders after the order (decisions 0632, 0633).
          'GET /order',
          'GET /order/{code}',
          'POST /order/{code}/state',
          'POST /order/lookup',
          'GET /order/{code}/receipt',
        ].sort(),
      );
      expect(document.paths['/product'].get.security).toEqual([{ bearerAuth: [] }]);
      expect(document.paths['/customer/SIGNUP'].post.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(document.paths['/customer/SIGNUP'].post.responses).sort()).toEqual(
        ['200', '201', '400', '401', '404', '409', '413', '415', '422'].sort(),
      );
      const signupBody =
        document.paths['/customer/SIGNUP'].post.requestBody.content['application/json'].schema;
      expect(signupBody.additionalProperties).toBe(false);
      expect(signupBody.required).toEqual(
        expect.arrayContaining(['email', 'uprn', 'id_product', 'accept_terms']),
      );
      const idempotencyHeader = document.paths['/customer/SIGNUP'].post.parameters.find(
        (parameter: { in: string; name: string }) =>
          parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
      expect(idempotencyHeader.required).toBe(false);
      expect(document.paths['/health'].get.security).toEqual([]);
      expect(document.paths['/postcodes/{postcode}'].get.security).toEqual([]);
      expect(document.paths['/uprn/{uprn}'].get.responses['404'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
      expect(Object.keys(document.components.schemas)).toEqual(['ErrorBody']);
    });

    it('serves the reference page at /docs', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('swagger-ui');
    });
  });

  describe('errors', () => {
    it('answers an unknown route with 404 request.not_found, token or not', async () => {
      for (const headers of [AUTH, {}]) {
        const response = await ctx.app.inject({ method: 'GET', url: '/no/such/route', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'request.not_found', message: 'There is no such route' });
      }
    });

    it('answers an over-long path parameter with 414 request.param_too_long', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/uprn/${'1'.repeat(500)}`,
        headers: AUTH,
      });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        error: 'request.param_too_long',
        message: 'A path parameter is too long.',
      });
    });

    it('answers a malformed percent-encoding with 400 request.bad_url', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/uprn/%E0%A4%A', headers: AUTH });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'request.bad_url', message: 'The URL is not valid.' });
    });

    it('refuses a body over the limit with 413 request.too_large', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: JSON.stringify({ products: [1002], promotions: [], padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'request.too_large',
        message: 'The request is too large.',
      });
    });

    it('refuses a 1 MB body with 413', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: `{"products":[${'1,'.repeat(512 * 1024)}1]}`,
      });
      expect(response.statusCode).toBe(413);
    });

    it('refuses malformed JSON with 400 request.invalid_json and an empty body with request.empty_body', async () => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '{"products": [1002',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        error: 'request.invalid_json',
        message: 'The request body is not valid JSON.',
      });
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('request.empty_body');
    });

    it('refuses a body that is not JSON with 415 request.unsupported_media_type', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'text/plain' },
        payload: 'products=1002',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('request.unsupported_media_type');
    });

    it('refuses prototype-poisoning JSON', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '{"products":[1002],"__proto__":{"admin":true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('request.invalid_json');
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('refuses a NUL character anywhere in a body with 400, on PostgreSQL as on SQLite', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/customer/outage',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '{"email":"a\\u0000@example.com"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation.invalid_body',
        message: 'The request body is not valid.',
        fields: [{ path: 'email', message: 'Must not contain control characters' }],
      });
      const nested = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '{"products":[1002],"promotions":[],"x":{"y":["ok","\\u0000"]}}',
      });
      expect(nested.json().fields).toEqual([
        { path: 'x.y.1', message: 'Must not contain control characters' },
      ]);
    });

    it("files a refusal of the body as a whole under '_form'", async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/customer/outage',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '[]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ path: '_form', message: expect.any(String) }]);
    });

    it('never sends a stack trace', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/product/calculate-monthly-payment',
        headers: { ...AUTH, 'content-type': 'application/json' },
        payload: '{"products":"1002"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(Object.keys(response.json()).sort()).toEqual(['error', 'fields', 'message']);
    });
  });

  describe('security headers', () => {
    it('sets helmet headers on API responses', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/health' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    });
  });
});
