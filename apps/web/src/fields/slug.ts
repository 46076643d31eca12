import slugify from '@sindresorhus/slugify';
import type { FieldHook, TextField, Where } from 'payload';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Long enough for any title staff write, short enough for a readable address. */
const MAX_SLUG_LENGTH = 80;

/**
 * A title as a slug: ASCII lower-case words joined by single hyphens ('Café & bar' → 'cafe-and-bar'),
 * cut at a word boundary to 80 characters; '' when the title has no letters or digits.
 */
export function slugFromTitle(title: unknown): string {
  if (typeof title !== 'string') return '';
  const slug = slugify(title);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/**
 * The first of `base`, `base-2`, `base-3`… that `isTaken` says is free. Gives up after 1,000 tries
 * (a collection does not hold a thousand pages of one title), answering the last one tried, which
 * the field's unique index then refuses with Payload's own message.
 */
export async function firstFreeSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  let candidate = base;
  for (let n = 2; n <= 1000 && (await isTaken(candidate)); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Left empty, the slug is made from the title (or `from`) as the document is saved, and made
 * unique in its collection by a number ('help-2'); a slug staff type is kept as they typed it
 * (decision 0502). Only an empty slug is filled, so renaming a page never moves its address.
 */
function fillEmptySlug(from: string): FieldHook {
  return async ({ value, siblingData, originalDoc, collection, req }) => {
    if (!isEmpty(value)) return value;
    const base = slugFromTitle(siblingData?.[from] ?? originalDoc?.[from]);
    if (base === '' || !collection) return value;
    const ownId: unknown = originalDoc?.id;
    return firstFreeSlug(base, async (slug) => {
      const where: Where =
        ownId === undefined
          ? { slug: { equals: slug } }
          : { and: [{ slug: { equals: slug } }, { id: { not_equals: ownId } }] };
      const { totalDocs } = await req.payload.count({ collection: collection.slug, where, req });
      return totalDocs > 0;
    });
  };
}

/**
 * A URL slug: lower-case words joined by hyphens, unique in its collection, indexed. Staff may type
 * it, or leave it empty to have it made from `from` (the title) when they save.
 */
export function slugField({
  from = 'title',
  description,
}: {
  from?: string;
  description?: string;
} = {}): TextField {
  const made = `Leave empty to make it from the ${from} when you save.`;
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: description ? `${description} ${made}` : made },
    hooks: {
      beforeValidate: [fillEmptySlug(from)],
      // A copy's slug is made again from its title ('help-2'), not Payload's 'help - Copy'.
      beforeDuplicate: [() => ''],
    },
    validate: (
      value: string | null | undefined,
      { siblingData }: { siblingData: Record<string, unknown> },
    ) => {
      if (isEmpty(value)) {
        // The admin checks the form before the hook fills the slug: empty is right if a slug can be made.
        return slugFromTitle(siblingData?.[from]) !== '' ? true : `Give a slug, or a ${from} to make it from`;
      }
      return typeof value === 'string' && SLUG_PATTERN.test(value)
        ? true
        : 'Use lower-case letters, digits and single hyphens, e.g. contact-us';
    },
  };
}
