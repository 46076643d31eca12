import { revalidateTag } from 'next/cache';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload';
import { CACHE_TAGS, type CmsGlobalSlug } from './cache-tags';

/**
 * Expires cache tags after a change, unless the change comes from the seed (which runs before the
 * server serves anything, and outside a request Next.js could revalidate in): the Payload website
 * template's `context.disableRevalidate`. Expired at once (`expire: 0`), so the next visitor sees
 * the published change rather than the stale page once more.
 */
function expireTags(context: RequestContext, tags: readonly string[]): void {
  if (context.disableRevalidate) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** afterChange and afterDelete hooks for a collection whose reads carry tags computed from a doc. */
export function revalidateCollection<T extends object>(
  tagsFor: (doc: T, previousDoc?: T) => string[],
): {
  afterChange: CollectionAfterChangeHook<T & { id: number | string }>;
  afterDelete: CollectionAfterDeleteHook<T & { id: number | string }>;
} {
  return {
    afterChange: ({ doc, previousDoc, req }) => {
      expireTags(req.context, tagsFor(doc, previousDoc));
      return doc;
    },
    afterDelete: ({ doc, req }) => {
      expireTags(req.context, tagsFor(doc));
      return doc;
    },
  };
}

/** The afterChange hook of a global: its one tag. */
export function revalidateGlobal(slug: CmsGlobalSlug): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expireTags(req.context, [CACHE_TAGS.global(slug)]);
    return doc;
  };
}
