import { z } from 'zod';
import { customerCodeSchema } from './provider-id';
import { FIELD_MAX_LENGTHS, normalisedText, requiredText, tickedBox } from './text-field';
import { organisationNameRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * Direct debit details (ordering-journey.md §3, content-and-api.md §7). These checks are the
 * shape only: whether the sort code and account number belong together (the Bacs modulus
 * check) is the provider API's job (decision 0046).
 */

/** A sort code as people write it: '12-34-56', '12 34 56' or '123456' (one kind of separator). */
const SORT_CODE_PATTERN = /^(\d{2})([- ]?)(\d{2})\2(\d{2})$/;

/** The sort code's six digits ('123456'), or null when it is not one. */
export function normaliseSortCode(input: string): string | null {
  const match = SORT_CODE_PATTERN.exec(input.trim());
  return match === null ? null : `${match[1]}${match[3]}${match[4]}`;
}

/** The account number's eight digits, spaces allowed in between ('1234 5678'), or null. */
export function normaliseAccountNumber(input: string): string | null {
  const digits = input.replace(/ /g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** The account holder's name as the bank has it: a person, two ('Mr & Mrs J Smith') or a company. */
const accountNameSchema = requiredText(
  FIELD_MAX_LENGTHS.name,
  VALIDATION_MESSAGES.accountNameRequired,
  organisationNameRules('the name on the account'),
);

export const accountNumberSchema = normalisedText({
  requiredMessage: VALIDATION_MESSAGES.accountNumberRequired,
  invalidMessage: VALIDATION_MESSAGES.accountNumberInvalid,
  maxLength: 12,
  normalise: normaliseAccountNumber,
});

export const sortCodeSchema = normalisedText({
  requiredMessage: VALIDATION_MESSAGES.sortCodeRequired,
  invalidMessage: VALIDATION_MESSAGES.sortCodeInvalid,
  maxLength: 8,
  normalise: normaliseSortCode,
});

const bankDetailsShape = {
  account_name: accountNameSchema,
  account_number: accountNumberSchema,
  sort_code: sortCodeSchema,
};

/** The checkout's direct debit step: the account holder must authorise the debit. */
export const directDebitFormSchema = z.object({
  ...bankDetailsShape,
  authorise_direct_debit: tickedBox(VALIDATION_MESSAGES.authoriseDirectDebit),
});
export type DirectDebitFormInput = z.input<typeof directDebitFormSchema>;
export type DirectDebitForm = z.output<typeof directDebitFormSchema>;

/** POST /customer/{code}/direct-debit. */
export const directDebitBodySchema = z.strictObject(bankDetailsShape);
export type DirectDebitBody = z.output<typeof directDebitBodySchema>;

/** POST /api/direct-debit: the same with the customer code. */
export const directDebitRouteBodySchema = z.strictObject({ code: customerCodeSchema, ...bankDetailsShape });
export type DirectDebitRouteBody = z.output<typeof directDebitRouteBodySchema>;
