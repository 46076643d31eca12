import type { Block } from 'payload';

/** §2 'share tab': two social networks, each through a 600×400 pop-up with the page's address. */
export const ShareTabBlock: Block = {
  slug: 'share-tab',
  interfaceName: 'ShareTabBlock',
  labels: { singular: 'Share tab', plural: 'Share tabs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Share this page' },
    { name: 'text', type: 'textarea' },
  ],
};
