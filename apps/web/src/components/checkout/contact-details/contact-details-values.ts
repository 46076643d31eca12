/**
 * The contact-details form as the form hook holds it: flat text, ticks and yes/no answers, so
 * every control registers by name. `toContactInput` and `toAdditionalInput` turn it into what the
 * domain's schemas read, and `validateContactDetails` (contact-details-rules.ts, loaded apart: decision 0581) runs those schemas (the same the same-site
 * routes and the provider API run) and puts each message on the control it is about.
 */
export type YesNo = '' | 'yes' | 'no';

export interface ContactDetailsValues {
  contact_title: string;
  contact_name: string;
  contact_surname: string;
  email: string;
  confirm: string;
  phone: string;
  birth_day: string;
  birth_month: string;
  birth_year: string;
  origin: string;
  accept_marketing: boolean;
  accept_terms: boolean;
  voucher: boolean;
  current_speed: string;
  company_name: string;
  company_number: string;
  /** 'no' shows the billing address fields (decision 0270). */
  billingSameAsInstallation: YesNo;
  building_number: string;
  street_name: string;
  town: string;
  postcode: string;
  needsHelpSwitchingProvider: YesNo;
  rcpid: string;
  currentProvider: string;
  wantsToRetainExistingLandline: YesNo;
  landlineNumber: string;
  /** One Touch Switch details (decision 0291): asked once a listed provider is chosen. */
  providerAccountNumber: string;
  ceaseLandline: YesNo;
  ceaseLandlineNumber: string;
  hasAlternativeContactMethod: YesNo;
  hasHealthcareOrMedicalAlarm: YesNo;
  confirmResponsibility: YesNo;
  /** Pre-orders only: set up the Direct Debit now (PREORDERDDSDU/MDU) or later (PREORDER). */
  directDebitNow: YesNo;
}

export const EMPTY_CONTACT_DETAILS: ContactDetailsValues = {
  contact_title: '',
  contact_name: '',
  contact_surname: '',
  email: '',
  confirm: '',
  phone: '',
  birth_day: '',
  birth_month: '',
  birth_year: '',
  origin: '',
  accept_marketing: false,
  accept_terms: false,
  voucher: false,
  current_speed: '',
  company_name: '',
  company_number: '',
  billingSameAsInstallation: 'yes',
  building_number: '',
  street_name: '',
  town: '',
  postcode: '',
  needsHelpSwitchingProvider: '',
  rcpid: '',
  currentProvider: '',
  wantsToRetainExistingLandline: '',
  landlineNumber: '',
  providerAccountNumber: '',
  ceaseLandline: '',
  ceaseLandlineNumber: '',
  hasAlternativeContactMethod: '',
  hasHealthcareOrMedicalAlarm: '',
  confirmResponsibility: '',
  directDebitNow: '',
};

export interface ContactDetailsOptions {
  /** The UK day today, 'YYYY-MM-DD'. */
  today: string;
  business: boolean;
  hasHomePhoneAddon: boolean;
  preorder: boolean;
}

