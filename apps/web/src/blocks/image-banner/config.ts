import type { Block } from 'payload';

/** §2 'image banner': a wide picture with a heading, a line of text and an optional link. */
export const imageBannerBlockConfig: Block = {
  slug: 'image-banner',
  interfaceName: 'ImageBannerBlockData',
  labels: { singular: 'Image banner', plural: 'Image banners' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'linkLabel', type: 'text' },
        { name: 'linkHref', type: 'text' },
      ],
    },
  ],
};
