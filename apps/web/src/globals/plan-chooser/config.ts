import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { revalidate } from './revalidate';

/**
 * The plan chooser's own content (ordering-journey.md §2 'Package chooser': '… disclaimer;
 * optional bottom link and card'), shown under the plans on /service-available.
 */
export const planChooserGlobalConfig: GlobalConfig = {
  slug: 'plan-chooser',
  label: 'Plan chooser (/service-available)',
  access: { read: anyone, update: authenticated },
  fields: [
    {
      name: 'bottomLink',
      type: 'group',
      admin: { description: 'A link under the plans and their small print; left out when empty.' },
      fields: [
        { name: 'label', type: 'text' },
        { name: 'href', type: 'text' },
      ],
    },
    { name: 'displayCard', type: 'checkbox', defaultValue: false },
    {
      name: 'card',
      type: 'group',
      admin: { condition: (data) => Boolean(data?.displayCard) },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'body', type: 'textarea' },
        { name: 'buttonLabel', type: 'text' },
        { name: 'buttonHref', type: 'text' },
      ],
    },
  ],
  hooks: { afterChange: [revalidate] },
};
