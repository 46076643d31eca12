import { describe, expect, it } from 'vitest';
import {
  ORDER_MOVE_MESSAGES,
  ORDER_SEARCH_MESSAGES,
  orderLookupBodySchema,
  orderSearchQuerySchema,
  orderStateMoveBodySchema,
} from './order-view';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('orderStateMoveBodySchema', () => {
  it('takes a TMF622 state, a reason and an actor, trimmed', () => {
    expect(
      orderStateMoveBodySchema.parse({
        state: 'inProgress',
        reason: '  Engineer assigned ',
        actor: ' billing ',
      }),
    ).toEqual({ state: 'inProgress', reason: 'Engineer assigned', actor: 'billing' });
  });

  it('keeps a reason of several lines', () => {
    expect(
      orderStateMoveBodySchema.parse({
        state: 'failed',
        reason: 'No duct.\nCustomer told.',
        actor: 'network',
      }).reason,
    ).toBe('No duct.\nCustomer told.');
  });

  it('says what is missing in words staff understand', () => {
    expect(
      messagesOf(orderStateMoveBodySchema.safeParse({ state: 'in_progress', reason: ' ', actor: '' })),
    ).toEqual([
      ['state', ORDER_MOVE_MESSAGES.state],
      ['reason', ORDER_MOVE_MESSAGES.reason],
      ['actor', ORDER_MOVE_MESSAGES.actor],
    ]);
  });

  it('refuses markup, an over-long reason, an actor over two lines and extra fields', () => {
    const base = { state: 'cancelled', reason: 'Asked', actor: 'billing' };
    expect(orderStateMoveBodySchema.safeParse({ ...base, reason: '<script>alert(1)</script>' }).success).toBe(
      false,
    );
    expect(orderStateMoveBodySchema.safeParse({ ...base, reason: 'x'.repeat(501) }).success).toBe(false);
    expect(orderStateMoveBodySchema.safeParse({ ...base, reason: 'x'.repeat(500) }).success).toBe(true);
    expect(orderStateMoveBodySchema.safeParse({ ...base, actor: 'ops\nBcc: x@example.com' }).success).toBe(
      false,
    );
    expect(orderStateMoveBodySchema.safeParse({ ...base, from: 'acknowledged' }).success).toBe(false);
  });
});

describe('orderSearchQuerySchema', () => {
  it('takes an order number, a postcode or an e-mail, trimmed', () => {
    expect(orderSearchQuerySchema.parse({ search: ' hb1 1aa ' })).toEqual({ search: 'hb1 1aa' });
  });

  it('refuses a blank or over-long search', () => {
    expect(messagesOf(orderSearchQuerySchema.safeParse({ search: '  ' }))).toEqual([
      ['search', ORDER_SEARCH_MESSAGES.required],
    ]);
    expect(orderSearchQuerySchema.safeParse({ search: 'a'.repeat(255) }).success).toBe(false);
    expect(orderSearchQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('orderLookupBodySchema', () => {
  it('takes an order number and an e-mail address', () => {
    expect(orderLookupBodySchema.parse({ code: 'FB2345ABCD', email: ' sam@example.com ' })).toEqual({
      code: 'FB2345ABCD',
      email: 'sam@example.com',
    });
  });

  it('refuses a code that is not an id and an e-mail that is not an address', () => {
    expect(orderLookupBodySchema.safeParse({ code: '../etc', email: 'sam@example.com' }).success).toBe(false);
    expect(orderLookupBodySchema.safeParse({ code: 'FB2345ABCD', email: 'sam' }).success).toBe(false);
  });
});
