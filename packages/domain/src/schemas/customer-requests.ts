import { z } from 'zod';
import { createEmailSchema, emailSchema } from './email';
import { LEAD_FORM_MESSAGES } from './lead-messages';
import { createUkPhoneSchema, ukPhoneSchema } from './phone';
import { createPostcodeSchema } from './postcode';
import { providerIdSchema } from './provider-id';
import { checkedText, FIELD_MAX_LENGTHS, matches, requiredText } from './text-field';
import { addressLineRules, personNameRules, providerNameRules } from './text-rules';
import { requiredUprnSchema } from './uprn';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The smaller customer calls of the provider API (content-and-api.md §5 and §7). */

const name = (requiredMessage: string, noun: string) =>
  requiredText(FIELD_MAX_LENGTHS.name, requiredMessage, personNameRules(noun));

/** The lead forms' fields, each blank one named in its message (decision 0433). */
const leadEmailSchema = createEmailSchema({ requiredMessage: LEAD_FORM_MESSAGES.emailRequired });
const leadPhoneSchema = createUkPhoneSchema({ requiredMessage: LEAD_FORM_MESSAGES.phoneRequired });
/** The uprn of the address chosen from the list: none chosen asks for one; a malformed one is refused. */
const chosenUprnSchema = checkedText(LEAD_FORM_MESSAGES.addressRequired, [
  matches(/^\d{1,12}$/, 'Invalid uprn'),
]);

/** POST /customer/PROSPECT (and POST /api/customer-prospect): the refer-a-friend form's body. */
export const prospectBodySchema = z.strictObject({
  email: leadEmailSchema,
  phone: leadPhoneSchema,
  uprn: chosenUprnSchema,
});
export type ProspectBody = z.output<typeof prospectBodySchema>;

/**
 * POST /customer/open-order-lookup: whether this e-mail has an open (pre-active or pre-ordered)
 * order at this uprn, the one UPDATE would change. The site asks before it e-mails a resume code
 * (decision 0382). A read carried in a body so the e-mail is never in a URL or a log line.
 */
export const openOrderLookupBodySchema = z.strictObject({
  uprn: requiredUprnSchema,
  email: emailSchema,
});
export type OpenOrderLookupBody = z.output<typeof openOrderLookupBodySchema>;

/** The answer: only yes or no, never whose or which order. */
export const openOrderLookupResponseSchema = z.strictObject({ open: z.boolean() });
export type OpenOrderLookupResponse = z.output<typeof openOrderLookupResponseSchema>;

/** POST /customer/CALLME (and POST /api/customer-callMe): a 'still in a contract?' call-back. */
export const callMeBodySchema = z.strictObject({
  email: leadEmailSchema,
  contact_name: name(LEAD_FORM_MESSAGES.firstNameRequired, 'a first name'),
  contact_surname: name(LEAD_FORM_MESSAGES.lastNameRequired, 'a last name'),
  uprn: chosenUprnSchema,
  postcode: createPostcodeSchema({ requiredMessage: LEAD_FORM_MESSAGES.postcodeRequired }),
  street_name: requiredText(
    FIELD_MAX_LENGTHS.streetName,
    LEAD_FORM_MESSAGES.addressRequired,
    addressLineRules('a street name'),
  ),
  phone: leadPhoneSchema,
  current_provider: requiredText(
    FIELD_MAX_LENGTHS.providerName,
    LEAD_FORM_MESSAGES.currentProviderRequired,
    providerNameRules(),
  ),
});
export type CallMeBody = z.output<typeof callMeBodySchema>;

/**
 * PUT /customer/{code}: the pre-active update. Either field may be sent alone, but not neither:
 * an update that changes nothing is a mistake.
 */
export const preactiveCustomerUpdateBodySchema = z
  .strictObject({
    emergency_phone: ukPhoneSchema.optional(),
    medical_alarm: z.boolean({ error: VALIDATION_MESSAGES.selectOption }).optional(),
  })
  .refine((body) => body.emergency_phone !== undefined || body.medical_alarm !== undefined, {
    message: VALIDATION_MESSAGES.fieldRequired,
    path: ['emergency_phone'],
  });
export type PreactiveCustomerUpdateBody = z.output<typeof preactiveCustomerUpdateBodySchema>;

/** POST /customer/renew. */
export const customerRenewBodySchema = z.strictObject({
  id_customer: providerIdSchema,
  id_contract_renew: providerIdSchema,
});
export type CustomerRenewBody = z.output<typeof customerRenewBodySchema>;
