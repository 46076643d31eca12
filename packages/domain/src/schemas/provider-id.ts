import { z } from 'zod';
import { checkedText, FIELD_MAX_LENGTHS, matches } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * Ids the provider API issues and the site sends back: customer codes, work order ids,
 * customer and contract ids. Letters, digits, '-' and '_', 1 to 64 characters, so an id is safe
 * in a path segment and a log line. A whole number is accepted too and carried as text.
 */
const PROVIDER_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function createProviderIdSchema(requiredMessage: string = VALIDATION_MESSAGES.fieldRequired) {
  return checkedText(requiredMessage, [
    matches(PROVIDER_ID_PATTERN, VALIDATION_MESSAGES.valueInvalid),
    (value) => (value.length > FIELD_MAX_LENGTHS.customerCode ? VALIDATION_MESSAGES.valueInvalid : null),
  ]);
}

/** A customer code (the code an order or registration returns). */
export const customerCodeSchema = createProviderIdSchema();

/** An id that may arrive as a whole number or as text; the output is always text. */
export const providerIdSchema = z.union([
  z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .transform((value) => String(value)),
  createProviderIdSchema(),
]);

/** Path parameters of the routes keyed by customer code (/customer/{code}). */
export const customerCodeParamsSchema = z.strictObject({ code: customerCodeSchema });
export type CustomerCodeParams = z.infer<typeof customerCodeParamsSchema>;
