import { z } from 'zod';
import { parseSlotValue } from '../checkout-steps';
import { INSTALLATION_SLOT_TIMES } from '../installation-slot-times';
import { ORDER_CHANGE_MESSAGES } from '../order-change-messages';
import { installationSlotSchema, workOrderScheduleBodySchema } from './api-installation';
import { createEmailSchema } from './email';
import { createUkPhoneSchema } from './phone';
import { verificationCodeSchema } from './resume-order';
import { optionalText } from './text-field';

/**
 * The changes a customer makes to a placed order (decisions 0660-0663): move the installation,
 * cancel within the 14 days, change the phone or e-mail. One schema per body, used by the provider
 * API's routes, the provider client and the site's same-site routes and forms alike.
 */

/** Words the forms show, in a zod-free module the browser reads them from (decision 0603). */
export { ORDER_CHANGE_MESSAGES };

/** POST /order/{code}/reschedule: the new slot, as the checkout's booking takes it. */
export const orderRescheduleBodySchema = workOrderScheduleBodySchema;
export type OrderRescheduleBody = z.infer<typeof orderRescheduleBodySchema>;

/** At most this many characters of a reason for cancelling (it is kept in the order's history). */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** POST /order/{code}/cancel: an optional reason in the customer's words. */
export const orderCancelBodySchema = z.strictObject({
  reason: optionalText(CANCEL_REASON_MAX_LENGTH),
});
export type OrderCancelBody = z.infer<typeof orderCancelBodySchema>;

export const orderPhoneSchema = createUkPhoneSchema({
  requiredMessage: ORDER_CHANGE_MESSAGES.phoneRequired,
  invalidMessage: ORDER_CHANGE_MESSAGES.phoneInvalid,
});

export const orderEmailSchema = createEmailSchema({
  requiredMessage: ORDER_CHANGE_MESSAGES.emailRequired,
  invalidMessage: ORDER_CHANGE_MESSAGES.emailInvalid,
});

/**
 * POST /order/{code}/contact: a new phone, a new e-mail, or both. The provider trusts the caller
 * to have proved a new e-mail (the site sends a code to it first, decision 0663).
 */
export const orderContactBodySchema = z
  .strictObject({ phone: orderPhoneSchema.optional(), email: orderEmailSchema.optional() })
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    error: ORDER_CHANGE_MESSAGES.nothingToChange,
  });
export type OrderContactBody = z.infer<typeof orderContactBodySchema>;

/** Why a visit cannot be moved online (installation-reschedule.ts). */
export const RESCHEDULE_REFUSALS = ['no_visit', 'cutoff_passed', 'order_closed'] as const;

/** GET /order/{code}/installation-options: whether the visit can move, and where to. */
export const orderInstallationOptionsSchema = z.object({
  code: z.string(),
  installation: z
    .object({ day: z.string().describe('YYYY-MM-DD'), time: z.enum(INSTALLATION_SLOT_TIMES) })
    .nullable()
    .describe('The visit booked now'),
  cutoff_day: z.string().nullable().describe('The last day (YYYY-MM-DD) the visit can be moved'),
  refusal: z.enum(RESCHEDULE_REFUSALS).nullable().describe('Why the visit cannot be moved, or null'),
  window_start: z.string(),
  window_end: z.string(),
  slots: z.array(installationSlotSchema).describe('Empty when the visit cannot be moved'),
});
export type OrderInstallationOptions = z.infer<typeof orderInstallationOptionsSchema>;

export const CANCELLATION_REFUSALS = ['business', 'period_over', 'order_closed'] as const;

/** GET /order/{code}/cancellation: whether the order can be cancelled today, and what it costs. */
export const orderCancellationTermsSchema = z.object({
  code: z.string(),
  placed_on: z.string().describe('YYYY-MM-DD, the day the contract was entered into'),
  last_day: z.string().nullable().describe('The last day of the 14-day period; null for a business'),
  refusal: z.enum(CANCELLATION_REFUSALS).nullable(),
  start_within_cancellation_period: z.boolean(),
  days_supplied: z.number().int().nonnegative(),
  amount_owed: z.number().nonnegative().describe('Pounds owed if cancelled today'),
});
export type OrderCancellationTerms = z.infer<typeof orderCancellationTermsSchema>;

/** The site's bodies: the order is named by the `hb_view` cookie, never by the body. */
export const yourOrderInstallationBodySchema = z.strictObject({
  /** The calendar's radio value, 'YYYY-MM-DD|HH:MM-HH:MM' (checkout-steps.ts slotValue). */
  slot: z.string({ error: ORDER_CHANGE_MESSAGES.chooseSlot }).transform((value, ctx) => {
    const slot = parseSlotValue(value);
    const time = INSTALLATION_SLOT_TIMES.find((known) => known === slot?.time);
    if (slot !== null && time !== undefined) return { day: slot.day, time };
    ctx.issues.push({ code: 'custom', message: ORDER_CHANGE_MESSAGES.chooseSlot, input: value });
    return z.NEVER;
  }),
});

export const yourOrderCancelBodySchema = z.strictObject({
  confirm: z.literal(true, { error: ORDER_CHANGE_MESSAGES.confirmCancel }),
  reason: optionalText(CANCEL_REASON_MAX_LENGTH),
});

export const yourOrderPhoneBodySchema = z.strictObject({ phone: orderPhoneSchema });

/** Without a code the site sends one to the new address; with it, the change is made. */
export const yourOrderEmailBodySchema = z.strictObject({
  email: orderEmailSchema,
  verification_code: verificationCodeSchema.optional(),
});
