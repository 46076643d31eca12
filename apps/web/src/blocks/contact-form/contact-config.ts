import type { ContactFormConfig } from '@fibre/domain/schemas/contact-form';
import type { ContactFormBlockData, Media } from '@/payload-types';
import type { ContactFieldType } from './config';

/** The optional fields, in the order the form shows them (§3 'Contact form values'). */
export const OPTIONAL_CONTACT_FIELDS = ['city', 'address', 'postcode', 'birthdate', 'message'] as const;
export type OptionalContactField = (typeof OPTIONAL_CONTACT_FIELDS)[number];

interface ShownField {
  label: string;
  display: boolean;
}

/** What the browser needs to draw the form: labels, display flags, the schema's configuration. */
export interface ContactFormView {
  schema: ContactFormConfig;
  labels: Record<'name' | 'email' | 'phone' | 'terms' | 'subscription', string>;
  optional: Record<OptionalContactField, ShownField>;
  /** Each field's configured input type (§3 'per-field … type'). */
  types: Record<'name' | 'email' | 'phone' | OptionalContactField, ContactFieldType>;
  /** §3 'formImage', beside the form. */
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
  submitLabel: string;
  successMessage: string;
  errorMessage: string;
}

const DEFAULT_TYPES: ContactFormView['types'] = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  city: 'text',
  address: 'text',
  postcode: 'text',
  birthdate: 'date',
  message: 'textarea',
};

function imageOf(image: ContactFormBlockData['formImage']): ContactFormView['image'] {
  if (!image || typeof image !== 'object') return null;
  const media = image as Media;
  if (!media.url) return null;
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null };
}

/** A blank configured error text counts as none, so the schema falls back to 'Field is required'. */
function error(text: string | null | undefined): { error?: string } {
  return text?.trim() ? { error: text } : {};
}

/** The block's configuration as the domain schema and the form read it. */
export function contactFormView(block: ContactFormBlockData): ContactFormView {
  const subscriptionShown = block.subscription?.display !== false;
  const optional = Object.fromEntries(
    OPTIONAL_CONTACT_FIELDS.map((field) => [
      field,
      { label: block[field].label, display: Boolean(block[field].display) },
    ]),
  ) as Record<OptionalContactField, ShownField>;
  return {
    schema: {
      name: error(block.name.error),
      email: error(block.email.error),
      phone: error(block.phone.error),
      ...Object.fromEntries(
        OPTIONAL_CONTACT_FIELDS.map((field) => [
          field,
          { display: Boolean(block[field].display), ...error(block[field].error) },
        ]),
      ),
      terms: error(block.terms.error),
      subscription: subscriptionShown ? error(block.subscription?.error) : null,
    },
    labels: {
      name: block.name.label,
      email: block.email.label,
      phone: block.phone.label,
      terms: block.terms.label,
      subscription: block.subscription?.label ?? 'Keep me up to date with news and offers',
    },
    optional,
    types: Object.fromEntries(
      (Object.keys(DEFAULT_TYPES) as Array<keyof ContactFormView['types']>).map((field) => [
        field,
        block[field].type ?? DEFAULT_TYPES[field],
      ]),
    ) as ContactFormView['types'],
    image: imageOf(block.formImage),
    submitLabel: block.submitLabel,
    successMessage: block.successMessage,
    errorMessage: block.errorMessage,
  };
}
