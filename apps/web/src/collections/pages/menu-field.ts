import type { GroupField } from 'payload';

const inFooter = (_: unknown, sibling: { footer?: boolean } | undefined) => Boolean(sibling?.footer);

/**
 * Where the site's menus link to this page once it is published (decision 0504): the header menu,
 * a footer column, or both, beside the links staff keep in the header and footer globals.
 */
export const pageMenuField: GroupField = {
  name: 'menu',
  label: 'Show in menu',
  type: 'group',
  admin: {
    position: 'sidebar',
    description: 'Once published, the site’s menus link to this page.',
  },
  fields: [
    { name: 'header', label: 'Header menu', type: 'checkbox', defaultValue: false },
    { name: 'footer', label: 'Footer', type: 'checkbox', defaultValue: false },
    {
      name: 'footerColumn',
      label: 'Footer column',
      type: 'text',
      admin: {
        condition: inFooter,
        description: 'The heading of the footer column it goes in, e.g. Help. Empty: the first column.',
      },
    },
    { name: 'label', label: 'Link text', type: 'text', admin: { description: 'Empty: the page title.' } },
  ],
};
