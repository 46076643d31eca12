import type { createContactFormSchema } from '@fibre/domain/schemas/contact-form';
import { VALIDATION_MESSAGES } from '@fibre/domain/schemas/validation-messages';
import { firstMessages } from '@/components/form/schema-errors';
import type { FieldMessages } from '@/components/form/use-site-form';

/** The contact form's text answers (content-and-api.md §3 'Contact form values'), in the form's order. */
export const CONTACT_TEXT_FIELDS = [
  'user_name',
  'user_email',
  'user_phone',
  'user_city',
  'user_address',
  'user_postcode',
  'user_birthdate',
  'user_message',
] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];
export type ContactBoxField = 'user_agree' | 'user_subscription';
export type ContactField = ContactTextField | ContactBoxField;

export type ContactValues = Record<ContactTextField, string> & Record<ContactBoxField, boolean>;
export type ContactMessages = FieldMessages<ContactValues>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  user_name: '',
  user_email: '',
  user_phone: '',
  user_city: '',
  user_address: '',
  user_postcode: '',
  user_birthdate: '',
  user_message: '',
  user_agree: false,
  user_subscription: false,
};

/** Each field's control id under the form's own prefix; the error summary lists them in this order. */
export function contactIds(prefix: string): Record<ContactField, string> {
  return Object.fromEntries(
    (Object.keys(EMPTY_CONTACT_VALUES) as ContactField[]).map((field) => [field, `${prefix}-${field}`]),
  ) as Record<ContactField, string>;
}

/** What the schema checks and the server action receives: the subscription only where it is asked. */
export function contactInput(
  values: ContactValues,
  subscriptionShown: boolean,
): Omit<ContactValues, 'user_subscription'> & { user_subscription: boolean | undefined } {
  return { ...values, user_subscription: subscriptionShown ? values.user_subscription : undefined };
}

/**
 * The domain schema's first message per field for the block's configuration, then 'Postcode not
 * found' for a postcode of the right format the address lookup has said has no address (§5).
 */
export function contactMessages(
  schema: ReturnType<typeof createContactFormSchema>,
  values: ContactValues,
  options: { subscriptionShown: boolean; postcodeNotFound: boolean },
): ContactMessages {
  const messages: ContactMessages = firstMessages(
    schema.safeParse(contactInput(values, options.subscriptionShown)).error?.issues,
  );
  if (messages.user_postcode === undefined && options.postcodeNotFound) {
    messages.user_postcode = VALIDATION_MESSAGES.postcodeNotFound;
  }
  return messages;
}
