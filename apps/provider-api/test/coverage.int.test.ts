import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi } from './app';

const FIXED_NOW = new Date('2026-03-02T09:30:00.000Z');

describeEachApi(
  'coverage routes',
  (ctx) => {
    describe('GET /uprn/uprnByPostcode/{postcode}', () => {
      it.each(['HB1 1AA', 'hb11aa', 'hB1   1Aa', ' HB1 1AA '])(
        'lists the six Fibre Street addresses for %j',
        async (postcode) => {
          const response = await ctx.app.inject({
            method: 'GET',
            url: `/uprn/uprnByPostcode/${encodeURIComponent(postcode)}`,
            headers: AUTH,
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual(DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA'));
        },
      );

      it('keeps natural address order (Flat 2 before Flat 10 style) and the multi-dwelling fields', async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/uprn/uprnByPostcode/HB11AG',
          headers: AUTH,
        });
        const flats = response.json() as Array<{ address: string; ismdu: boolean; mdu_status: string }>;
        expect(flats.map((flat) => flat.address)).toEqual(
          [1, 2, 3, 4, 5, 6, 7, 8].map((flat) => `Flat ${flat}, Tower House, Demoton`),
        );
        expect(flats.map((flat) => flat.mdu_status)).toEqual([
          'RFS',
          'RFS',
          'RFS',
          'RFS',
          'STARTED',
          'STARTED',
          'ADVANCED',
          'ADVANCED',
        ]);
        expect(flats.every((flat) => flat.ismdu)).toBe(true);
        const build = await ctx.app.inject({
          method: 'GET',
          url: '/uprn/uprnByPostcode/HB11AD',
          headers: AUTH,
        });
        expect(build.json().map((address: { address: string }) => address.address)).toEqual([
          '10 Build Road, Demoton',
          '11 Build Road, Demoton',
          '12 Build Road, Demoton',
          '13 Build Road, Demoton',
          '14 Build Road, Demoton',
        ]);
      });

      it('returns the plot without a uprn at HB1 1AJ', async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/uprn/uprnByPostcode/HB1%201AJ',
          headers: AUTH,
        });
        expect(response.json()).toEqual([
          {
            uprn: null,
            address: 'Plot 7, Meadow View, Demoton',
            postcode: 'HB1 1AJ',
            coverage: '',
            oss_type: null,
            address_type: 'RES',
            ismdu: false,
            mdu_status: null,
          },
        ]);
      });

      it('gives an empty list for HB9 9ZZ', async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/uprn/uprnByPostcode/HB99ZZ',
          headers: AUTH,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
      });

      it.each(["HB1' OR '1'='1", '<script>alert(1)</script>', 'A'.repeat(17), 'HB1'])(
        'refuses %j with 400 validation.invalid_params',
        async (postcode) => {
          const response = await ctx.app.inject({
            method: 'GET',
            url: `/uprn/uprnByPostcode/${encodeURIComponent(postcode)}`,
            headers: AUTH,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            error: 'validation.invalid_params',
            message: 'The path parameters are not valid.',
            fields: [{ path: 'postcode', message: 'Invalid postcode format' }],
          });
        },
      );

      it('needs the token', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/uprn/uprnByPostcode/HB11AA' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('GET /uprn/{uprn}', () => {
      it('returns the address item of a uprn', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/uprn/100000000012', headers: AUTH });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          uprn: '100000000012',
          address: '2 Spark Lane, Demoton',
          postcode: 'HB1 1AB',
          coverage: 'CUSTOMER',
          oss_type: 'PREACTIVECUST',
          address_type: 'RES',
          ismdu: false,
          mdu_status: null,
        });
      });

      it('answers an unknown uprn with 404 uprn.get.not_found', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/uprn/999999999999', headers: AUTH });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'uprn.get.not_found',
          message: ERROR_MESSAGES['uprn.get.not_found'],
        });
      });

      it.each(['abc', '1234567890123', '1;DROP TABLE address'])('refuses %j with 400', async (uprn) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/uprn/${encodeURIComponent(uprn)}`,
          headers: AUTH,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_params');
        expect(response.json().fields).toEqual([{ path: 'uprn', message: 'Invalid uprn' }]);
      });

      it('needs the token', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/uprn/100000000012' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('PUT /uprn/uprnChecked/{uprn}', () => {
      it('stamps the address as checked now', async () => {
        const response = await ctx.app.inject({
          method: 'PUT',
          url: '/uprn/uprnChecked/100000000001',
          headers: AUTH,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ uprn: '100000000001', checked_at: FIXED_NOW.toISOString() });
        const row = await ctx.database.db
          .selectFrom('address')
          .select('checked_at')
          .where('uprn', '=', '100000000001')
          .executeTakeFirstOrThrow();
        expect(row.checked_at).toBe(FIXED_NOW.toISOString());
        const other = await ctx.database.db
          .selectFrom('address')
          .select('checked_at')
          .where('uprn', '=', '100000000002')
          .executeTakeFirstOrThrow();
        expect(other.checked_at).toBeNull();
      });

      it('answers an unknown uprn with 404 uprn.get.not_found and writes nothing', async () => {
        const response = await ctx.app.inject({
          method: 'PUT',
          url: '/uprn/uprnChecked/999999999999',
          headers: AUTH,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('uprn.get.not_found');
      });

      it('refuses a malformed uprn with 400 and a missing token with 401', async () => {
        const bad = await ctx.app.inject({ method: 'PUT', url: '/uprn/uprnChecked/x', headers: AUTH });
        expect(bad.statusCode).toBe(400);
        const anonymous = await ctx.app.inject({ method: 'PUT', url: '/uprn/uprnChecked/100000000001' });
        expect(anonymous.statusCode).toBe(401);
      });
    });
  },
  { app: { clock: () => FIXED_NOW } },
);
