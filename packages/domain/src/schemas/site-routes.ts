import { z } from 'zod';
import { workOrderIdSchema, workOrderScheduleBodySchema } from './api-installation';
import { orderConfirmationBodySchema } from './order-confirmation';
import { postcodeSchema } from './postcode';
import { customerCodeSchema } from './provider-id';
import { FIELD_MAX_LENGTHS, requiredText } from './text-field';

/**
 * Bodies of the same-site /api routes that carry one or two values (content-and-api.md §7).
 * The larger ones sit with their subject: customer-order, customer-requests, direct-debit,
 * upfront-payment-request, outage, charity, promo-code, uprn.
 */

/** POST /api/uprn-by-postcode: the addresses of a postcode. */
export const uprnByPostcodeBodySchema = z.strictObject({ postcode: postcodeSchema });
export type UprnByPostcodeBody = z.output<typeof uprnByPostcodeBodySchema>;

/** POST /api/installation-slots and POST /api/customer-get-by-code/: a customer code. */
export const customerCodeBodySchema = z.strictObject({ code: customerCodeSchema });
export type CustomerCodeBody = z.output<typeof customerCodeBodySchema>;
export const installationSlotsBodySchema = customerCodeBodySchema;
export const customerGetByCodeBodySchema = customerCodeBodySchema;

/** POST /api/set-installation-schedule: PUT /workorder/schedule/{id}'s body plus the work order id. */
export const setInstallationScheduleBodySchema = z.strictObject({
  id_workorder: workOrderIdSchema,
  ...workOrderScheduleBodySchema.shape,
});
export type SetInstallationScheduleBody = z.output<typeof setInstallationScheduleBodySchema>;

/** POST /api/confirm-order: the customer code and the 14-day answer (POST /customer/{code}/confirm's body). */
export const confirmOrderBodySchema = z.strictObject({
  code: customerCodeSchema,
  ...orderConfirmationBodySchema.shape,
});
export type ConfirmOrderBody = z.output<typeof confirmOrderBodySchema>;

/** GET /api/contract-summary?code=: the customer whose contract summary PDF to download. */
export const contractSummaryQuerySchema = z.strictObject({ code: customerCodeSchema });

/** POST /api/verify-recaptcha: the bot-check token the browser obtained. */
export const verifyRecaptchaBodySchema = z.strictObject({
  token: requiredText(FIELD_MAX_LENGTHS.token),
});
export type VerifyRecaptchaBody = z.output<typeof verifyRecaptchaBodySchema>;

/** The reply of POST /api/verify-recaptcha (and of the bot-check service it asks). */
export const verifyRecaptchaResponseSchema = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  // What the token was made for (decision 0386): the action the browser asked with, and the page's host.
  action: z.string().max(100).optional(),
  hostname: z.string().max(253).optional(),
});
export type VerifyRecaptchaResponse = z.output<typeof verifyRecaptchaResponseSchema>;
