import type { Block, Field } from 'payload';

/** One configured field (§3 'Contact form configuration'): label, error text and display flag. */
function contactField(name: string, label: string, options: { alwaysShown?: boolean } = {}): Field {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'label', type: 'text', required: true, defaultValue: label },
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
export const ContactFormBlock: Block = {
  slug: 'contact-form',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'formHeading', type: 'text', required: true },
    { name: 'formImage', type: 'upload', relationTo: 'media' },
    contactField('name', 'Full name', { alwaysShown: true }),
    contactField('email', 'Email', { alwaysShown: true }),
    contactField('phone', 'Phone number', { alwaysShown: true }),
    contactField('city', 'Town or city'),
    contactField('address', 'Address'),
    contactField('postcode', 'Postcode'),
    contactField('birthdate', 'Date of birth'),
    contactField('message', 'Message'),
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
        { name: 'error', type: 'text' },
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
