import { z } from 'zod';
import { createContactFormBirthdateSchema } from './birthdate';
import { createEmailSchema } from './email';
import { createContactFormPhoneSchema } from './phone';
import { createContactPostcodeSchema } from './postcode';
import { FIELD_MAX_LENGTHS, requiredText, tickedBox } from './text-field';
import { multiLineTextRules, oneLineTextRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The CMS-configured contact form (content-and-api.md §3 and §5). Each field's message is the
 * error text its configuration gives ('Field is required' when none is set); the postcode's
 * format message is always 'Invalid postcode format'. The form goes to the e-mail service only.
 */

export interface ContactFormFieldConfig {
  /** Whether the field is shown; a hidden optional field is neither asked for nor sent. */
  display?: boolean;
  /** The configured error text. */
  error?: string;
}

export interface ContactFormConfig {
  /** user_name, user_email and user_phone are always required. */
  name?: ContactFormFieldConfig;
  email?: ContactFormFieldConfig;
  phone?: ContactFormFieldConfig;
  /** These four are required when shown. */
  city?: ContactFormFieldConfig;
  address?: ContactFormFieldConfig;
  postcode?: ContactFormFieldConfig;
  birthdate?: ContactFormFieldConfig;
  message?: ContactFormFieldConfig;
  /** The terms checkbox's error text. */
  terms?: { error?: string };
  /**
   * The subscription (marketing) checkbox, shown when configured. It is never required: consent is
   * never a condition of service (decision 0471, as 0044 for the checkout); its `error` is not used.
   */
  subscription?: { error?: string } | null;
}

function errorText(field: { error?: string } | null | undefined): string {
  return field?.error ?? VALIDATION_MESSAGES.fieldRequired;
}

/** A field that is not shown is not asked for: whatever arrives for it is dropped. */
const notShown = z
  .unknown()
  .transform((): undefined => undefined)
  .optional();

function shown<T extends z.ZodType>(field: ContactFormFieldConfig | undefined, schema: T) {
  return field?.display ? schema : notShown;
}

/** The contact form's values schema for one configuration. */
export function createContactFormSchema(config: ContactFormConfig = {}) {
  return z.object({
    // Every text goes into the e-mail template's fields (decision 0387): no markup, no header lines.
    user_name: requiredText(FIELD_MAX_LENGTHS.name, errorText(config.name), oneLineTextRules('your name')),
    user_email: createEmailSchema({
      requiredMessage: errorText(config.email),
      invalidMessage: errorText(config.email),
    }),
    user_phone: createContactFormPhoneSchema(errorText(config.phone)),
    user_agree: tickedBox(errorText(config.terms)),
    // Marketing consent is asked, never required (decision 0471).
    user_subscription: z.boolean().optional(),
    user_city: shown(
      config.city,
      requiredText(FIELD_MAX_LENGTHS.town, errorText(config.city), oneLineTextRules('your town or city')),
    ),
    user_address: shown(
      config.address,
      requiredText(FIELD_MAX_LENGTHS.address, errorText(config.address), oneLineTextRules('your address')),
    ),
    user_postcode: shown(config.postcode, createContactPostcodeSchema(errorText(config.postcode))),
    user_birthdate: shown(config.birthdate, createContactFormBirthdateSchema(errorText(config.birthdate))),
    user_message: shown(
      config.message,
      requiredText(FIELD_MAX_LENGTHS.message, errorText(config.message), multiLineTextRules('your message')),
    ),
  });
}

export type ContactFormSchema = ReturnType<typeof createContactFormSchema>;
export type ContactFormValues = z.output<ContactFormSchema>;
