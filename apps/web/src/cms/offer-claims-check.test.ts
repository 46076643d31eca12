import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import type { SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldTexts,
  offerClaimsCollectionHook,
  offerClaimsGlobalHook,
  SEEDED_CONTENT,
  unbackedOfferFields,
} from './offer-claims-check';
import { lexical } from './seed/lexical';

const demo = { products: DEMO_PRODUCTS, promotions: DEMO_PROMOTIONS };

describe('fieldTexts (decision 0450)', () => {
  it('finds plain and nested texts with their field paths, and rich text as one field', () => {
    const page = {
      id: 4,
      slug: 'deal',
      hero: { headline: 'Deal', subHeadline: 'Half price' },
      layout: [
        { id: 'abc', blockType: 'text', body: lexical(['## Our plans', '- £32 a month', 'With FRIEND50']) },
      ],
    };
    expect(fieldTexts(page)).toEqual([
      { path: 'hero.headline', text: 'Deal' },
      { path: 'hero.subHeadline', text: 'Half price' },
      { path: 'layout.0.body', text: 'Our plans\n£32 a month\nWith FRIEND50' },
    ]);
  });

  it('names each unbacked field with the claims in it', () => {
    const fields = unbackedOfferFields(
      { text: 'Half price for 6 months on 900 Mbps', cta: { label: '£50 off with FRIEND50' } },
      demo,
    );
    expect(fields).toEqual([
      {
        path: 'text',
        message:
          "'Half price' is not in the catalogue: name a live promotion or price, or take the claim out.",
      },
    ]);
  });
});

const pages = {
  slug: 'pages',
  versions: { drafts: { autosave: false } },
} as unknown as SanitizedCollectionConfig;
const banner = { slug: 'promo-banner' } as unknown as SanitizedGlobalConfig;
// The hooks read only these arguments; the rest of Payload's request is not needed here.
const args = { req: {} as never, operation: 'update' as const };

describe('the publish hooks', () => {
  it('checks a page only when it is published, reading the catalogue only for a claim', async () => {
    const read = vi.fn(async () => demo);
    const hook = offerClaimsCollectionHook(read);
    const draft = { hero: { subHeadline: 'Half price' }, _status: 'draft' };
    await expect(hook({ ...args, collection: pages, context: {}, data: draft })).resolves.toBe(draft);
    await expect(
      hook({
        ...args,
        collection: pages,
        context: {},
        data: { title: 'No offers here', _status: 'published' },
      }),
    ).resolves.toBeDefined();
    expect(read).not.toHaveBeenCalled();
    await expect(
      hook({
        ...args,
        collection: pages,
        context: {},
        data: { _status: 'published' },
        originalDoc: draft as never,
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'hero.subHeadline' }] } });
    expect(read).toHaveBeenCalledTimes(1);
    await expect(
      hook({
        ...args,
        collection: pages,
        context: { [SEEDED_CONTENT]: true },
        data: { ...draft, _status: 'published' },
      }),
    ).resolves.toBeDefined();
  });

  it('checks every save of a global, and refuses a claim when the catalogue cannot be read', async () => {
    const hook = offerClaimsGlobalHook(async () => {
      throw new Error('provider down');
    });
    await expect(
      hook({ ...args, global: banner, context: {}, data: { text: '£3 off every month' } }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'text', message: expect.stringMatching(/could not be read/) }] },
    });
    await expect(
      hook({ ...args, global: banner, context: {}, data: { text: 'Full fibre' } }),
    ).resolves.toEqual({
      text: 'Full fibre',
    });
  });
});
