import { z } from 'zod';
import { ADDRESS_TYPES, COVERAGE_STATUSES, OSS_TYPES, PACKAGE_TYPES, type PackageType } from '../constants';
import { BOT_CHECK_TOKEN_FIELD, PACKAGE_TYPE_FIELD } from '../register-interest-payload';
import { uprnSchema } from './address-item';
import { createContactTitleSchema, originBodySchema } from './checkout-contact';
import { createEmailSchema } from './email';
import { createUkPhoneSchema } from './phone';
import { postcodeSchema } from './postcode';
import { FIELD_MAX_LENGTHS, requiredText, tickedBox } from './text-field';
import { addressLineRules, personNameRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

// Without zod for the browser's form (decision 0586); re-exported so server imports stay as they were.
export {
  BOT_CHECK_TOKEN_FIELD,
  PACKAGE_TYPE_FIELD,
  REGISTER_INTEREST_MESSAGES,
  type RegisterInterestPostcodeItem,
  registerInterestPayload,
} from '../register-interest-payload';

/**
 * The register-interest form (content-and-api.md §3 and §5): every field is required ('Field is
 * required') except the marketing checkbox, and its payload to POST /customer/ROI.
 */

const required = VALIDATION_MESSAGES.fieldRequired;

const registerInterestContactShape = {
  contact_title: createContactTitleSchema(required),
  contact_name: requiredText(FIELD_MAX_LENGTHS.name, required, personNameRules('a first name')),
  contact_surname: requiredText(FIELD_MAX_LENGTHS.name, required, personNameRules('a last name')),
  email: createEmailSchema({ requiredMessage: required }),
  phone: createUkPhoneSchema({ requiredMessage: required }),
};

export const registerInterestFormSchema = z.object({
  ...registerInterestContactShape,
  accept_terms: tickedBox(VALIDATION_MESSAGES.termsRequired),
  accept_marketing: z.boolean().default(false),
});
export type RegisterInterestFormInput = z.input<typeof registerInterestFormSchema>;
export type RegisterInterestForm = z.output<typeof registerInterestFormSchema>;

/** The chosen address as the register-interest payload carries it (the postcode item). */
const postcodeItemShape = {
  /** Absent for an address the network does not know by uprn. */
  uprn: uprnSchema.nullable().optional(),
  address: requiredText(FIELD_MAX_LENGTHS.address, VALIDATION_MESSAGES.required, addressLineRules()),
  postcode: postcodeSchema,
  /** The address item's own values: a coverage status or empty (a plot), an OSS type, empty or null. */
  coverage: z
    .string({ error: VALIDATION_MESSAGES.valueInvalid })
    .trim()
    .pipe(z.enum([...COVERAGE_STATUSES, ''], { error: VALIDATION_MESSAGES.valueInvalid })),
  oss_type: z
    .string({ error: VALIDATION_MESSAGES.valueInvalid })
    .trim()
    .pipe(z.enum([...OSS_TYPES, ''], { error: VALIDATION_MESSAGES.valueInvalid }))
    .nullable(),
  address_type: z.enum(ADDRESS_TYPES),
};

/** POST /customer/ROI (and POST /api/customer-roi): the register-interest payload. */
export const registerInterestBodySchema = z.strictObject({
  ...registerInterestContactShape,
  ...postcodeItemShape,
  voucher: z.boolean().default(false),
  pending_direct_debit: z.literal(false).default(false),
  marketing: z.enum(['YES', 'NO']),
  gdpr: z.literal(true),
  origin: originBodySchema.optional(),
});
export type RegisterInterestBodyInput = z.input<typeof registerInterestBodySchema>;
export type RegisterInterestBody = z.output<typeof registerInterestBodySchema>;

/**
 * POST /api/customer-roi: the register-interest payload, the bot-check token and, from the pre-order
 * hero, the chosen package type (content-and-api.md §5 'A bot-check token is required', §7 'Bot
 * check', §7 'Third-party calls'). The token may be absent here so a missing one is refused as the
 * bot check's failure (403 'Recaptcha not verified'), not as a malformed body; the route verifies
 * it and sends the provider the payload without it (decision 0360). The package type is not in the
 * provider's payload (§3): it goes only into the notice to the e-mail service (decision 0375).
 */
export const registerInterestRequestSchema = registerInterestBodySchema.extend({
  [BOT_CHECK_TOKEN_FIELD]: requiredText(FIELD_MAX_LENGTHS.token).optional(),
  [PACKAGE_TYPE_FIELD]: z.enum(PACKAGE_TYPES, { error: VALIDATION_MESSAGES.valueInvalid }).optional(),
});
export type RegisterInterestRequestInput = z.input<typeof registerInterestRequestSchema>;
export type RegisterInterestRequest = z.output<typeof registerInterestRequestSchema>;

/**
 * A parsed request taken apart: the provider's payload, the bot-check token and the package type
 * (each undefined when none was sent), so neither of the last two can reach the provider.
 */
export function splitRegisterInterestRequest(request: RegisterInterestRequest): {
  body: RegisterInterestBody;
  token: string | undefined;
  packageType: PackageType | undefined;
} {
  const { [BOT_CHECK_TOKEN_FIELD]: token, [PACKAGE_TYPE_FIELD]: packageType, ...body } = request;
  return { body, token, packageType };
}
