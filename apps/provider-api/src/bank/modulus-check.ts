import { passesModulusCheck } from '@fibre/domain/bank-modulus';

/**
 * Whether a sort code and account number belong together by the Bacs modulus-checking rules: the
 * domain's check (decision 0222), the same code the payment page runs in the browser. Anything but
 * 6 and 8 digits is false.
 */
export function isValidBankAccount(sortCode: string, accountNumber: string): boolean {
  return passesModulusCheck(sortCode, accountNumber);
}
