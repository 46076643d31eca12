import { describe, expect, it } from 'vitest';
import { isOrderEventType, ORDER_EVENT_TYPES, orderEventDataSchemas, orderEventSchema } from './order-events';

const ENVELOPE = {
  id: '019ac3f4-5b6d-7e8f-9a0b-1c2d3e4f5a6b',
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('orderEventSchema', () => {
  it('reads each type with its own data', () => {
    const events = [
      { type: 'order.created', data: { order_code: 'FB1', state: 'acknowledged' } },
      {
        type: 'order.state_changed',
        data: {
          order_code: 'FB1',
          state: 'inProgress',
          previous_state: 'acknowledged',
          reason: 'Go',
          actor: 'billing',
        },
      },
      {
        type: 'order.installation_rescheduled',
        data: {
          order_code: 'FB1',
          state: 'acknowledged',
          installation: { day: '2026-12-02', time: '13:00-18:00' },
          previous_installation: { day: '2026-11-30', time: '08:00-13:00' },
        },
      },
      {
        type: 'order.cancelled',
        data: { order_code: 'FB1', state: 'cancelled', reason: 'Moved', amount_owed: 4.5 },
      },
      {
        type: 'order.contact_changed',
        data: { order_code: 'FB1', state: 'acknowledged', changed: ['phone'] },
      },
    ];
    expect(events.map((event) => event.type)).toEqual([...ORDER_EVENT_TYPES]);
    for (const event of events)
      expect(orderEventSchema.parse({ ...ENVELOPE, ...event })).toEqual({ ...ENVELOPE, ...event });
  });

  it("refuses data of another type, a state outside TMF622's subset and a bad id", () => {
    const created = {
      ...ENVELOPE,
      type: 'order.created',
      data: { order_code: 'FB1', state: 'acknowledged' },
    };
    expect(orderEventSchema.safeParse({ ...created, type: 'order.cancelled' }).success).toBe(false);
    expect(
      orderEventSchema.safeParse({ ...created, data: { order_code: 'FB1', state: 'ACKNOWLEDGED' } }).success,
    ).toBe(false);
    expect(orderEventSchema.safeParse({ ...created, id: 'not-a-uuid' }).success).toBe(false);
    expect(orderEventSchema.safeParse({ ...created, type: 'order.unknown' }).success).toBe(false);
  });

  it('keeps an amount owed in pounds and pence, or null', () => {
    const data = orderEventDataSchemas['order.cancelled'];
    const base = { order_code: 'FB1', state: 'cancelled', reason: 'Moved' };
    expect(data.safeParse({ ...base, amount_owed: null }).success).toBe(true);
    expect(data.safeParse({ ...base, amount_owed: 12.345 }).success).toBe(false);
    expect(data.safeParse({ ...base, amount_owed: -1 }).success).toBe(false);
  });

  it('knows its types', () => {
    expect(isOrderEventType('order.created')).toBe(true);
    expect(isOrderEventType('order.deleted')).toBe(false);
  });
});
