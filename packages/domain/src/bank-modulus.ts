import { MODULUS_SUBSTITUTION_ROWS, MODULUS_WEIGHT_ROWS, MODULUS_WEIGHT_TABLE } from './bank-modulus-table';
import { VALIDATION_MESSAGES } from './schemas/validation-messages';

/**
 * The Bacs modulus check (Vocalink's 'Validating account numbers' specification) over the weight
 * table valacdos v8.50 (decision 0222): whether a sort code and account number can belong
 * together. Pure and without zod, so the payment page runs it in the browser and the provider API
 * runs the same code on the way in. The algorithm is a port of the MIT-licensed
 * `uk-modulus-check` 2.0.11 (© 2024 Oliver Cairns), which the API kept until now (decision 0059),
 * with one fix: exceptions 7 and 10 zero a copy of a row's weights, not the table's own.
 *
 * A sort code the table does not cover passes, as the specification says: the check can prove a
 * pair wrong, never right.
 */

export { MODULUS_WEIGHT_TABLE };

type CheckType = 'MOD10' | 'MOD11' | 'DBLAL';

interface WeightRow {
  start: number;
  end: number;
  checkType: CheckType;
  weights: readonly number[];
  exception: number | null;
}

// Positions in the 14 digits of sort code and account number: u v w x y z a b c d e f g h.
const A = 6;
const B = 7;
const G = 12;
const H = 13;

let weightRows: readonly WeightRow[] | undefined;
let substitutions: ReadonlyMap<string, string> | undefined;

/** The table's rows, parsed on first use. */
function rows(): readonly WeightRow[] {
  weightRows ??= MODULUS_WEIGHT_ROWS.split('\n').map((line) => {
    const [start = '', end = '', checkType = '', ...rest] = line.split(' ');
    return {
      start: Number(start),
      end: Number(end),
      checkType: checkType as CheckType,
      weights: rest.slice(0, 14).map(Number),
      exception: rest[14] === undefined ? null : Number(rest[14]),
    };
  });
  return weightRows;
}

function substitute(sortCode: string): string | undefined {
  substitutions ??= new Map(
    MODULUS_SUBSTITUTION_ROWS.split('\n').map((line) => line.split(' ') as [string, string]),
  );
  return substitutions.get(sortCode);
}

function digit(details: string, index: number): number {
  return Number(details.charAt(index));
}

/** The 14 digits to weigh: the sort code (or its exception's stand-in) then the account number. */
function accountDetails(sortCode: string, accountNumber: string, exception: number | null): string {
  let code = sortCode;
  if (exception === 5) code = substitute(sortCode) ?? sortCode;
  else if (exception === 8) code = '090126';
  else if (exception === 9) code = '309634';
  return code + accountNumber;
}

function weightsFor(row: WeightRow, details: string): number[] {
  const weights = [...row.weights];
  const ab = details.slice(A, B + 1);
  if ((row.exception === 7 || (row.exception === 10 && (ab === '09' || ab === '99'))) && details[G] === '9') {
    weights.fill(0, 0, B + 1);
  }
  if (row.exception === 2 && details[A] !== '0') {
    return details[G] === '9'
      ? [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1]
      : [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
  }
  return weights;
}

/** Exception 5's check digit rules: a result, or null to fall back to the plain remainder. */
function exception5(checkType: CheckType, total: number, checkDigit: number): boolean | null {
  const modulus = checkType === 'MOD11' ? 11 : 10;
  const remainder = total % modulus;
  if (remainder === 0 && checkDigit === 0) return true;
  if (checkType === 'DBLAL' && remainder === 1) return true;
  if (checkType !== 'MOD10' && remainder > 1 && modulus - remainder === checkDigit) return true;
  return null;
}

function passes(row: WeightRow, details: string, weights: readonly number[]): boolean {
  const products = [...details].map((char, index) => Number(char) * (weights[index] ?? 0));
  const total =
    row.checkType === 'DBLAL'
      ? products
          .join('')
          .split('')
          .reduce((sum, char) => sum + Number(char), 0)
      : products.reduce((sum, product) => sum + product, 0);
  if (row.exception === 4 && total % 11 === Number(details.slice(-2))) return true;
  if (row.exception === 5) {
    const verdict = exception5(row.checkType, total, digit(details, row.checkType === 'MOD11' ? G : H));
    if (verdict !== null) return verdict;
  }
  const adjusted = row.exception === 1 ? total + 27 : total;
  return adjusted % (row.checkType === 'MOD11' ? 11 : 10) === 0;
}

function rowPasses(row: WeightRow, sortCode: string, accountNumber: string): boolean {
  const details = accountDetails(sortCode, accountNumber, row.exception);
  const weights = weightsFor(row, details);
  if (row.exception === 3 && (details[A] === '1' || details[A] === '9')) return true;
  const a = digit(details, A);
  if (row.exception === 6 && a >= 4 && a <= 10 && details[G] === details[H]) return true;
  if (passes(row, details, weights)) return true;
  // Exception 14: a failed first check is tried again with the account number's 8th digit as 7.
  return row.exception === 14 && passes(row, `${details.slice(0, 6)}7${details.slice(7)}`, weights);
}

/**
 * Whether a 6-digit sort code and an 8-digit account number pass the modulus check. Anything but
 * 6 and 8 digits is false.
 */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return false;
  const value = Number(sortCode);
  const matching = rows().filter((row) => value >= row.start && value <= row.end);
  if (matching.length === 0) return true;
  // Exceptions 5 and 6: every check of the sort code must pass; otherwise any one may.
  if (matching.some((row) => row.exception === 5 || row.exception === 6)) {
    return matching.every((row) => rowPasses(row, sortCode, accountNumber));
  }
  return matching.some((row) => rowPasses(row, sortCode, accountNumber));
}

/**
 * Told when a sort code and account number that are each the right shape fail the modulus check
 * (ours, GOV.UK style: say what is wrong and what to do; decision 0222).
 */
export const BANK_DETAILS_MISMATCH_MESSAGE =
  'Check your sort code and account number: they do not match a UK bank account we can collect from';

type BankAccountField = 'sort_code' | 'account_number';

export type BankAccountCheck =
  | { ok: true; sortCode: string; accountNumber: string }
  | { ok: false; field: BankAccountField; message: string };

/** '12-34-56', '12 34 56' or '123456' (one kind of separator), as the direct debit schema takes it. */
const SORT_CODE_PATTERN = /^(\d{2})([- ]?)(\d{2})\2(\d{2})$/;

/**
 * Checks bank details as a visitor typed them, field by field: the sort code's shape, then the
 * account number's, then the modulus check (reported on the account number, the field most often
 * mistyped). On success it gives the digits alone.
 */
export function checkBankAccount(sortCode: string, accountNumber: string): BankAccountCheck {
  const match = SORT_CODE_PATTERN.exec(sortCode.trim());
  if (match === null) return { ok: false, field: 'sort_code', message: VALIDATION_MESSAGES.sortCodeInvalid };
  const code = `${match[1]}${match[3]}${match[4]}`;
  const number = accountNumber.replace(/ /g, '');
  if (!/^\d{8}$/.test(number)) {
    return { ok: false, field: 'account_number', message: VALIDATION_MESSAGES.accountNumberInvalid };
  }
  if (!passesModulusCheck(code, number)) {
    return { ok: false, field: 'account_number', message: BANK_DETAILS_MISMATCH_MESSAGE };
  }
  return { ok: true, sortCode: code, accountNumber: number };
}
