import type { Block } from 'payload';

/** §2 'share tab': two social networks, each through a 600×400 pop-up with the page's address. */
export const shareTabBlockConfig: Block = {
  slug: 'share-tab',
  interfaceName: 'ShareTabBlockData',
  labels: { singular: 'Share tab', plural: 'Share tabs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Share this page' },
    { name: 'text', type: 'textarea' },
  ],
};
