import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affiliateClickIdSchema, isAffiliateClickId } from './affiliate-click-id';
import { BROKEN_TEXT_MESSAGE } from './text-field';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('affiliateClickIdSchema', () => {
  it.each(['1234_1700000000_abc', 'a1b2c3', 'x.y:z|w~v-u', 'A'.repeat(256)])('accepts %j', (awc) => {
    expect(affiliateClickIdSchema.parse(awc)).toBe(awc);
  });

  it('may be absent or blank, and is trimmed', () => {
    expect(affiliateClickIdSchema.parse(undefined)).toBeUndefined();
    expect(affiliateClickIdSchema.parse(' 1234_abc ')).toBe('1234_abc');
  });

  // Each of these was once stored with 201 by POST /customer/SIGNUP (decision 0171).
  it.each([
    '<script>alert(1)</script>',
    "'; DROP TABLE customer; --",
    'abc\r\nSet-Cookie: x=1',
    'abc def',
    'a;domain=evil',
    'a"b',
    'é',
    '%3Cscript%3E',
  ])('refuses %j', (awc) => {
    expect(messages(affiliateClickIdSchema.safeParse(awc))).toEqual(['Please enter a valid value']);
  });

  it('refuses a lone surrogate and 257 characters', () => {
    expect(messages(affiliateClickIdSchema.safeParse('abc\ud800'))).toEqual([BROKEN_TEXT_MESSAGE]);
    expect(affiliateClickIdSchema.safeParse('A'.repeat(257)).success).toBe(false);
  });

  it('the schema and isAffiliateClickId agree on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 20 }),
          fc.stringMatching(/^[A-Za-z0-9_.:|~-]{1,300}$/),
        ),
        (text) => {
          const trimmed = text.trim();
          if (trimmed === '') return;
          expect(affiliateClickIdSchema.safeParse(text).success).toBe(isAffiliateClickId(trimmed));
        },
      ),
    );
  });
});
