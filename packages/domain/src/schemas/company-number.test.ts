import { describe, expect, it } from 'vitest';
import { companyNumberSchema, normaliseCompanyNumber } from './company-number';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('normaliseCompanyNumber', () => {
  it.each([
    ['01234567', '01234567'],
    ['SC123456', 'SC123456'],
    ['sc 123 456', 'SC123456'],
    ['NI123456', 'NI123456'],
    ['oc301234', 'OC301234'],
    ['R0123456', 'R0123456'],
    [' 0123 4567 ', '01234567'],
  ])('reads %j as %j', (input, stored) => {
    expect(normaliseCompanyNumber(input)).toBe(stored);
  });
  it.each([
    '1234567',
    '123456789',
    'S1234567',
    'SCX12345',
    'SC12345',
    'SC1234567',
    'R1123456',
    '1234-5678',
    '',
  ])('refuses %j', (input) => {
    expect(normaliseCompanyNumber(input)).toBeNull();
  });
});

describe('companyNumberSchema', () => {
  it('is optional, and blank counts as not given', () => {
    expect(companyNumberSchema.parse(undefined)).toBeUndefined();
    expect(companyNumberSchema.parse('   ')).toBeUndefined();
    expect(companyNumberSchema.parse('')).toBeUndefined();
  });
  it('stores the normalised number', () => {
    expect(companyNumberSchema.parse('sc 123456')).toBe('SC123456');
  });
  it.each(['12345', 'X'.repeat(21), 42, null])('refuses %j', (value) => {
    expect(messages(companyNumberSchema.safeParse(value))).toEqual(['Please enter a valid company number']);
  });
  it('reads up to 20 characters of spacing', () => {
    expect(companyNumberSchema.parse(`SC${' '.repeat(12)}123456`)).toBe('SC123456');
  });
});
