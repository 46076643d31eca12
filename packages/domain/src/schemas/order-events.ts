import { z } from 'zod';
import { INSTALLATION_SLOT_TIMES } from '../installation-slot-times';
import { ORDER_STATES } from '../order-lifecycle';
import { poundsAmountSchema } from './money-amount';

/**
 * The events the provider API tells other systems about an order (issue 23, decision 0631). Each
 * is written to the outbox (`order_event`) in the transaction of the change that causes it, and
 * delivered as this envelope, byte for byte, to every webhook subscriber: `{ id, type, created_at,
 * data: { order_code, state, ...type-specific } }`. Events are thin: they say what happened and
 * where the order now stands; a subscriber reads the rest with GET /order/{code}, so no personal
 * detail beyond the order code travels in a webhook.
 */
export const ORDER_EVENT_TYPES = [
  'order.created',
  'order.state_changed',
  'order.installation_rescheduled',
  'order.cancelled',
  'order.contact_changed',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const orderStateSchema = z.enum(ORDER_STATES);

/** An installation visit as events carry it: the day ('YYYY-MM-DD') and the slot's time band. */
export const orderEventInstallationSchema = z.object({
  day: z.iso.date(),
  time: z.enum(INSTALLATION_SLOT_TIMES),
});
export type OrderEventInstallation = z.infer<typeof orderEventInstallationSchema>;

/** What every event's data holds: the order and the state it is in once the change is made. */
const orderEventDataBase = {
  order_code: z.string(),
  state: orderStateSchema,
};

/** The data of each event type. */
export const orderEventDataSchemas = {
  'order.created': z.object({ ...orderEventDataBase }),
  'order.state_changed': z.object({
    ...orderEventDataBase,
    previous_state: orderStateSchema,
    reason: z.string(),
    /** Who moved it: 'website', a staff member's e-mail, or the name another system gives. */
    actor: z.string(),
  }),
  'order.installation_rescheduled': z.object({
    ...orderEventDataBase,
    installation: orderEventInstallationSchema,
    previous_installation: orderEventInstallationSchema.nullable(),
  }),
  'order.cancelled': z.object({
    ...orderEventDataBase,
    reason: z.string(),
    /** Pounds owed for service given at the customer's express request in the 14 days, or null. */
    amount_owed: poundsAmountSchema.nullable(),
  }),
  'order.contact_changed': z.object({
    ...orderEventDataBase,
    /** Which contact details changed; the details themselves are read with GET /order/{code}. */
    changed: z.array(z.enum(['phone', 'email'])).min(1),
  }),
} as const satisfies Record<OrderEventType, z.ZodType>;

export type OrderEventData<T extends OrderEventType = OrderEventType> = z.infer<
  (typeof orderEventDataSchemas)[T]
>;

const envelopeBase = {
  /** A UUIDv7: unique, and sorting by it sorts by creation. The webhook's `Webhook-Id`. */
  id: z.uuid(),
  created_at: z.iso.datetime(),
};

export const orderCreatedEventSchema = z.object({
  ...envelopeBase,
  type: z.literal('order.created'),
  data: orderEventDataSchemas['order.created'],
});
export const orderStateChangedEventSchema = z.object({
  ...envelopeBase,
  type: z.literal('order.state_changed'),
  data: orderEventDataSchemas['order.state_changed'],
});
export const orderInstallationRescheduledEventSchema = z.object({
  ...envelopeBase,
  type: z.literal('order.installation_rescheduled'),
  data: orderEventDataSchemas['order.installation_rescheduled'],
});
export const orderCancelledEventSchema = z.object({
  ...envelopeBase,
  type: z.literal('order.cancelled'),
  data: orderEventDataSchemas['order.cancelled'],
});
export const orderContactChangedEventSchema = z.object({
  ...envelopeBase,
  type: z.literal('order.contact_changed'),
  data: orderEventDataSchemas['order.contact_changed'],
});

/** Any order event, told apart by `type`. */
export const orderEventSchema = z.discriminatedUnion('type', [
  orderCreatedEventSchema,
  orderStateChangedEventSchema,
  orderInstallationRescheduledEventSchema,
  orderCancelledEventSchema,
  orderContactChangedEventSchema,
]);
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The event of one type. */
export type OrderEventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;

export function isOrderEventType(value: unknown): value is OrderEventType {
  return typeof value === 'string' && (ORDER_EVENT_TYPES as readonly string[]).includes(value);
}
