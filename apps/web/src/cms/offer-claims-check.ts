import {
  findOfferClaims,
  type OfferCatalogue,
  unbackedClaimMessage,
  unbackedOfferClaims,
} from '@fibre/domain/offer-claims';
import { createProviderClient } from '@fibre/provider-client';
import {
  type CollectionBeforeChangeHook,
  type GlobalBeforeChangeHook,
  type RequestContext,
  ValidationError,
} from 'payload';
import { parseServerEnv } from '@/lib/env-schema';

/** A piece of CMS text and the field path Payload puts its error on ('layout.2.body'). */
export interface FieldText {
  path: string;
  text: string;
}

/** Keys that hold machine values, never words a visitor reads. */
const NOT_TEXT = new Set(['id', 'blockType', 'blockName', 'slug', '_status', 'createdAt', 'updatedAt']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The words of a Lexical rich-text value: its text nodes, one line per block. */
function lexicalText(node: unknown): string {
  if (!isRecord(node)) return '';
  if (typeof node.text === 'string') return node.text;
  const children = Array.isArray(node.children) ? node.children : [];
  const joiner = children.some((child) => isRecord(child) && Array.isArray(child.children)) ? '\n' : '';
  return children.map(lexicalText).join(joiner);
}

/** Every text of a document or global (plain fields and rich text), with its path. */
export function fieldTexts(value: unknown, path = ''): FieldText[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldTexts(item, join(path, index)));
  if (!isRecord(value)) return [];
  if (isRecord(value.root)) return [{ path, text: lexicalText(value.root) }];
  return Object.entries(value).flatMap(([key, child]) =>
    NOT_TEXT.has(key) ? [] : fieldTexts(child, join(path, key)),
  );
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/** Each field whose text claims an offer the catalogue does not back, with the message for staff. */
export function unbackedOfferFields(
  data: unknown,
  catalogue: OfferCatalogue,
): { path: string; message: string }[] {
  return fieldTexts(data).flatMap(({ path, text }) => {
    const claims = unbackedOfferClaims(text, catalogue);
    return claims.length === 0 ? [] : [{ path, message: unbackedClaimMessage(claims) }];
  });
}

/** The provider's live catalogue, read as the site reads it (PROVIDER_API_URL and its token). */
export async function readOfferCatalogue(): Promise<OfferCatalogue> {
  const env = parseServerEnv(process.env);
  const client = createProviderClient({ baseUrl: env.providerApiUrl, token: env.providerApiToken });
  const [products, promotions] = await Promise.all([client.getProducts(), client.getActivePromotions()]);
  return { products, promotions };
}

/** The seed's writes carry this: demo content is checked against the demo catalogue by its tests. */
export const SEEDED_CONTENT = 'seededContent';

export type CatalogueReader = () => Promise<OfferCatalogue>;

/**
 * Refuses to publish text that claims a price or promotion the catalogue lacks (decision 0450). The
 * catalogue is read only when the text claims something, so a provider outage blocks only those
 * publishes, with a message saying why; drafts are saved as they are.
 */
async function checkOfferClaims(
  data: unknown,
  context: RequestContext,
  readCatalogue: CatalogueReader,
  target: { collection: string } | { global: string },
): Promise<void> {
  if (context[SEEDED_CONTENT]) return;
  const claiming = fieldTexts(data).find(({ text }) => findOfferClaims(text).length > 0);
  if (!claiming) return;
  let catalogue: OfferCatalogue;
  try {
    catalogue = await readCatalogue();
  } catch {
    throw new ValidationError({
      ...target,
      errors: [
        {
          path: claiming.path,
          message:
            'This text names a price or promotion, and the catalogue could not be read to check it. Try again in a minute.',
        },
      ],
    });
  }
  const errors = unbackedOfferFields(data, catalogue);
  if (errors.length > 0) throw new ValidationError({ ...target, errors });
}

/** beforeChange of a collection: checks on publish (drafts enabled) or on every save (no drafts). */
export function offerClaimsCollectionHook(
  readCatalogue: CatalogueReader = readOfferCatalogue,
): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, collection, context }) => {
    const merged: Record<string, unknown> = { ...(originalDoc ?? {}), ...data };
    const drafts = Boolean(collection.versions?.drafts);
    if (!drafts || merged._status === 'published')
      await checkOfferClaims(merged, context, readCatalogue, { collection: collection.slug });
    return data;
  };
}

/** beforeChange of a global: every save is a publish. */
export function offerClaimsGlobalHook(
  readCatalogue: CatalogueReader = readOfferCatalogue,
): GlobalBeforeChangeHook {
  return async ({ data, originalDoc, global, context }) => {
    await checkOfferClaims({ ...(originalDoc ?? {}), ...data }, context, readCatalogue, {
      global: global.slug,
    });
    return data;
  };
}
