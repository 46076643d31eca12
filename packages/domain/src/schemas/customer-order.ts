import { z } from 'zod';
import { ADDRESS_TYPES, type CustomerAction } from '../constants';
import { affiliateClickIdSchema } from './affiliate-click-id';
import type { Today } from './birthdate';
import { createCheckoutAdditionalBodySchema } from './checkout-additional';
import { customerContactShape, originBodySchema } from './checkout-contact';
import { callMeBodySchema } from './customer-requests';
import { postcodeSchema } from './postcode';
import { productIdSchema } from './product';
import { promotionIdSchema } from './promotion';
import { registerInterestBodySchema } from './register-interest';
import { switchMatchDisagreesMessage, switchMatchRequestSchema } from './switch-match';
import { FIELD_MAX_LENGTHS, RUN_WITH_OTHER_ERRORS, requiredText, requireFields } from './text-field';
import { addressLineRules } from './text-rules';
import { requiredUprnSchema } from './uprn';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * POST /customer/{action} for the order actions (SIGNUP, UPDATE, PREORDER, PREORDERDDSDU,
 * PREORDERDDMDU), and the same-site routes that forward them: everything the provider API needs
 * to create the customer and the order in one transaction (decision 0045). Prices are not sent;
 * the API prices the order itself from the product and promotion ids.
 */

export const ORDER_ACTIONS = ['SIGNUP', 'UPDATE', 'PREORDER', 'PREORDERDDSDU', 'PREORDERDDMDU'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Checkout channel: affiliate traffic (tradedoubler, awin) is OTHERAFF. */
export const CHECKOUT_CHANNELS = ['WEB', 'OTHERAFF'] as const;

/** Most add-ons one order can carry, and most promotions. */
export const MAX_ORDER_ADDONS = 10;
export const MAX_ORDER_PROMOTIONS = 20;

function uniqueIds(max: number, idSchema: typeof productIdSchema) {
  return z
    .array(idSchema)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each id may appear once' })
    .default([]);
}

export interface CustomerOrderBodyOptions {
  /** Today, for the 18-or-over check. */
  today: Today;
  /**
   * Ids of the catalogue's home-phone add-ons. With one of them in `addons`, the keep-landline
   * question must have been answered (ordering-journey.md §5).
   */
  homePhoneAddonIds?: readonly number[];
}

export function createCustomerOrderBodySchema(options: CustomerOrderBodyOptions) {
  const homePhoneAddonIds = new Set<unknown>(options.homePhoneAddonIds);
  return z
    .strictObject({
      ...customerContactShape(options.today),
      origin: originBodySchema,
      uprn: requiredUprnSchema,
      address: requiredText(FIELD_MAX_LENGTHS.address, VALIDATION_MESSAGES.required, addressLineRules()),
      postcode: postcodeSchema,
      address_type: z.enum(ADDRESS_TYPES),
      /** The plan. */
      id_product: productIdSchema,
      addons: uniqueIds(MAX_ORDER_ADDONS, productIdSchema),
      promotions: uniqueIds(MAX_ORDER_PROMOTIONS, promotionIdSchema),
      additional: createCheckoutAdditionalBodySchema({ hasHomePhoneAddon: false }),
      channel: z.enum(CHECKOUT_CHANNELS).default('WEB'),
      /** The affiliate click id from the awc cookie, for commission. */
      awc: affiliateClickIdSchema,
      /** The One Touch Switch match request, when switching help was asked for (decision 0220). */
      switch_match: switchMatchRequestSchema.optional(),
    })
    .superRefine((body, ctx) => {
      if (body.address_type === 'BUS') requireFields(body, ['company_name'], ctx);
      const addons: unknown[] = Array.isArray(body.addons) ? body.addons : [];
      if (addons.includes(body.id_product)) {
        ctx.addIssue({ code: 'custom', message: 'The plan cannot also be an add-on', path: ['addons'] });
      }
      // A missing answers object has its own error; only a missing answer inside it is flagged here.
      const additional: unknown = body.additional;
      const hasHomePhone = addons.some((id) => homePhoneAddonIds.has(id));
      if (
        hasHomePhone &&
        typeof additional === 'object' &&
        additional !== null &&
        (additional as { wantsToRetainExistingLandline?: unknown }).wantsToRetainExistingLandline ===
          undefined
      ) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.selectOption,
          path: ['additional', 'wantsToRetainExistingLandline'],
        });
      }
      checkSwitchMatchAgrees(body, ctx);
    }, RUN_WITH_OTHER_ERRORS);
}

/**
 * A `switch_match` must be the request the order's own answers make: switching help asked for,
 * the same provider, the same address and the same surname (decision 0220).
 */
function checkSwitchMatchAgrees(
  body: Record<string, unknown>,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
): void {
  const match = body.switch_match as
    | { rcpid?: unknown; surname?: unknown; address?: { uprn?: unknown } }
    | undefined;
  if (typeof match !== 'object' || match === null) return;
  const additional = (
    typeof body.additional === 'object' && body.additional !== null ? body.additional : {}
  ) as {
    needsHelpSwitchingProvider?: unknown;
    rcpid?: unknown;
  };
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
  const disagree = (path: string[], field: string) =>
    ctx.addIssue({
      code: 'custom',
      message: switchMatchDisagreesMessage(field),
      path: ['switch_match', ...path],
    });
  if (additional.needsHelpSwitchingProvider !== true) {
    disagree([], 'additional.needsHelpSwitchingProvider must be true');
    return;
  }
  if (!same(match.rcpid, additional.rcpid)) disagree(['rcpid'], 'additional.rcpid');
  if (!same(match.surname, body.contact_surname)) disagree(['surname'], 'contact_surname');
  if (!same(match.address?.uprn, body.uprn)) disagree(['address', 'uprn'], 'uprn');
}

export type CustomerOrderBodySchema = ReturnType<typeof createCustomerOrderBodySchema>;
export type CustomerOrderBodyInput = z.input<CustomerOrderBodySchema>;
export type CustomerOrderBody = z.output<CustomerOrderBodySchema>;

/** The body schema of each action of POST /customer/{action}. */
export function createCustomerActionBodySchemas(options: CustomerOrderBodyOptions) {
  const order = createCustomerOrderBodySchema(options);
  return {
    SIGNUP: order,
    UPDATE: order,
    PREORDER: order,
    PREORDERDDSDU: order,
    PREORDERDDMDU: order,
    ROI: registerInterestBodySchema,
    CALLME: callMeBodySchema,
  } satisfies Record<CustomerAction, z.ZodType>;
}
