import { describe, expect, it } from 'vitest';
import {
  findOrderCodeHint,
  findOrderCodeSentMessage,
  isOrderNumber,
  normaliseOrderNumber,
} from './find-my-order';
import { findMyOrderBodySchema } from './schemas/find-my-order';

describe('the order number as typed', () => {
  it('is read without spaces or hyphens, in capitals', () => {
    expect(normaliseOrderNumber(' fb7k 3m9q-xt ')).toBe('FB7K3M9QXT');
    expect(isOrderNumber('fb7k3m9qxt')).toBe(true);
  });

  it('is refused when blank, longer than 64 or holding other characters', () => {
    expect(isOrderNumber('')).toBe(false);
    expect(isOrderNumber('  - ')).toBe(false);
    expect(isOrderNumber('A'.repeat(65))).toBe(false);
    expect(isOrderNumber('FB12/34')).toBe(false);
    expect(isOrderNumber('FB1234_')).toBe(false);
  });
});

describe('the code step', () => {
  it('says the same whether or not the order exists', () => {
    expect(findOrderCodeSentMessage('sam@example.com', 'FB7K3M9QXT')).toBe(
      'If FB7K3M9QXT is an order placed with sam@example.com, we have sent a 6-digit code to that address.',
    );
    expect(findOrderCodeSentMessage('sam@example.com', 'FB7K3M9QXT', true)).toContain(
      'we have sent a new 6-digit code',
    );
    expect(findOrderCodeHint()).toContain('15 minutes');
  });
});

describe('POST /api/find-my-order body', () => {
  it('takes the e-mail and order number, and the code once sent', () => {
    expect(findMyOrderBodySchema.parse({ email: ' sam@example.com ', order_number: 'fb7k 3m9q xt' })).toEqual(
      {
        email: 'sam@example.com',
        order_number: 'FB7K3M9QXT',
      },
    );
    expect(
      findMyOrderBodySchema.parse({
        email: 'sam@example.com',
        order_number: 'FB7K3M9QXT',
        verification_code: '123 456',
      }),
    ).toMatchObject({ verification_code: '123456' });
  });

  it("refuses with GOV.UK's messages, one a field", () => {
    const result = findMyOrderBodySchema.safeParse({ email: '', order_number: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Enter your email address'],
      ['order_number', 'Enter your order number'],
    ]);
    const wrong = findMyOrderBodySchema.safeParse({ email: 'sam@', order_number: 'FB<1>' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter an email address in the correct format, like name@example.com',
      'Enter your order number as it is in your confirmation e-mail, like FB7K3M9QXT, using only letters and numbers',
    ]);
  });

  it('refuses anything else in the body, and a code not of 6 digits', () => {
    expect(
      findMyOrderBodySchema.safeParse({ email: 'sam@example.com', order_number: 'FB7K3M9QXT', uprn: '1' })
        .success,
    ).toBe(false);
    expect(
      findMyOrderBodySchema.safeParse({
        email: 'sam@example.com',
        order_number: 'FB7K3M9QXT',
        verification_code: '12345',
      }).success,
    ).toBe(false);
  });
});
