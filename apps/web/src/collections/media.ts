import type { CollectionConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { CACHE_TAGS } from '@/cms/cache-tags';
import { defaultMediaDir } from '@/cms/paths';
import { revalidateCollection } from '@/cms/revalidate';
import { parseCmsEnv } from '@/lib/env-schema';

const revalidate = revalidateCollection(() => [CACHE_TAGS.media]);

/** Images and files. Alternative text is required; sizes include thumbnail and large (§9). */
export const mediaCollectionConfig: CollectionConfig = {
  slug: 'media',
  access: { create: authenticated, delete: authenticated, read: anyone, update: authenticated },
  admin: { useAsTitle: 'alt' },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
  upload: {
    // Outside the web app's public/ folder: files are served by Payload's own route, under
    // /cms-api/media/file/, and kept beside the database in data/ (decision 0301).
    staticDir: parseCmsEnv(process.env).mediaDir ?? defaultMediaDir(),
    adminThumbnail: 'thumbnail',
    // Videos and their WebVTT captions for the relay and text-with-video blocks (decision 0341).
    mimeTypes: ['image/*', 'application/pdf', 'video/mp4', 'video/webm', 'text/vtt'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768 },
      { name: 'large', width: 1600 },
    ],
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
};
