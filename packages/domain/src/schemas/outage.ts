import { z } from 'zod';
import { createEmailSchema, emailSchema } from './email';
import { optionalPostcodeSchema } from './postcode';
import { FIELD_MAX_LENGTHS, optionalText, tickedBox } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The outage-notification form (content-and-api.md §3 and §5): only the e-mail is required,
 * with the configured error text for both blank and malformed; name, surname and postcode are
 * optional; submit waits for the agree box. Only the e-mail is sent on (POST /customer/outage).
 */

/**
 * The agree box's message when it is left unticked (decision 0433): the spec gives none, and the
 * generic 'Field is required' did not say what to do.
 */
export const OUTAGE_AGREE_MESSAGE = 'Tick the box to agree to be e-mailed about this outage';

export interface OutageFormConfig {
  /** The configured error text of the e-mail field. */
  emailError?: string;
  /** The error text of the agree box. */
  agreeError?: string;
}

export function createOutageFormSchema(config: OutageFormConfig = {}) {
  const emailError = config.emailError ?? VALIDATION_MESSAGES.emailInvalid;
  return z.object({
    name: optionalText(FIELD_MAX_LENGTHS.name),
    surname: optionalText(FIELD_MAX_LENGTHS.name),
    email: createEmailSchema({ requiredMessage: emailError, invalidMessage: emailError }),
    postcode: optionalPostcodeSchema,
    agree: tickedBox(config.agreeError ?? OUTAGE_AGREE_MESSAGE),
  });
}

export const outageFormSchema = createOutageFormSchema();
export type OutageFormInput = z.input<typeof outageFormSchema>;
export type OutageForm = z.output<typeof outageFormSchema>;

/** POST /customer/outage and POST /api/outage. */
export const outageBodySchema = z.strictObject({ email: emailSchema });
export type OutageBody = z.output<typeof outageBodySchema>;
