import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { findOfferClaims } from '@fibre/domain/offer-claims';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldTexts, unbackedOfferFields } from './offer-claims-check';

const DEMO_CATALOGUE = { products: DEMO_PRODUCTS, promotions: DEMO_PROMOTIONS };
const GLOBALS = ['promo-banner', 'sales-countdown', 'header', 'footer', 'amazon-voucher-offer'] as const;

/** A provider API that answers the demo catalogue, as the CMS reads it on publish. */
function demoProvider(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://provider').pathname;
    const body = path === '/product' ? DEMO_PRODUCTS : path === '/promotion' ? DEMO_PROMOTIONS : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not_found', message: 'Not found' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The offer checks of decision 0450, on the seeded CMS of cms-suite.test-support.ts. */
export function describeOfferClaims(cms: () => Payload): void {
  describe('offers the demo content names (decision 0450)', () => {
    let provider: Server;
    const savedUrl = process.env.PROVIDER_API_URL;

    beforeAll(async () => {
      provider = await demoProvider();
      process.env.PROVIDER_API_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      if (savedUrl === undefined) delete process.env.PROVIDER_API_URL;
      else process.env.PROVIDER_API_URL = savedUrl;
      await new Promise((resolve) => provider.close(resolve));
    });

    it('finds no claim without a product or promotion behind it on any published page, FAQ or global', async () => {
      const payload = cms();
      const pages = await payload.find({ collection: 'pages', overrideAccess: false, limit: 100, depth: 0 });
      const faqs = await payload.find({
        collection: 'faq-items',
        overrideAccess: false,
        limit: 100,
        depth: 0,
      });
      const globals = await Promise.all(GLOBALS.map((slug) => payload.findGlobal({ slug, depth: 0 })));
      const documents = [...pages.docs, ...faqs.docs, ...globals];
      expect(pages.docs.length).toBeGreaterThanOrEqual(13);
      // The check reads real claims (the banner's price, the referral code), so it could fail.
      const claims = documents.flatMap((doc) => fieldTexts(doc)).flatMap(({ text }) => findOfferClaims(text));
      expect(claims.map((claim) => claim.text)).toEqual(
        expect.arrayContaining(['£32', 'FRIEND50', '£50 off']),
      );
      const unbacked = documents.flatMap((doc) => unbackedOfferFields(doc, DEMO_CATALOGUE));
      expect(unbacked).toEqual([]);
    });

    it('refuses to publish a page promising an offer the catalogue lacks, and publishes a backed one', async () => {
      const payload = cms();
      const data = (subHeadline: string) => ({
        title: 'Autumn deal',
        slug: 'autumn-deal',
        hero: { heroType: 'heroDefault' as const, headline: 'Autumn deal', subHeadline },
        _status: 'published' as const,
      });
      const context = { disableRevalidate: true };
      await expect(
        payload.create({ collection: 'pages', data: data('Half price for 6 months on 900 Mbps'), context }),
      ).rejects.toMatchObject({
        status: 400,
        data: {
          errors: [
            {
              path: 'hero.subHeadline',
              message:
                "'Half price' is not in the catalogue: name a live promotion or price, or take the claim out.",
            },
          ],
        },
      });
      // A draft may say anything: it is checked when it is published.
      const draft = await payload.create({
        collection: 'pages',
        data: { ...data('Half price, for now'), _status: 'draft' },
        draft: true,
        context,
      });
      await expect(
        payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' }, context }),
      ).rejects.toMatchObject({ status: 400 });
      const published = await payload.update({
        collection: 'pages',
        id: draft.id,
        data: data('Fibre 900 for £32 a month, or 10% off any plan with WELCOME10'),
        context,
      });
      expect(published._status).toBe('published');
    });

    it('refuses a banner with an unknown code, and says so when the catalogue cannot be read', async () => {
      const payload = cms();
      const context = { disableRevalidate: true };
      await expect(
        payload.updateGlobal({ slug: 'promo-banner', data: { text: 'Use SUMMER25 at checkout' }, context }),
      ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'text' }] } });
      await expect(
        payload.create({
          collection: 'faq-items',
          data: { question: 'Any deals?', answer: 'Your first month free.', category: ['Installation'] },
          context,
        }),
      ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'answer' }] } });

      const url = process.env.PROVIDER_API_URL;
      process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
      try {
        await expect(
          payload.updateGlobal({ slug: 'promo-banner', data: { text: '£3 off every month' }, context }),
        ).rejects.toMatchObject({
          status: 400,
          data: { errors: [{ path: 'text', message: expect.stringMatching(/could not be read/) }] },
        });
      } finally {
        process.env.PROVIDER_API_URL = url;
      }
      const banner = await payload.updateGlobal({
        slug: 'promo-banner',
        data: { text: 'Fibre 900 for £32 a month: £3 off every month' },
        context,
      });
      expect(banner.text).toBe('Fibre 900 for £32 a month: £3 off every month');
    });
  });
}

/** The seeded pictures are the drawn artwork at its real size (decision 0451). */
export function describeSeededArtwork(cms: () => Payload): void {
  describe('the demo artwork in the media library (decision 0451)', () => {
    it('stores every picture as WebP with its real width and height, none a placeholder PNG', async () => {
      const { docs } = await cms().find({
        collection: 'media',
        where: { mimeType: { like: 'image/' } },
        limit: 100,
        depth: 0,
      });
      expect(docs.length).toBeGreaterThanOrEqual(30);
      const shapes = new Set(docs.map((doc) => `${doc.mimeType} ${doc.width}x${doc.height}`));
      expect([...shapes].sort()).toEqual([
        'image/webp 1200x900',
        'image/webp 1600x1000',
        'image/webp 800x600',
        // The main hero's upright phone picture (decision 0481).
        'image/webp 900x1200',
      ]);
      for (const doc of docs) expect(doc.filename, doc.alt).toMatch(/\.webp$/);
    });
  });
}
