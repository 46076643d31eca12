import type { Block } from 'payload';

/**
 * The register-interest block (bundle and steps pages; content-and-api.md §3 'Register-interest
 * form fields', §4 'Register-interest block', §5): the words editors set around the form, and the
 * in-page anchor it answers to (#bundle-form or #register-interest, §2).
 */
export const registerInterestFormBlockConfig: Block = {
  slug: 'register-interest-form',
  interfaceName: 'RegisterInterestFormBlockData',
  labels: { singular: 'Register-interest form', plural: 'Register-interest forms' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Register your interest' },
    { name: 'body', type: 'textarea' },
    { name: 'submitLabel', type: 'text', required: true, defaultValue: 'Register my interest' },
    {
      name: 'anchor',
      type: 'select',
      required: true,
      defaultValue: 'bundle-form',
      options: [
        { label: '#bundle-form', value: 'bundle-form' },
        { label: '#register-interest', value: 'register-interest' },
      ],
      admin: { description: 'The in-page link that scrolls to this form.' },
    },
  ],
};
