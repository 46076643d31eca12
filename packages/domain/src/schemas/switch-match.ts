import { z } from 'zod';
import { landlineNumberSchema } from './phone';
import { postcodeSchema } from './postcode';
import { FIELD_MAX_LENGTHS, optionalText, requiredText } from './text-field';
import { addressLineRules, personNameRules, providerIdRules, providerNameRules } from './text-rules';
import { requiredUprnSchema } from './uprn';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * One Touch Switch (Ofcom's switching process through the industry hub): the gaining provider
 * (us) sends a match request naming the losing provider, the customer and the services to switch;
 * the hub answers with a switch order reference and what the switch means for each service
 * (decision 0220). Shapes in snake case like the rest of the provider API.
 */

/** IAS: the internet access service (broadband). NBICS: the number-based voice service (landline). */
const SWITCH_SERVICE_TYPES = ['IAS', 'NBICS'] as const;

/** A landline moves its number to us (port) or stops (cease). */
const SWITCH_NUMBER_ACTIONS = ['port', 'cease'] as const;

/** Most address lines a match request carries. */
export const MAX_SWITCH_ADDRESS_LINES = 6;

const iasServiceSchema = z.strictObject({ service_type: z.literal('IAS') });
const nbicsServiceSchema = z.strictObject({
  service_type: z.literal('NBICS'),
  action: z.enum(SWITCH_NUMBER_ACTIONS, { error: VALIDATION_MESSAGES.selectOption }),
  /** The landline number, as the losing provider knows it. */
  identifier: landlineNumberSchema,
});

const switchServiceSchema = z.discriminatedUnion('service_type', [iasServiceSchema, nbicsServiceSchema], {
  error: VALIDATION_MESSAGES.valueInvalid,
});
export type SwitchService = z.output<typeof switchServiceSchema>;

/** Broadband is always switched; a landline at most once. */
export const SWITCH_SERVICES_MESSAGE = 'List broadband (IAS) once, and the landline (NBICS) at most once';

/** POST /ots/switch-match, and the `switch_match` of an order body. */
export const switchMatchRequestSchema = z.strictObject({
  /** The losing provider's Retail Code Provider ID (GET /ots/providers). */
  rcpid: requiredText(FIELD_MAX_LENGTHS.rcpid, VALIDATION_MESSAGES.fieldRequired, providerIdRules()),
  /** The losing provider's brand, as the visitor chose it. */
  brand: requiredText(FIELD_MAX_LENGTHS.providerName, VALIDATION_MESSAGES.fieldRequired, providerNameRules()),
  /** The account holder's surname at the losing provider. */
  surname: requiredText(
    FIELD_MAX_LENGTHS.name,
    VALIDATION_MESSAGES.fieldRequired,
    personNameRules('a last name'),
  ),
  address: z.strictObject({
    uprn: requiredUprnSchema,
    address_lines: z
      .array(requiredText(FIELD_MAX_LENGTHS.address, VALIDATION_MESSAGES.required, addressLineRules()))
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(MAX_SWITCH_ADDRESS_LINES),
    postcode: postcodeSchema,
  }),
  /** The account number at the losing provider, when the visitor knows it (it helps the match). */
  account_number: optionalText(FIELD_MAX_LENGTHS.rcpid, providerIdRules('an account number')),
  services: z
    .array(switchServiceSchema)
    .min(1)
    .max(SWITCH_SERVICE_TYPES.length)
    .refine(
      (services) =>
        services.filter((service) => service.service_type === 'IAS').length === 1 &&
        services.filter((service) => service.service_type === 'NBICS').length <= 1,
      { message: SWITCH_SERVICES_MESSAGE },
    ),
});
export type SwitchMatchRequestInput = z.input<typeof switchMatchRequestSchema>;
export type SwitchMatchRequest = z.output<typeof switchMatchRequestSchema>;

/** What switching means for one service, in words for the visitor. */
const switchImplicationSchema = z.object({
  service_type: z.enum(SWITCH_SERVICE_TYPES),
  action: z.enum(['cease', 'port']),
  text: z.string(),
});
export type SwitchImplication = z.infer<typeof switchImplicationSchema>;

const losingProviderSchema = z.object({ rcpid: z.string(), name: z.string() });

/** The hub's answer to a match request it could match. */
export const switchMatchResponseSchema = z.object({
  switch_order_reference: z.string(),
  matched: z.literal(true),
  implications: z.array(switchImplicationSchema),
  early_termination_charges_may_apply: z.boolean(),
  losing_provider: losingProviderSchema,
});
export type SwitchMatchResponse = z.infer<typeof switchMatchResponseSchema>;

/** A switch order as a customer record carries it: MATCHED, or CANCELLED with the order. */
const SWITCH_ORDER_STATUSES = ['MATCHED', 'CANCELLED'] as const;
export type SwitchOrderStatus = (typeof SWITCH_ORDER_STATUSES)[number];

export const switchOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(SWITCH_ORDER_STATUSES),
  losing_provider: losingProviderSchema,
  implications: z.array(switchImplicationSchema),
  early_termination_charges_may_apply: z.boolean(),
  created_at: z.string(),
});
export type SwitchOrder = z.infer<typeof switchOrderSchema>;

/** An order body's `switch_match` that disagrees with its switching answers (for API clients). */
const SWITCH_MATCH_DISAGREES_MESSAGE = 'Must agree with the order: {field}';

export function switchMatchDisagreesMessage(field: string): string {
  return SWITCH_MATCH_DISAGREES_MESSAGE.replace('{field}', field);
}
