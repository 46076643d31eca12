import { describe, expect, it } from 'vitest';
import { staffOrderMoveSchema } from './staff-order-move';

const attempt = '0193b6a2-7c41-7f10-9a3e-5d2c1b0a9f88';

describe('a staff move of an order', () => {
  it('takes the order number, the next state, a reason and the press id', () => {
    const move = staffOrderMoveSchema.parse({
      code: 'AB12CD34',
      state: 'inProgress',
      reason: ' Engineer booked ',
      attempt,
    });
    expect(move).toEqual({ code: 'AB12CD34', state: 'inProgress', reason: 'Engineer booked', attempt });
  });

  it('says what is missing in the words of the form', () => {
    const result = staffOrderMoveSchema.safeParse({
      code: 'AB12CD34',
      state: 'shipped',
      reason: '   ',
      attempt,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      state: 'Select the state to move the order to',
      reason: 'Enter the reason for the move',
    });
  });

  it('refuses an actor sent by the browser, and a press id that is not one', () => {
    expect(
      staffOrderMoveSchema.safeParse({
        code: 'AB12CD34',
        state: 'failed',
        reason: 'x',
        attempt,
        actor: 'someone',
      }).success,
    ).toBe(false);
    expect(
      staffOrderMoveSchema.safeParse({ code: 'AB12CD34', state: 'failed', reason: 'x', attempt: 'again' })
        .success,
    ).toBe(false);
  });
});
