import { describe, expect, it } from 'vitest';
import {
  accountNumberSchema,
  directDebitBodySchema,
  directDebitFormSchema,
  directDebitRouteBodySchema,
  normaliseAccountNumber,
  normaliseSortCode,
  sortCodeSchema,
} from './direct-debit';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** A demo pair the provider's modulus check accepts (demo-data.md). */
const bank = { account_name: 'S Fibre', account_number: '66374958', sort_code: '08-99-99' };

describe('normaliseSortCode', () => {
  it.each([
    ['12-34-56', '123456'],
    ['12 34 56', '123456'],
    ['123456', '123456'],
    [' 08-99-99 ', '089999'],
  ])('reads %j as %j', (input, digits) => {
    expect(normaliseSortCode(input)).toBe(digits);
  });
  it.each(['12-34 56', '12 34-56', '1234-56', '12--34-56', '12345', '1234567', '12-34-5a', '12.34.56', ''])(
    'refuses %j',
    (input) => {
      expect(normaliseSortCode(input)).toBeNull();
    },
  );
});

describe('normaliseAccountNumber', () => {
  it('reads eight digits, with spaces', () => {
    expect(normaliseAccountNumber('66374958')).toBe('66374958');
    expect(normaliseAccountNumber('6637 4958')).toBe('66374958');
  });
  it.each(['6637495', '663749581', '6637-4958', 'abcdefgh', ''])('refuses %j', (input) => {
    expect(normaliseAccountNumber(input)).toBeNull();
  });
});

describe('field schemas', () => {
  it('give their own messages', () => {
    expect(accountNumberSchema.safeParse('1234').error?.issues[0]?.message).toBe(
      'Please enter a valid 8 digit account number',
    );
    expect(sortCodeSchema.safeParse('1234').error?.issues[0]?.message).toBe(
      'Please enter a valid 6 digit sort code',
    );
    expect(sortCodeSchema.safeParse('').error?.issues[0]?.message).toBe('Enter a sort code');
    expect(accountNumberSchema.safeParse(' ').error?.issues[0]?.message).toBe('Enter an account number');
    expect(accountNumberSchema.safeParse('1234 5678 9012 3').error?.issues[0]?.message).toBe(
      'Please enter a valid 8 digit account number',
    );
    expect(sortCodeSchema.safeParse('12-34-56-7').error?.issues[0]?.message).toBe(
      'Please enter a valid 6 digit sort code',
    );
  });
  it('read the longest written forms', () => {
    expect(accountNumberSchema.parse('12 34 56 78')).toBe('12345678');
    expect(sortCodeSchema.parse('12-34-56')).toBe('123456');
  });
});

describe('directDebitFormSchema', () => {
  it('accepts the details with the authorisation, storing digits only', () => {
    expect(directDebitFormSchema.parse({ ...bank, authorise_direct_debit: true })).toEqual({
      account_name: 'S Fibre',
      account_number: '66374958',
      sort_code: '089999',
      authorise_direct_debit: true,
    });
  });
  it('shows every error at once, each naming its own field (decision 0425)', () => {
    const blank = { account_name: '', account_number: '', sort_code: '', authorise_direct_debit: false };
    expect(fieldMessages(directDebitFormSchema.safeParse(blank))).toEqual({
      account_name: ['Enter the name on the account'],
      account_number: ['Enter an account number'],
      sort_code: ['Enter a sort code'],
      authorise_direct_debit: ['Please confirm that you can authorise Direct Debits on this account'],
    });
    expect(fieldMessages(directDebitFormSchema.safeParse({}))).toEqual({
      account_name: ['Enter the name on the account'],
      account_number: ['Enter an account number'],
      sort_code: ['Enter a sort code'],
      authorise_direct_debit: ['Please confirm that you can authorise Direct Debits on this account'],
    });
  });
  it('bounds the account name', () => {
    expect(
      fieldMessages(
        directDebitFormSchema.safeParse({
          ...bank,
          account_name: 'x'.repeat(101),
          authorise_direct_debit: true,
        }),
      ),
    ).toEqual({
      account_name: ['Must be 100 characters or fewer'],
    });
  });
});

describe('direct debit bodies', () => {
  it('POST /customer/{code}/direct-debit takes the three fields only', () => {
    expect(directDebitBodySchema.parse(bank)).toEqual({ ...bank, sort_code: '089999' });
    expect(directDebitBodySchema.safeParse({ ...bank, authorise_direct_debit: true }).success).toBe(false);
  });
  it('POST /api/direct-debit adds the customer code', () => {
    expect(directDebitRouteBodySchema.parse({ ...bank, code: 'HB000001' })).toEqual({
      ...bank,
      sort_code: '089999',
      code: 'HB000001',
    });
    expect(fieldMessages(directDebitRouteBodySchema.safeParse(bank))).toEqual({
      code: ['Field is required'],
    });
  });
});

describe('account_name', () => {
  it.each(['Mr & Mrs J Smith', 'Smith + Sons (Leeds) Ltd', 'Siân O’Brien-Smith', 'S Fibre'])(
    'accepts %j',
    (name) => {
      expect(directDebitBodySchema.safeParse({ ...bank, account_name: name }).success).toBe(true);
    },
  );
  it.each(["' OR 1=1 --", '<script>alert(1)</script>'])('refuses %j with one message', (name) => {
    expect(fieldMessages(directDebitBodySchema.safeParse({ ...bank, account_name: name }))).toEqual({
      account_name: [
        "Enter the name on the account using only letters, numbers, spaces and these characters: , . - ' / & ( ) # +",
      ],
    });
  });
  it('refuses two hyphens in a row and a name of symbols only', () => {
    expect(
      fieldMessages(
        directDebitFormSchema.safeParse({ ...bank, account_name: 'J--Smith', authorise_direct_debit: true }),
      ),
    ).toEqual({
      account_name: ['Enter the name on the account without two hyphens in a row'],
    });
    expect(
      fieldMessages(directDebitRouteBodySchema.safeParse({ ...bank, code: 'C1', account_name: '&' })),
    ).toEqual({
      account_name: ['Enter the name on the account that includes a letter or a number'],
    });
  });
});
