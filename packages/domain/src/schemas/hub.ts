import { z } from 'zod';
import { ORDER_EVENT_TYPES } from './order-events';

/**
 * The provider API's hub (TMF's `/hub` pattern; issue 23, decision 0642): another system registers
 * a callback URL and the order events it wants, gets the secret its deliveries are signed with
 * (shown once), and reads the delivery log of each event sent to it.
 */

export const HUB_CALLBACK_MAX_LENGTH = 2000;

export const HUB_CALLBACK_MESSAGES = {
  required: 'Enter the callback URL',
  tooLong: `The callback URL must be ${HUB_CALLBACK_MAX_LENGTH} characters or fewer`,
  notUrl: 'Enter the callback as a full URL, like https://billing.example/hooks/orders',
  scheme: 'The callback URL must start with http:// or https://',
  credentials: 'Put no user name or password in the callback URL: deliveries are signed instead',
  fragment: 'Leave the #fragment off the callback URL',
} as const;

/** An http(s) URL with a host, no user name or password (they would be logged and stored), no fragment. */
export const hubCallbackSchema = z
  .string()
  .trim()
  .min(1, HUB_CALLBACK_MESSAGES.required)
  .max(HUB_CALLBACK_MAX_LENGTH, HUB_CALLBACK_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    if (value === '') return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: HUB_CALLBACK_MESSAGES.notUrl });
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: HUB_CALLBACK_MESSAGES.scheme });
    } else if (url.hostname === '') {
      ctx.addIssue({ code: 'custom', message: HUB_CALLBACK_MESSAGES.notUrl });
    }
    if (url.username !== '' || url.password !== '') {
      ctx.addIssue({ code: 'custom', message: HUB_CALLBACK_MESSAGES.credentials });
    }
    if (url.hash !== '' || value.includes('#')) {
      ctx.addIssue({ code: 'custom', message: HUB_CALLBACK_MESSAGES.fragment });
    }
  });

/** The event types a subscriber may ask for: every order event. */
export const hubEventTypeSchema = z.enum(ORDER_EVENT_TYPES);

/** POST /hub: the callback, and the event types wanted (left out: all of them, new ones included). */
export const hubSubscriptionBodySchema = z.strictObject({
  callback: hubCallbackSchema,
  events: z
    .array(hubEventTypeSchema)
    .min(1, 'Ask for at least one event type, or leave events out for all of them')
    .max(ORDER_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'Name each event type once')
    .optional(),
});
export type HubSubscriptionBody = z.output<typeof hubSubscriptionBodySchema>;

/** A subscription as GET /hub and GET /hub/{id} show it: never the secret. */
export const hubSubscriptionSummarySchema = z.object({
  id: z.string(),
  callback: z.string(),
  /** Empty: every event type. */
  events: z.array(hubEventTypeSchema),
  created_at: z.string(),
});
export type HubSubscriptionSummary = z.output<typeof hubSubscriptionSummarySchema>;

/** POST /hub's answer: the subscription with its signing secret, the only time it is shown. */
export const hubSubscriptionSchema = hubSubscriptionSummarySchema.extend({
  secret: z.string().describe('Signs every delivery (Webhook-Signature). Shown once: keep it.'),
});
export type HubSubscription = z.output<typeof hubSubscriptionSchema>;

export const hubSubscriptionListSchema = z.object({ subscriptions: z.array(hubSubscriptionSummarySchema) });

export const HUB_DELIVERY_STATUSES = ['pending', 'delivered', 'given_up'] as const;
export type HubDeliveryStatus = (typeof HUB_DELIVERY_STATUSES)[number];

export const HUB_ATTEMPT_OUTCOMES = ['delivered', 'failed', 'given_up'] as const;
export type HubAttemptOutcome = (typeof HUB_ATTEMPT_OUTCOMES)[number];

export const hubDeliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  started_at: z.string(),
  duration_ms: z.number().int(),
  /** The callback's HTTP status; null when no answer came (refused, timed out). */
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  outcome: z.enum(HUB_ATTEMPT_OUTCOMES),
});

/** One event sent (or being sent) to a subscriber, with each attempt's answer: the delivery log. */
export const hubDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: hubEventTypeSchema,
  status: z.enum(HUB_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** When it is tried next; null once delivered or given up. */
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  attempt_log: z.array(hubDeliveryAttemptSchema),
});
export type HubDelivery = z.output<typeof hubDeliverySchema>;

export const HUB_DELIVERY_LIST_LIMIT = 100;

/** GET /hub/{id}/deliveries: the newest first, at most 100, optionally of one status. */
export const hubDeliveryQuerySchema = z.strictObject({
  status: z.enum(HUB_DELIVERY_STATUSES).optional(),
});
export const hubDeliveryListSchema = z.object({ deliveries: z.array(hubDeliverySchema) });

/** A subscription id as the hub makes them (a UUID) or the default subscription's 'default'. */
export const hubIdParamsSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'A subscription id is letters, digits and -'),
});
