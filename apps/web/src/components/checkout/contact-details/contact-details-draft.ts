import { DRAFT_MAX_TEXT, type FormDraft } from '@fibre/domain/stored-state';
import { type ContactDetailsValues, EMPTY_CONTACT_DETAILS } from './contact-details-values';

/** The answers kept as the additional questions' draft; every other field is the customer's. */
const ADDITIONAL_FIELDS: ReadonlySet<keyof ContactDetailsValues> = new Set<keyof ContactDetailsValues>([
  'needsHelpSwitchingProvider',
  'rcpid',
  'currentProvider',
  'wantsToRetainExistingLandline',
  'landlineNumber',
  'providerAccountNumber',
  'ceaseLandline',
  'ceaseLandlineNumber',
  'hasAlternativeContactMethod',
  'hasHealthcareOrMedicalAlarm',
  'confirmResponsibility',
  'directDebitNow',
]);

/**
 * The form's answers as the checkout keeps them (4 hours); never bank details. A text longer than
 * a stored draft may hold is cut: the draft only refills the form, the form sends what was typed.
 */
export function toDraft(values: ContactDetailsValues): { customer: FormDraft; additional: FormDraft } {
  const customer: FormDraft = {};
  const additional: FormDraft = {};
  for (const [name, value] of Object.entries(values) as Array<
    [keyof ContactDetailsValues, string | boolean]
  >) {
    (ADDITIONAL_FIELDS.has(name) ? additional : customer)[name] =
      typeof value === 'string' ? value.slice(0, DRAFT_MAX_TEXT) : value;
  }
  return { customer, additional };
}

/** A kept draft back into the form: only known fields of the right kind, the rest as new. */
export function fromDraft(customer: FormDraft | null, additional: FormDraft | null): ContactDetailsValues {
  const values: ContactDetailsValues = { ...EMPTY_CONTACT_DETAILS };
  const record = values as unknown as Record<string, string | boolean>;
  for (const draft of [customer, additional]) {
    if (!draft) continue;
    for (const [name, value] of Object.entries(draft)) {
      if (name in EMPTY_CONTACT_DETAILS && typeof value === typeof record[name])
        record[name] = value as string | boolean;
    }
  }
  return values;
}
