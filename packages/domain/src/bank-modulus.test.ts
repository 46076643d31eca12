import { describe, expect, it } from 'vitest';
import { BANK_DETAILS_MISMATCH_MESSAGE, checkBankAccount, passesModulusCheck } from './bank-modulus';
import { VALIDATION_MESSAGES } from './schemas/validation-messages';

describe('passesModulusCheck', () => {
  it.each([
    ['089999', '66374958'],
    ['107999', '88837491'],
    ['202959', '63748472'],
  ])('accepts the demo pair %s / %s', (sortCode, accountNumber) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(true);
  });

  it('refuses the demo pair 107999 / 88837492', () => {
    expect(passesModulusCheck('107999', '88837492')).toBe(false);
  });

  // Vocalink's published test cases (the specification's chapter of examples).
  it.each([
    ['871427', '46238510'],
    ['872427', '46238510'],
    ['871427', '09123496'],
    ['871427', '99123496'],
    ['820000', '73688637'],
    ['827999', '73988638'],
    ['827101', '28748352'],
    ['134020', '63849203'],
    ['118765', '64371389'],
    ['200915', '41011166'],
    ['938611', '07806039'],
    ['938600', '42368003'],
    ['938063', '55065200'],
    ['772798', '99345694'],
    ['086090', '06774744'],
    ['309070', '02355688'],
    ['309070', '12345668'],
    ['309070', '12345677'],
    ['309070', '99345694'],
    ['074456', '12345112'],
    ['070116', '34012583'],
    ['074456', '11104102'],
    ['180002', '00000190'],
  ])("accepts Vocalink's valid example %s / %s", (sortCode, accountNumber) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(true);
  });

  it.each([
    ['938063', '15764273'],
    ['938063', '15764264'],
    ['938063', '15763217'],
    ['118765', '64371388'],
    ['203099', '66831036'],
    ['203099', '58716970'],
    ['089999', '66374959'],
    ['107999', '88837493'],
  ])("refuses Vocalink's invalid example %s / %s", (sortCode, accountNumber) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(false);
  });

  it.each([
    ['08999', '66374958'],
    ['0899990', '66374958'],
    ['089999', '6637495'],
    ['089999', '663749580'],
    ['08-99-99', '66374958'],
    ['089999', '6637495a'],
  ])('refuses anything but 6 and 8 digits (%s / %s)', (sortCode, accountNumber) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(false);
  });

  it('passes a sort code the table does not cover: the check can prove a pair wrong, never right', () => {
    expect(passesModulusCheck('000001', '12345678')).toBe(true);
  });

  it('leaves the table as it was after an exception 7 check zeroes the weights (the package it replaces did not)', () => {
    // 772798 / 99345694 is exception 7 with g = 9: the sort code's weights are zeroed for that check only.
    const before = passesModulusCheck('772798', '12345678');
    expect(passesModulusCheck('772798', '99345694')).toBe(true);
    expect(passesModulusCheck('772798', '12345678')).toBe(before);
  });
});

describe('checkBankAccount', () => {
  it('gives the digits of a good pair, separators allowed as the form takes them', () => {
    expect(checkBankAccount('10-79-99', '8883 7491')).toEqual({
      ok: true,
      sortCode: '107999',
      accountNumber: '88837491',
    });
    expect(checkBankAccount(' 20 29 59 ', '63748472')).toMatchObject({ ok: true, sortCode: '202959' });
  });

  it.each(['', '12345', '1234567', '12-3456', '12-34 56', 'ab-cd-ef'])(
    'names the sort code when it is not 6 digits (%j)',
    (sortCode) => {
      expect(checkBankAccount(sortCode, '66374958')).toEqual({
        ok: false,
        field: 'sort_code',
        message: VALIDATION_MESSAGES.sortCodeInvalid,
      });
    },
  );

  it.each(['', '6637495', '663749580', '6637-4958', '6637495a'])(
    'names the account number when it is not 8 digits (%j)',
    (accountNumber) => {
      expect(checkBankAccount('089999', accountNumber)).toEqual({
        ok: false,
        field: 'account_number',
        message: VALIDATION_MESSAGES.accountNumberInvalid,
      });
    },
  );

  it('names the account number, with words saying what to do, when the pair fails the modulus check', () => {
    expect(checkBankAccount('107999', '88837492')).toEqual({
      ok: false,
      field: 'account_number',
      message: BANK_DETAILS_MISMATCH_MESSAGE,
    });
    expect(BANK_DETAILS_MISMATCH_MESSAGE).toBe(
      'Check your sort code and account number: they do not match a UK bank account we can collect from',
    );
  });

  it('checks the sort code first when both are wrong', () => {
    expect(checkBankAccount('1', '2')).toMatchObject({ ok: false, field: 'sort_code' });
  });
});
