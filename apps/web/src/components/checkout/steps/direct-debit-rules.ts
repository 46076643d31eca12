import { checkBankAccount } from '@fibre/domain/bank-modulus';
import { directDebitFormSchema } from '@fibre/domain/schemas/direct-debit';
import { firstMessages } from '@/components/form/schema-errors';
import type { DirectDebitErrors, DirectDebitValues } from './direct-debit-form';

/**
 * The payment form's checks in the browser (decision 0250), in a module of their own so the step
 * loads them apart from the page (decision 0581): the domain's direct debit schema for each field,
 * then the Bacs modulus check (bank-modulus.ts, the code the provider API runs too) on a sort code
 * and account number that are each well formed, with its message on the field it names.
 */
export function directDebitErrors(values: DirectDebitValues): DirectDebitErrors {
  const errors: DirectDebitErrors = firstMessages(directDebitFormSchema.safeParse(values).error?.issues);
  if (errors.sort_code === undefined && errors.account_number === undefined) {
    const check = checkBankAccount(values.sort_code, values.account_number);
    if (!check.ok) errors[check.field] = check.message;
  }
  return errors;
}
