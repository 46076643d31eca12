import { describe, expect, it } from 'vitest';
import { validateContactDetails } from './contact-details-rules';
import {
  birthdateOf,
  type ContactDetailsOptions,
  type ContactDetailsValues,
  EMPTY_CONTACT_DETAILS,
  fieldOfServerPath,
} from './contact-details-values';

const OPTIONS: ContactDetailsOptions = {
  today: '2026-11-23',
  business: false,
  hasHomePhoneAddon: false,
  preorder: false,
};

const FILLED: ContactDetailsValues = {
  ...EMPTY_CONTACT_DETAILS,
  contact_title: 'MS',
  contact_name: 'Ada',
  contact_surname: 'Lovelace',
  email: 'ada@example.com',
  confirm: 'ada@example.com',
  phone: '07700 900123',
  birth_day: '10',
  birth_month: '12',
  birth_year: '1985',
  origin: 'TV',
  accept_terms: true,
  needsHelpSwitchingProvider: 'no',
  currentProvider: 'Old Broadband Ltd',
  hasAlternativeContactMethod: 'yes',
  hasHealthcareOrMedicalAlarm: 'no',
  confirmResponsibility: 'yes',
};

describe('validateContactDetails', () => {
  it('passes a complete form', () => {
    expect(validateContactDetails(FILLED, OPTIONS)).toEqual({});
  });

  it('gives every §5 message of an empty form on the field it is about', () => {
    const errors = validateContactDetails(EMPTY_CONTACT_DETAILS, OPTIONS);
    expect(errors).toMatchObject({
      contact_title: 'Please enter your details',
      contact_name: 'Field is required',
      contact_surname: 'Field is required',
      email: 'Please enter your details',
      phone: 'Please enter your details',
      birth_day: 'Please enter your details',
      origin: 'Field is required',
      needsHelpSwitchingProvider: 'Please select an option',
      hasHealthcareOrMedicalAlarm: 'Please select an option',
      currentProvider: 'Field is required',
    });
  });

  it.each([
    [{ email: 'ada@' }, 'email', 'Email is invalid'],
    [{ confirm: 'other@example.com' }, 'confirm', 'Emails do not match'],
    [{ phone: '12345' }, 'phone', 'Phone is invalid'],
    [{ birth_year: '1899' }, 'birth_day', 'Please enter a valid date'],
    [{ birth_day: '31', birth_month: '2' }, 'birth_day', 'Please enter a valid date'],
    [{ birth_year: '2010' }, 'birth_day', 'Please confirm that you are at least 18 years old'],
    [
      { hasHealthcareOrMedicalAlarm: 'yes' },
      'hasHealthcareOrMedicalAlarm',
      "Sorry, you can't progress with your online order",
    ],
    [{ needsHelpSwitchingProvider: 'yes', rcpid: '' }, 'currentProvider', 'Field is required'],
  ] as const)('%j says %s: %s', (change, field, message) => {
    expect(validateContactDetails({ ...FILLED, ...change }, OPTIONS)[field]).toBe(message);
  });

  it('asks the landline questions only with a home phone in the basket', () => {
    expect(
      validateContactDetails(FILLED, { ...OPTIONS, hasHomePhoneAddon: true }).wantsToRetainExistingLandline,
    ).toBe('Please select an option');
    const keeping = { ...FILLED, wantsToRetainExistingLandline: 'yes' as const, landlineNumber: '12' };
    expect(validateContactDetails(keeping, { ...OPTIONS, hasHomePhoneAddon: true }).landlineNumber).toBe(
      'Please enter a valid telephone number',
    );
    expect(
      validateContactDetails(
        { ...keeping, landlineNumber: '01632 960123' },
        { ...OPTIONS, hasHomePhoneAddon: true },
      ),
    ).toEqual({});
  });

  it('asks about a landline to stop once switching from a listed provider, unless one is kept', () => {
    const switching = {
      ...FILLED,
      needsHelpSwitchingProvider: 'yes' as const,
      rcpid: 'RCP-BT',
      currentProvider: 'BT',
    };
    expect(validateContactDetails(switching, OPTIONS).ceaseLandline).toBe('Please select an option');
    expect(
      validateContactDetails({ ...switching, ceaseLandline: 'yes', ceaseLandlineNumber: '0770' }, OPTIONS)
        .ceaseLandlineNumber,
    ).toBe('Please enter a valid telephone number');
    expect(
      validateContactDetails(
        {
          ...switching,
          ceaseLandline: 'yes',
          ceaseLandlineNumber: '01632 960456',
          providerAccountNumber: 'BT 123',
        },
        OPTIONS,
      ),
    ).toEqual({});
    expect(
      validateContactDetails({ ...switching, providerAccountNumber: 'BT#1', ceaseLandline: 'no' }, OPTIONS)
        .providerAccountNumber,
    ).toBe('Enter an account number using only letters, numbers, hyphens and underscores');
    // With a home phone the question waits for a 'no' to keeping the number, which is ported instead.
    const homePhone = { ...OPTIONS, hasHomePhoneAddon: true };
    const kept = {
      ...switching,
      wantsToRetainExistingLandline: 'yes' as const,
      landlineNumber: '01632 960123',
    };
    expect(validateContactDetails(kept, homePhone)).toEqual({});
    expect(
      validateContactDetails({ ...kept, wantsToRetainExistingLandline: 'no' }, homePhone).ceaseLandline,
    ).toBe('Please select an option');
    // Free-text providers (no RCPID) cannot be matched, so nothing more is asked.
    expect(validateContactDetails({ ...FILLED, needsHelpSwitchingProvider: 'no' }, OPTIONS)).toEqual({});
  });

  it('puts a refusal of the switch details on the question it is about', () => {
    expect(fieldOfServerPath('switch_match.account_number')).toBe('providerAccountNumber');
    expect(fieldOfServerPath('switch_match.services.1.identifier')).toBe('ceaseLandlineNumber');
    expect(fieldOfServerPath('additional.landlineNumber')).toBe('landlineNumber');
    expect(fieldOfServerPath('birthdate')).toBe('birth_day');
    expect(fieldOfServerPath('switch_match.brand')).toBeNull();
  });

  it('asks company and billing fields only when they apply, and the Direct Debit choice for a pre-order', () => {
    expect(validateContactDetails(FILLED, { ...OPTIONS, business: true }).company_name).toBe(
      'Please enter your details',
    );
    const billing = validateContactDetails({ ...FILLED, billingSameAsInstallation: 'no' }, OPTIONS);
    expect(billing).toMatchObject({
      street_name: 'Please enter your details',
      town: 'Please enter your details',
    });
    expect(validateContactDetails(FILLED, { ...OPTIONS, preorder: true }).directDebitNow).toBe(
      'Please select an option',
    );
  });
});

describe('birthdateOf', () => {
  it('builds the birthdate from the boxes', () => {
    expect(birthdateOf({ birth_day: '1', birth_month: '2', birth_year: '1990' })).toBe('1990-02-01');
    expect(birthdateOf({ birth_day: '', birth_month: '', birth_year: '' })).toBe('');
  });
});
