import { z } from 'zod';
import { CURRENT_SPEED_CODES, ORIGIN_CODES, TITLE_CODES } from '../constants';
import { createBirthdateSchema, type Today } from './birthdate';
import { companyNumberSchema } from './company-number';
import { emailSchema, emailsMatch } from './email';
import { ukPhoneSchema } from './phone';
import { optionalPostcodeSchema } from './postcode';
import {
  FIELD_MAX_LENGTHS,
  isMissing,
  optionalText,
  RUN_WITH_OTHER_ERRORS,
  requiredText,
  requireFields,
  tickedBox,
} from './text-field';
import { addressLineRules, organisationNameRules, personNameRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The checkout's contact-details step (ordering-journey.md §3 and §5). Field messages are the
 * spec's; a required field left empty says 'Please enter your details' unless the spec gives
 * it its own words (names and origin: 'Field is required').
 */

/** A title code; empty asks for `requiredMessage`, anything else unknown is 'Please enter a valid title'. */
export function createContactTitleSchema(requiredMessage: string = VALIDATION_MESSAGES.required) {
  return z.enum(TITLE_CODES, {
    error: (issue) => (isMissing(issue.input) ? requiredMessage : VALIDATION_MESSAGES.titleInvalid),
  });
}

/** The 'how did you hear about us' choice, carried as the dropdown's `{ value }`. */
export const originSchema = z.object(
  { value: z.enum(ORIGIN_CODES, { error: VALIDATION_MESSAGES.fieldRequired }) },
  { error: VALIDATION_MESSAGES.fieldRequired },
);
export type Origin = z.infer<typeof originSchema>;

/** The origin inside an API body: only `value` is allowed. */
export const originBodySchema = z.strictObject(
  { value: z.enum(ORIGIN_CODES, { error: VALIDATION_MESSAGES.fieldRequired }) },
  { error: VALIDATION_MESSAGES.fieldRequired },
);

export const currentSpeedSchema = z.enum(CURRENT_SPEED_CODES, { error: VALIDATION_MESSAGES.selectOption });

/** The customer fields the checkout and the order body share (without the e-mail confirmation). */
export function customerContactShape(today: Today) {
  return {
    contact_title: createContactTitleSchema(),
    contact_name: requiredText(
      FIELD_MAX_LENGTHS.name,
      VALIDATION_MESSAGES.fieldRequired,
      personNameRules('a first name'),
    ),
    contact_surname: requiredText(
      FIELD_MAX_LENGTHS.name,
      VALIDATION_MESSAGES.fieldRequired,
      personNameRules('a last name'),
    ),
    email: emailSchema,
    phone: ukPhoneSchema,
    birthdate: createBirthdateSchema(today),
    origin: originSchema,
    accept_marketing: z.boolean().default(false),
    accept_terms: tickedBox(VALIDATION_MESSAGES.termsRequired),
    voucher: z.boolean().default(false),
    current_speed: currentSpeedSchema.optional(),
    company_name: optionalText(FIELD_MAX_LENGTHS.companyName, organisationNameRules('a company name')),
    company_number: companyNumberSchema,
    building_number: optionalText(
      FIELD_MAX_LENGTHS.buildingNumber,
      addressLineRules('a building number or name'),
    ),
    street_name: optionalText(FIELD_MAX_LENGTHS.streetName, addressLineRules('a street name')),
    town: optionalText(FIELD_MAX_LENGTHS.town, addressLineRules('a town or city')),
    postcode: optionalPostcodeSchema,
  };
}

export interface CheckoutContactOptions {
  /** Today, for the 18-or-over check. */
  today: Today;
  /** A business (BUS) address: company_name is required. */
  business?: boolean;
  /** The extra-address fields are shown: street_name, town and postcode are required. */
  extraAddress?: boolean;
}

/** The fields each option makes required; they say 'Please enter your details' when empty. */
export const BUSINESS_REQUIRED_FIELDS = ['company_name'] as const;
export const EXTRA_ADDRESS_REQUIRED_FIELDS = ['street_name', 'town', 'postcode'] as const;

/** Compare only once both are text and the confirmation has been filled in. */
export function hasComparableEmails(value: unknown): boolean {
  // Object() turns null, undefined and other primitives into an object without these fields.
  const { email, confirm } = Object(value) as { email?: unknown; confirm?: unknown };
  return typeof email === 'string' && typeof confirm === 'string' && confirm.trim() !== '';
}

/** The checkout contact-details form. `today` is an argument because the domain has no clock. */
export function createCheckoutContactSchema(options: CheckoutContactOptions) {
  const required = [
    ...(options.business ? BUSINESS_REQUIRED_FIELDS : []),
    ...(options.extraAddress ? EXTRA_ADDRESS_REQUIRED_FIELDS : []),
  ];
  return z
    .object({
      ...customerContactShape(options.today),
      confirm: requiredText(FIELD_MAX_LENGTHS.email),
    })
    .superRefine((value, ctx) => requireFields(value, required, ctx), RUN_WITH_OTHER_ERRORS)
    .refine((value) => emailsMatch(value.email, value.confirm), {
      message: VALIDATION_MESSAGES.emailsDoNotMatch,
      path: ['confirm'],
      when: (payload) => hasComparableEmails(payload.value),
    });
}

export type CheckoutContactSchema = ReturnType<typeof createCheckoutContactSchema>;
/** The contact details as the form holds them (before defaults and normalisation). */
export type CheckoutContactInput = z.input<CheckoutContactSchema>;
/** The contact details after validation: phone and postcode normalised, defaults filled. */
export type CheckoutContact = z.output<CheckoutContactSchema>;
