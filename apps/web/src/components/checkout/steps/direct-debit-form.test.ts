import { BANK_DETAILS_MISMATCH_MESSAGE } from '@fibre/domain/bank-modulus';
import { describe, expect, it } from 'vitest';
import { directDebitErrors } from './direct-debit-rules';

const good = {
  account_name: 'Jane Smith',
  sort_code: '08-99-99',
  account_number: '66374958',
  authorise_direct_debit: true,
};

describe('directDebitErrors', () => {
  it('passes the demo pair that belongs together', () => {
    expect(directDebitErrors(good)).toEqual({});
    expect(directDebitErrors({ ...good, sort_code: '107999', account_number: '88837491' })).toEqual({});
  });

  it('refuses the demo pair that does not, on the account number', () => {
    expect(directDebitErrors({ ...good, sort_code: '107999', account_number: '88837492' })).toEqual({
      account_number: BANK_DETAILS_MISMATCH_MESSAGE,
    });
  });

  it('names each field that is wrong, without a modulus message over a malformed number', () => {
    expect(
      directDebitErrors({
        account_name: '',
        sort_code: '08999',
        account_number: '123',
        authorise_direct_debit: false,
      }),
    ).toEqual({
      account_name: 'Enter the name on the account',
      sort_code: 'Please enter a valid 6 digit sort code',
      account_number: 'Please enter a valid 8 digit account number',
      authorise_direct_debit: 'Please confirm that you can authorise Direct Debits on this account',
    });
  });

  it('names each empty field by what it is (decision 0425)', () => {
    expect(
      directDebitErrors({
        account_name: ' ',
        sort_code: '',
        account_number: '',
        authorise_direct_debit: true,
      }),
    ).toEqual({
      account_name: 'Enter the name on the account',
      sort_code: 'Enter a sort code',
      account_number: 'Enter an account number',
    });
  });
});
