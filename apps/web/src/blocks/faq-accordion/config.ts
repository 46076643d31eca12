import type { Block } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** The FAQ accordion (content-and-api.md §2 'FAQ accordion', §3 'FAQ block', §4). */
export const faqAccordionBlockConfig: Block = {
  slug: 'faq-accordion',
  interfaceName: 'FaqAccordionBlockData',
  labels: { singular: 'FAQ accordion', plural: 'FAQ accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'headingBlue', type: 'text', admin: { description: 'Words after the heading, shown in blue.' } },
    {
      name: 'faqs',
      label: 'FAQ list',
      type: 'relationship',
      relationTo: 'faq-items',
      hasMany: true,
      required: true,
    },
    { name: 'showFilters', type: 'checkbox', defaultValue: false },
    { name: 'showBackground', type: 'checkbox', defaultValue: false },
    { name: 'isSimple', type: 'checkbox', defaultValue: false },
    {
      name: 'alignment',
      type: 'select',
      defaultValue: 'left',
      options: labelledOptions(['left', 'center', 'right'], { center: 'Centre' }),
    },
    {
      name: 'theme',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Faded blue', value: 'fadedBlue' },
      ],
    },
    { name: 'displayPostcodeChecker', type: 'checkbox', defaultValue: false },
    {
      name: 'cta',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'link', type: 'text' },
      ],
    },
  ],
};
