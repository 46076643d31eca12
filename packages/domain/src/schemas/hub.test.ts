import { describe, expect, it } from 'vitest';
import {
  HUB_CALLBACK_MESSAGES,
  hubCallbackSchema,
  hubIdParamsSchema,
  hubSubscriptionBodySchema,
} from './hub';
import { ORDER_EVENT_TYPES } from './order-events';

const messagesOf = (value: unknown) => {
  const result = hubCallbackSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('hubCallbackSchema', () => {
  it.each([
    'https://billing.example/hooks/orders',
    'http://127.0.0.1:4300/webhooks/default',
    'https://billing.example:8443/hooks?source=fibre',
  ])('accepts %s', (url) => {
    expect(hubCallbackSchema.parse(` ${url} `)).toBe(url);
  });

  it.each([
    ['', HUB_CALLBACK_MESSAGES.required],
    ['billing.example/hooks', HUB_CALLBACK_MESSAGES.notUrl],
    ['ftp://billing.example/hooks', HUB_CALLBACK_MESSAGES.scheme],
    ['javascript:alert(1)', HUB_CALLBACK_MESSAGES.scheme],
    ['https://user:pw@billing.example/hooks', HUB_CALLBACK_MESSAGES.credentials],
    ['https://user@billing.example/hooks', HUB_CALLBACK_MESSAGES.credentials],
    ['https://billing.example/hooks#x', HUB_CALLBACK_MESSAGES.fragment],
    [`https://billing.example/${'a'.repeat(2000)}`, HUB_CALLBACK_MESSAGES.tooLong],
  ])('refuses %j with its message', (url, message) => {
    expect(messagesOf(url)).toContain(message);
  });
});

describe('hubSubscriptionBodySchema', () => {
  const callback = 'https://billing.example/hooks';

  it('takes a callback alone (every event) or the event types wanted', () => {
    expect(hubSubscriptionBodySchema.parse({ callback })).toEqual({ callback });
    expect(hubSubscriptionBodySchema.parse({ callback, events: ['order.cancelled'] })).toEqual({
      callback,
      events: ['order.cancelled'],
    });
    expect(hubSubscriptionBodySchema.parse({ callback, events: [...ORDER_EVENT_TYPES] }).events).toHaveLength(
      ORDER_EVENT_TYPES.length,
    );
  });

  it.each([
    { callback, events: [] },
    { callback, events: ['order.created', 'order.created'] },
    { callback, events: ['order.unknown'] },
    { callback, secret: 'mine' },
    { events: ['order.created'] },
  ])('refuses %j', (body) => {
    expect(hubSubscriptionBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('hubIdParamsSchema', () => {
  it('takes a UUID or the default subscription, nothing else', () => {
    expect(hubIdParamsSchema.safeParse({ id: '0190f1c2-0000-7000-8000-000000000001' }).success).toBe(true);
    expect(hubIdParamsSchema.safeParse({ id: 'default' }).success).toBe(true);
    expect(hubIdParamsSchema.safeParse({ id: "' OR 1=1" }).success).toBe(false);
    expect(hubIdParamsSchema.safeParse({ id: 'a'.repeat(65) }).success).toBe(false);
  });
});
