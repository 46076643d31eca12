import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import type { FieldMessages } from '@/components/form/use-site-form';

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
export type DirectDebitErrors = FieldMessages<DirectDebitValues>;

export const EMPTY_DIRECT_DEBIT: DirectDebitValues = {
  account_name: '',
  sort_code: '',
  account_number: '',
  authorise_direct_debit: false,
};

/** Each field's control id: where its message hangs and where the error summary links. */
export const DIRECT_DEBIT_FIELD_IDS: Readonly<Record<DirectDebitField, string>> = {
  account_name: 'account-name',
  sort_code: 'sort-code',
  account_number: 'account-number',
  authorise_direct_debit: 'authorise-direct-debit',
};

/**
 * The payment step's `validate` for `useSiteForm`: `directDebitErrors` (direct-debit-rules.ts), whose
 * schema and Bacs modulus table load once the step is shown, not with the page (decision 0581).
 */
export const directDebitRules = lazyRules(() => import('./direct-debit-rules'));
export const checkDirectDebit = lazyCheck(directDebitRules, (rules, values: DirectDebitValues) =>
  rules.directDebitErrors(values),
);
