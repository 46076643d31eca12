import { checkBankAccount } from '@fibre/domain/bank-modulus';
import { directDebitFormSchema } from '@fibre/domain/schemas/direct-debit';

/**
 * The payment form's checks in the browser (decision 0250): the domain's direct debit schema for
 * each field, then the Bacs modulus check (bank-modulus.ts, the code the provider API runs too) on
 * a sort code and account number that are each well formed, with its message on the field it names.
 */

/** The form as typed: the box may still be unticked. */
export interface DirectDebitValues {
  account_name: string;
  sort_code: string;
  account_number: string;
  authorise_direct_debit: boolean;
}
export type DirectDebitField = keyof DirectDebitValues;
export const DIRECT_DEBIT_FIELDS: readonly DirectDebitField[] = [
  'account_name',
  'sort_code',
  'account_number',
  'authorise_direct_debit',
];
export type DirectDebitErrors = Partial<Record<DirectDebitField, string>>;

export function directDebitErrors(values: DirectDebitValues): DirectDebitErrors {
  const errors: DirectDebitErrors = {};
  const parsed = directDebitFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && DIRECT_DEBIT_FIELDS.includes(field as DirectDebitField)) {
        errors[field as DirectDebitField] ??= issue.message;
      }
    }
  }
  if (errors.sort_code === undefined && errors.account_number === undefined) {
    const check = checkBankAccount(values.sort_code, values.account_number);
    if (!check.ok) errors[check.field] = check.message;
  }
  return errors;
}

/** The one field's message, for the check on leaving a field (the modulus check waits for both numbers). */
export function directDebitFieldError(
  values: DirectDebitValues,
  field: DirectDebitField,
): string | undefined {
  const all = directDebitErrors(values);
  if (field === 'account_number' && all.account_number === undefined) return undefined;
  return all[field];
}