const answer = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');
const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The three date boxes as 'YYYY-MM-DD' (blank when all are blank; a wrong box stays wrong). */
export function birthdateOf(
  values: Pick<ContactDetailsValues, 'birth_day' | 'birth_month' | 'birth_year'>,
): string {
  const day = values.birth_day.trim();
  const month = values.birth_month.trim();
  const year = values.birth_year.trim();
  if (!day && !month && !year) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** What createCheckoutContactSchema reads. */
export function toContactInput(values: ContactDetailsValues, options: ContactDetailsOptions) {
  const extraAddress = values.billingSameAsInstallation === 'no';
  return {
    contact_title: values.contact_title,
    contact_name: values.contact_name,
    contact_surname: values.contact_surname,
    email: values.email,
    confirm: values.confirm,
    phone: values.phone,
    birthdate: birthdateOf(values),
    origin: values.origin === '' ? undefined : { value: values.origin },
    accept_marketing: values.accept_marketing,
    accept_terms: values.accept_terms,
    voucher: values.voucher,
    current_speed: blankToUndefined(values.current_speed),
    company_name: options.business ? blankToUndefined(values.company_name) : undefined,
    company_number: options.business ? blankToUndefined(values.company_number) : undefined,
    building_number: extraAddress ? blankToUndefined(values.building_number) : undefined,
    street_name: extraAddress ? blankToUndefined(values.street_name) : undefined,
    town: extraAddress ? blankToUndefined(values.town) : undefined,
    postcode: extraAddress ? blankToUndefined(values.postcode) : undefined,
  };
}

/** What createCheckoutAdditionalSchema reads. */
export function toAdditionalInput(
  values: ContactDetailsValues,
  options: Pick<ContactDetailsOptions, 'hasHomePhoneAddon'>,
) {
  const switching = answer(values.needsHelpSwitchingProvider);
  const keepLandline = options.hasHomePhoneAddon ? answer(values.wantsToRetainExistingLandline) : undefined;
  return {
    needsHelpSwitchingProvider: switching,
    wantsToRetainExistingLandline: keepLandline,
    hasAlternativeContactMethod: answer(values.hasAlternativeContactMethod),
    hasHealthcareOrMedicalAlarm: answer(values.hasHealthcareOrMedicalAlarm),
    confirmResponsibility: answer(values.confirmResponsibility),
    landlineNumber: keepLandline ? values.landlineNumber : undefined,
    currentProvider: values.currentProvider,
    rcpid: switching ? blankToUndefined(values.rcpid) : undefined,
  };
}

/**
 * Whether the One Touch Switch details are asked: switching help with a provider chosen from the
 * list (so there is an RCPID to match at). With a home phone in the basket the cease question waits
 * for a 'no' to keeping the number, since a kept number is ported instead.
 */
export function switchAnswersOptions(
  values: Pick<
    ContactDetailsValues,
    'needsHelpSwitchingProvider' | 'rcpid' | 'wantsToRetainExistingLandline'
  >,
  options: Pick<ContactDetailsOptions, 'hasHomePhoneAddon'>,
) {
  return {
    asked: values.needsHelpSwitchingProvider === 'yes' && values.rcpid.trim() !== '',
    keepingLandline: options.hasHomePhoneAddon && values.wantsToRetainExistingLandline !== 'no',
  };
}

/** What createSwitchAnswersSchema reads. */
export function toSwitchAnswersInput(values: ContactDetailsValues) {
  return {
    providerAccountNumber: values.providerAccountNumber,
    ceaseLandline: answer(values.ceaseLandline),
    ceaseLandlineNumber: values.ceaseLandlineNumber,
  };
}

/** The form field a schema issue path belongs to. */
function fieldOf(path: readonly PropertyKey[]): keyof ContactDetailsValues | null {
  const [first, second] = path.map(String);
  if (first === undefined) return null;
  if (first === 'birthdate') return 'birth_day';
  if (first === 'origin') return 'origin';
  if (first === 'additional' && second) return second as keyof ContactDetailsValues;
  return first as keyof ContactDetailsValues;
}

export type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The form field a refusal's dotted path (from the same-site route or the provider API) is about,
 * or null when the form has no such field.
 */
export function fieldOfServerPath(path: string): keyof ContactDetailsValues | null {
  if (path === 'switch_match.account_number') return 'providerAccountNumber';
  if (/^switch_match\.services\.\d+\.identifier$/.test(path)) return 'ceaseLandlineNumber';
  const name = path.replace(/^additional\./, '').replace(/^birthdate$/, 'birth_day');
  return name in EMPTY_CONTACT_DETAILS ? (name as keyof ContactDetailsValues) : null;
}

/** The first message of each field, in the order the schemas report them. */
export function errorsByField(issues: readonly Issue[]): Partial<Record<keyof ContactDetailsValues, string>> {
  const errors: Partial<Record<keyof ContactDetailsValues, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The base details (§4): everything but the additional questions. Submit stays disabled until these
 * are valid; the questions are then checked on submit with the others.
 */
export const BASE_FIELDS: ReadonlyArray<keyof ContactDetailsValues> = [
  'contact_title',
  'contact_name',
  'contact_surname',
  'email',
  'confirm',
  'phone',
  'birth_day',
  'origin',
  'accept_terms',
  'company_name',
  'company_number',
  'street_name',
  'town',
  'postcode',
  'building_number',
];
