import type { GlobalConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { SELF_HOSTED_JSON_FIELD } from '@/cms/admin/json-field';
import { revalidate } from './revalidate';

/** The page shell's fallbacks (§7 'Page shell'): brand name, description, keywords, organisation. */
export const metadataDefaultsGlobalConfig: GlobalConfig = {
  slug: 'metadata-defaults',
  access: { read: anyone, update: authenticated },
  fields: [
    { name: 'siteName', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'keywords', type: 'text' },
    {
      name: 'noIndex',
      label: 'Hide the whole site from search engines',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'organisationStructuredData',
      type: 'json',
      admin: { components: { Field: SELF_HOSTED_JSON_FIELD } },
    },
  ],
  hooks: { afterChange: [revalidate] },
};
