import { describe, expect, it } from 'vitest';
import { orderConfirmationBodySchema, orderConfirmationResponseSchema } from './order-confirmation';

describe('orderConfirmationBodySchema', () => {
  it.each([true, false])('takes start_within_cancellation_period %s', (value) => {
    expect(orderConfirmationBodySchema.parse({ start_within_cancellation_period: value })).toEqual({
      start_within_cancellation_period: value,
    });
  });

  it.each([
    [{}],
    [{ start_within_cancellation_period: 'yes' }],
    [{ start_within_cancellation_period: 1 }],
    [{ start_within_cancellation_period: null }],
    [{ start_within_cancellation_period: true, code: 'FB1' }],
  ])('refuses %j', (body) => {
    expect(orderConfirmationBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('orderConfirmationResponseSchema', () => {
  it('needs the ORDERED status', () => {
    const answer = {
      code: 'FB1',
      status: 'ORDERED',
      order_number: 'FB1',
      confirmed_at: '2026-11-23T10:00:00.000Z',
      email_sent_to: 'sam@example.com',
    };
    expect(orderConfirmationResponseSchema.parse(answer)).toEqual(answer);
    expect(orderConfirmationResponseSchema.safeParse({ ...answer, status: 'PREACTIVE' }).success).toBe(false);
  });
});
