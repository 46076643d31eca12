import type { SiteForm } from '@/components/form/use-site-form';
import type { ContactDetailsValues } from './contact-details-values';

/** Each control's id: the error summary links to it (GOV.UK). */
export const CONTACT_DETAILS_FIELD_IDS: Record<keyof ContactDetailsValues, string> = {
  contact_title: 'contact-title',
  contact_name: 'contact-name',
  contact_surname: 'contact-surname',
  email: 'contact-email',
  confirm: 'contact-confirm',
  phone: 'contact-phone',
  birth_day: 'birthdate-day',
  birth_month: 'birthdate-month',
  birth_year: 'birthdate-year',
  origin: 'contact-origin',
  accept_marketing: 'accept-marketing',
  accept_terms: 'accept-terms',
  voucher: 'voucher',
  current_speed: 'current-speed',
  company_name: 'company-name',
  company_number: 'company-number',
  billingSameAsInstallation: 'billing-same',
  building_number: 'billing-building',
  street_name: 'billing-street',
  town: 'billing-town',
  postcode: 'billing-postcode',
  needsHelpSwitchingProvider: 'switching-help',
  rcpid: 'current-provider-choice',
  currentProvider: 'current-provider',
  wantsToRetainExistingLandline: 'keep-landline',
  landlineNumber: 'landline-number',
  providerAccountNumber: 'provider-account-number',
  ceaseLandline: 'cease-landline',
  ceaseLandlineNumber: 'cease-landline-number',
  hasAlternativeContactMethod: 'alternative-contact',
  hasHealthcareOrMedicalAlarm: 'telecare',
  confirmResponsibility: 'confirm-responsibility',
  directDebitNow: 'direct-debit-now',
};

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The form hook of the contact-details step, as each part of the form takes it. */
export type ContactDetailsForm = SiteForm<ContactDetailsValues>;

/**
 * Fields answered together, checked when focus leaves them all: the date's three boxes, and the
 * provider dropdown with the name its choice sets (the question's message is about the name).
 */
export const CONTACT_DETAILS_GROUPS: ReadonlyArray<ReadonlyArray<keyof ContactDetailsValues>> = [
  ['birth_day', 'birth_month', 'birth_year'],
  ['rcpid', 'currentProvider'],
];

/** Whether the current provider is asked as the One Touch Switch dropdown rather than as text. */
export function asksProviderFromList(
  values: Pick<ContactDetailsValues, 'needsHelpSwitchingProvider'>,
  providerCount: number,
): boolean {
  return values.needsHelpSwitchingProvider === 'yes' && providerCount > 0;
}

/** Where the error summary links for a field: the provider's name is asked as the dropdown when listed. */
export function summaryIdOf(
  field: keyof ContactDetailsValues,
  values: Pick<ContactDetailsValues, 'needsHelpSwitchingProvider'>,
  providerCount: number,
): string {
  return field === 'currentProvider' && asksProviderFromList(values, providerCount)
    ? CONTACT_DETAILS_FIELD_IDS.rcpid
    : CONTACT_DETAILS_FIELD_IDS[field];
}
