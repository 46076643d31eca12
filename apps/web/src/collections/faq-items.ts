import type { CollectionConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { CACHE_TAGS } from '@/cms/cache-tags';
import { offerClaimsCollectionHook } from '@/cms/offer-claims-check';
import { revalidateCollection } from '@/cms/revalidate';
import { FAQ_CATEGORIES } from '@/cms/vocabulary';
import { BUTTON_TYPES, CTA_EVENTS } from '@/fields/call-to-action';
import { labelledOptions } from '@/fields/select-options';

const revalidate = revalidateCollection(() => [CACHE_TAGS.faqItems]);

/** A question and its markdown answer (§3 'FAQ item'). */
export const faqItemsCollectionConfig: CollectionConfig = {
  slug: 'faq-items',
  labels: { singular: 'FAQ item', plural: 'FAQ items' },
  access: { create: authenticated, delete: authenticated, read: anyone, update: authenticated },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'display'] },
  defaultSort: 'question',
  fields: [
    { name: 'question', type: 'text', required: true },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      admin: { description: 'Markdown: **bold**, [links](/help), lists with "- ".' },
    },
    {
      name: 'category',
      type: 'select',
      hasMany: true,
      required: true,
      options: labelledOptions(FAQ_CATEGORIES),
    },
    { name: 'display', type: 'checkbox', defaultValue: true },
    { name: 'ctaDisplay', type: 'checkbox', defaultValue: false },
    { name: 'ctaLabel', type: 'text' },
    {
      name: 'ctaButtonType',
      type: 'select',
      options: labelledOptions(BUTTON_TYPES),
    },
    { name: 'ctaLink', type: 'text' },
    { name: 'ctaEvent', type: 'select', options: labelledOptions(CTA_EVENTS) },
  ],
  hooks: {
    // Saving refuses a price or promotion the catalogue lacks (decision 0450).
    beforeChange: [offerClaimsCollectionHook()],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
};
