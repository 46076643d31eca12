import type { Block } from 'payload';

/**
 * §2 'recommendation cards': plans staff recommend, by the provider's product id, each with the
 * reason; name, speeds, contract and price come from the provider's catalogue (decision 0342).
 */
export const recommendationCardsBlockConfig: Block = {
  slug: 'recommendation-cards',
  interfaceName: 'RecommendationCardsBlockData',
  labels: { singular: 'Recommendation cards', plural: 'Recommendation cards blocks' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'recommendations',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'productId',
              type: 'number',
              required: true,
              min: 1,
              admin: { description: 'The plan’s id_product in the provider’s catalogue, e.g. 1002.' },
            },
            {
              name: 'reason',
              type: 'text',
              required: true,
              admin: { description: 'e.g. ‘Best for streaming’.' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ctaLabel', type: 'text', required: true, defaultValue: 'Check availability' },
        { name: 'ctaHref', type: 'text', required: true, defaultValue: '/address-finder' },
      ],
    },
  ],
};
