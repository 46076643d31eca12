import type { Block } from 'payload';

/** §3 'Outage form values', §4 'Outage form', §5, §8 'Outage failure': the texts editors set. */
export const outageFormBlockConfig: Block = {
  slug: 'outage-form',
  interfaceName: 'OutageFormBlockData',
  labels: { singular: 'Outage form', plural: 'Outage forms' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    {
      name: 'emailError',
      type: 'text',
      required: true,
      admin: { description: 'Shown when the e-mail is blank or not an e-mail address.' },
    },
    { name: 'agreeLabel', type: 'text', required: true },
    { name: 'submitLabel', type: 'text', required: true, defaultValue: 'Notify me' },
    { name: 'successHeader', type: 'text', required: true },
    { name: 'successMessage', type: 'textarea', required: true },
    {
      name: 'errorMessage',
      type: 'text',
      required: true,
      admin: { description: 'Shown on failure, followed by the error text in brackets.' },
    },
  ],
};
