import type { Block, Field } from 'payload';
import { labelledOptions } from '@/fields/select-options';

/** The input types an editor may give a field (§9 'Field types', those a contact field can be). */
const CONTACT_FIELD_TYPES = ['text', 'email', 'tel', 'date', 'textarea'] as const;
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[number];

/** One configured field (§3 'Contact form configuration'): label, type, error text and display flag. */
function contactField(
  name: string,
  label: string,
  type: ContactFieldType,
  options: { alwaysShown?: boolean } = {},
): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', required: true, defaultValue: label },
      {
        name: 'type',
        type: 'select',
        defaultValue: type,
        options: labelledOptions(CONTACT_FIELD_TYPES, { tel: 'Phone number', textarea: 'Long text' }),
        admin: { description: 'The kind of input: sets the keyboard on phones and the browser’s autofill.' },
      },
      {
        name: 'error',
        type: 'text',
        admin: { description: "Shown under the field; 'Field is required' when blank." },
      },
      ...(options.alwaysShown
        ? []
        : [{ name: 'display', type: 'checkbox', defaultValue: false } satisfies Field]),
    ],
  };
}

/** §3 'Contact form configuration', §4 'Contact form', §5 'Contact form'. */
export const contactFormBlockConfig: Block = {
  slug: 'contact-form',
  interfaceName: 'ContactFormBlockData',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'formHeading', type: 'text', required: true },
    { name: 'formImage', type: 'upload', relationTo: 'media' },
    contactField('name', 'Full name', 'text', { alwaysShown: true }),
    contactField('email', 'Email', 'email', { alwaysShown: true }),
    contactField('phone', 'Phone number', 'tel', { alwaysShown: true }),
    contactField('city', 'Town or city', 'text'),
    contactField('address', 'Address', 'text'),
    contactField('postcode', 'Postcode', 'text'),
    contactField('birthdate', 'Date of birth', 'date'),
    contactField('message', 'Message', 'textarea'),
    {
      name: 'terms',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, defaultValue: 'I agree to Terms & Conditions' },
        { name: 'error', type: 'text' },
      ],
    },
    {
      name: 'subscription',
      type: 'group',
      fields: [
        { name: 'display', type: 'checkbox', defaultValue: true },
        { name: 'label', type: 'text' },
        {
          name: 'error',
          type: 'text',
          admin: { description: 'Not shown: marketing consent is optional, never required (decision 0471).' },
        },
      ],
    },
    { name: 'submitLabel', type: 'text', required: true, defaultValue: 'Send' },
    { name: 'successMessage', type: 'textarea', required: true },
    { name: 'errorMessage', type: 'textarea', required: true },
    {
      name: 'emailTemplate',
      type: 'text',
      admin: { description: "The e-mail service's template id; the configured default when blank." },
    },
  ],
};
