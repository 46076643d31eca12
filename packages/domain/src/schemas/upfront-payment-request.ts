import { z } from 'zod';
import { poundsAmountSchema } from './money-amount';
import { customerCodeSchema } from './provider-id';
import { FIELD_MAX_LENGTHS, normalisedText, requiredText } from './text-field';
import { descriptionRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The upfront payment request: POST /customer/{code}/direct-debit-request (the arguments minus
 * code) and POST /api/upfront-payment-request (with code). The payment page sends the customer
 * back to `redirect_url`, so only a plain https address is allowed: no other scheme, no
 * credentials, so the request cannot be turned into an open or script redirect.
 */

/** The normalised https address, or null when it is not one. */
export function normaliseHttpsUrl(input: string): string | null {
  // The text must say https:// itself; the URL parser would also accept 'https:host'.
  if (!/^https:\/\//i.test(input) || !URL.canParse(input)) return null;
  const url = new URL(input);
  return url.username === '' && url.password === '' ? url.href : null;
}

export const httpsUrlSchema = normalisedText({
  requiredMessage: VALIDATION_MESSAGES.required,
  invalidMessage: VALIDATION_MESSAGES.httpsUrlRequired,
  maxLength: FIELD_MAX_LENGTHS.url,
  normalise: normaliseHttpsUrl,
});

/** Pounds to take, above zero, in pence precision. */
export const requestAmountSchema = poundsAmountSchema.refine((amount) => amount > 0, {
  message: 'Amount must be above zero',
});

const paymentRequestShape = {
  request_amount: requestAmountSchema,
  request_description: requiredText(
    FIELD_MAX_LENGTHS.description,
    VALIDATION_MESSAGES.required,
    descriptionRules(),
  ),
  redirect_url: httpsUrlSchema,
};

export const directDebitRequestBodySchema = z.strictObject(paymentRequestShape);
export type DirectDebitRequestBody = z.output<typeof directDebitRequestBodySchema>;

export const upfrontPaymentRequestBodySchema = z.strictObject({
  code: customerCodeSchema,
  ...paymentRequestShape,
});
export type UpfrontPaymentRequestBody = z.output<typeof upfrontPaymentRequestBodySchema>;
