import { describe, expect, it } from 'vitest';
import { requiredUprnSchema, uprnBodySchema, uprnCheckedBodySchema, uprnParamsSchema } from './uprn';

describe('requiredUprnSchema', () => {
  it('accepts 1 to 12 digits, trimmed', () => {
    expect(requiredUprnSchema.parse(' 100000000001 ')).toBe('100000000001');
    expect(requiredUprnSchema.parse('1')).toBe('1');
  });
  it("says 'Field is required' when missing and 'Invalid uprn' when malformed", () => {
    expect(requiredUprnSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Field is required');
    expect(requiredUprnSchema.safeParse(100000000001).error?.issues[0]?.message).toBe('Field is required');
    expect(requiredUprnSchema.safeParse('1234567890123').error?.issues[0]?.message).toBe('Invalid uprn');
    expect(requiredUprnSchema.safeParse('').error?.issues[0]?.message).toBe('Invalid uprn');
  });
});

describe('uprn bodies and params', () => {
  it('are strict objects with one uprn', () => {
    for (const schema of [uprnBodySchema, uprnCheckedBodySchema, uprnParamsSchema]) {
      expect(schema.parse({ uprn: '100000000011' })).toEqual({ uprn: '100000000011' });
      expect(schema.safeParse({ uprn: '100000000011', postcode: 'HB1 1AB' }).success).toBe(false);
      expect(schema.safeParse({}).success).toBe(false);
    }
  });
});
