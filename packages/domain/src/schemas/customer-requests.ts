import { z } from 'zod';
import { emailSchema } from './email';
import { ukPhoneSchema } from './phone';
import { postcodeSchema } from './postcode';
import { providerIdSchema } from './provider-id';
import { FIELD_MAX_LENGTHS, requiredText } from './text-field';
import { addressLineRules, personNameRules, providerNameRules } from './text-rules';
import { requiredUprnSchema } from './uprn';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The smaller customer calls of the provider API (content-and-api.md §5 and §7). */

const name = (noun: string) =>
  requiredText(FIELD_MAX_LENGTHS.name, VALIDATION_MESSAGES.fieldRequired, personNameRules(noun));

/** POST /customer/PROSPECT (and POST /api/customer-prospect). */
export const prospectBodySchema = z.strictObject({
  email: emailSchema,
  phone: ukPhoneSchema,
  uprn: requiredUprnSchema,
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
  email: emailSchema,
  contact_name: name('a first name'),
  contact_surname: name('a last name'),
  uprn: requiredUprnSchema,
  postcode: postcodeSchema,
  street_name: requiredText(
    FIELD_MAX_LENGTHS.streetName,
    VALIDATION_MESSAGES.required,
    addressLineRules('a street name'),
  ),
  phone: ukPhoneSchema,
  current_provider: requiredText(
    FIELD_MAX_LENGTHS.providerName,
    VALIDATION_MESSAGES.fieldRequired,
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
