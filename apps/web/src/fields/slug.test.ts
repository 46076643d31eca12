import type { TextField } from 'payload';
import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugField, slugFromTitle } from './slug';

type Validate = (value: unknown, options: { siblingData: Record<string, unknown> }) => true | string;

describe('slugFromTitle', () => {
  it.each([
    ['Contact us', 'contact-us'],
    ['Café & bar', 'cafe-and-bar'],
    ['  Fibre 900: the FAQ!  ', 'fibre-900-the-faq'],
    ['Switching -- made   easy', 'switching-made-easy'],
    ['£35 a month', '35-a-month'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('is empty for anything but text', () => {
    expect(slugFromTitle(undefined)).toBe('');
    expect(slugFromTitle(42)).toBe('');
  });

  it('cuts a long title at a word, to 80 characters at most', () => {
    const slug = slugFromTitle('Everything you need to know about full fibre broadband '.repeat(3));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^everything-you-need.*[a-z]$/);
    expect(
      'everything-you-need-to-know-about-full-fibre-broadband-everything-you-need-to-know-about'.startsWith(
        slug,
      ),
    ).toBe(true);
  });
});

describe('firstFreeSlug', () => {
  it('takes the title’s slug when free, else the first free number from 2', async () => {
    const taken = new Set(['help', 'help-2']);
    expect(await firstFreeSlug('deals', async (slug) => taken.has(slug))).toBe('deals');
    expect(await firstFreeSlug('help', async (slug) => taken.has(slug))).toBe('help-3');
  });
});

describe('slugField', () => {
  const field = slugField({ from: 'name' });
  const validate = field.validate as unknown as Validate;

  it('is unique and says it is made from the source field when left empty', () => {
    expect(field).toMatchObject({ name: 'slug', unique: true, index: true, required: true });
    expect(field.admin?.description).toBe('Leave empty to make it from the name when you save.');
    expect(slugField({ description: '"home" is /.' }).admin?.description).toBe(
      '"home" is /. Leave empty to make it from the title when you save.',
    );
  });

  it('accepts an empty slug only when one can be made from the source field', () => {
    expect(validate('', { siblingData: { name: 'Bristol North' } })).toBe(true);
    expect(validate(null, { siblingData: { name: '???' } })).toBe('Give a slug, or a name to make it from');
  });

  it('keeps the rule for a typed slug', () => {
    expect(validate('bristol-north', { siblingData: {} })).toBe(true);
    expect(validate('Bristol North', { siblingData: {} })).toBe(
      'Use lower-case letters, digits and single hyphens, e.g. contact-us',
    );
  });

  it('fills an empty slug from the source field, unique by a number, and keeps a typed one', async () => {
    const hook = (field as TextField).hooks?.beforeValidate?.[0];
    if (!hook) throw new Error('no hook');
    const existing = ['bristol-north'];
    const req = {
      payload: {
        count: async ({
          where,
        }: {
          where: { slug?: { equals: string }; and?: Array<{ slug?: { equals: string } }> };
        }) => {
          const slug = where.slug?.equals ?? where.and?.[0]?.slug?.equals;
          return { totalDocs: existing.includes(slug ?? '') ? 1 : 0 };
        },
      },
    };
    const run = (value: unknown, name: string) =>
      // The hook reads only these arguments.
      hook({ value, siblingData: { name }, collection: { slug: 'coverage-areas' }, req } as never);
    expect(await run('', 'Bristol North')).toBe('bristol-north-2');
    expect(await run(undefined, 'Bath')).toBe('bath');
    expect(await run('my-own', 'Bath')).toBe('my-own');
    expect(await run('', '???')).toBe('');
  });
});
