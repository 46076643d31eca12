import { describe, expect, it } from 'vitest';
import {
  createProviderIdSchema,
  customerCodeParamsSchema,
  customerCodeSchema,
  providerIdSchema,
} from './provider-id';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('customerCodeSchema', () => {
  it.each(['HB000123', 'cus_42', 'a-b', 'x'.repeat(64), ' CODE1 '])('accepts %j', (code) => {
    expect(customerCodeSchema.parse(code)).toBe(code.trim());
  });
  it.each(['a b', 'a/b', '../x', 'a.b', 'x'.repeat(65), 'é'])('refuses %j', (code) => {
    expect(messages(customerCodeSchema.safeParse(code))).toEqual(['Please enter a valid value']);
  });
  it("says 'Field is required' when missing", () => {
    expect(messages(customerCodeSchema.safeParse(''))).toEqual(['Field is required']);
    expect(messages(customerCodeSchema.safeParse(undefined))).toEqual(['Field is required']);
    expect(messages(createProviderIdSchema('Need a code').safeParse(''))).toEqual(['Need a code']);
  });
});

describe('providerIdSchema', () => {
  it('carries a whole number as text', () => {
    expect(providerIdSchema.parse(42)).toBe('42');
    expect(providerIdSchema.parse(Number.MAX_SAFE_INTEGER)).toBe(String(Number.MAX_SAFE_INTEGER));
    expect(providerIdSchema.parse('WO12345678')).toBe('WO12345678');
  });
  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '', 'a b', null])('refuses %j', (id) => {
    expect(providerIdSchema.safeParse(id).success).toBe(false);
  });
});

describe('customerCodeParamsSchema', () => {
  it('is strict', () => {
    expect(customerCodeParamsSchema.parse({ code: 'HB1' })).toEqual({ code: 'HB1' });
    expect(customerCodeParamsSchema.safeParse({ code: 'HB1', x: 1 }).success).toBe(false);
  });
});
