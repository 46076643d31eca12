'use client';

import { CURRENT_SPEED_OPTIONS, ORIGIN_CODES, ORIGIN_LABELS, TITLES } from '@fibre/domain/constants';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/form/checkbox';
import { DateInput } from '@/components/form/date-input';
import { RadioGroup } from '@/components/form/radio-group';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
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

interface FieldsProps {
  register: UseFormRegister<ContactDetailsValues>;
  errors: FieldErrors<ContactDetailsValues>;
  business: boolean;
  billingElsewhere: boolean;
  /** Plain mode changes an order: the e-mail it was placed with stays (decision 0200). */
  emailLocked: boolean;
}

const message = (errors: FieldErrors<ContactDetailsValues>, field: keyof ContactDetailsValues) =>
  errors[field]?.message;

/** The customer fields of ordering-journey.md §3, GOV.UK style, each with its own label and message. */
export function ContactDetailsFields({
  register,
  errors,
  business,
  billingElsewhere,
  emailLocked,
}: FieldsProps) {
  const ids = CONTACT_DETAILS_FIELD_IDS;
  return (
    <div className="space-y-6">
      {business && (
        <>
          <TextField
            id={ids.company_name}
            label="Company name"
            autoComplete="organization"
            error={message(errors, 'company_name')}
            {...register('company_name')}
          />
          <TextField
            id={ids.company_number}
            label="Company number (optional)"
            hint="The 8 characters Companies House gave your company, for example 01234567 or SC123456"
            className="w-48"
            error={message(errors, 'company_number')}
            {...register('company_number')}
          />
        </>
      )}
      <SelectField
        id={ids.contact_title}
        label="Title"
        placeholder="Please select an option"
        options={TITLES}
        autoComplete="honorific-prefix"
        error={message(errors, 'contact_title')}
        {...register('contact_title')}
      />
      <TextField
        id={ids.contact_name}
        label="First name"
        autoComplete="given-name"
        spellCheck={false}
        error={message(errors, 'contact_name')}
        {...register('contact_name')}
      />
      <TextField
        id={ids.contact_surname}
        label="Last name"
        autoComplete="family-name"
        spellCheck={false}
        error={message(errors, 'contact_surname')}
        {...register('contact_surname')}
      />
      <TextField
        id={ids.email}
        label="Email address"
        hint={
          emailLocked
            ? 'Your order is linked to this address. To use another, call us.'
            : "We'll send your order confirmation here"
        }
        type="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={emailLocked}
        error={message(errors, 'email')}
        {...register('email', { deps: ['confirm'] })}
      />
      <TextField
        id={ids.confirm}
        label="Confirm email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={emailLocked}
        error={message(errors, 'confirm')}
        {...register('confirm')}
      />
      <TextField
        id={ids.phone}
        label="Phone number"
        hint="For international numbers include the country code, for example +44 7700 900 982"
        type="tel"
        autoComplete="tel"
        className="w-64"
        error={message(errors, 'phone')}
        {...register('phone')}
      />
      <DateInput
        id="birthdate"
        legend="Date of birth"
        hint="You must be 18 or over to order. For example, 27 3 1985"
        birthday
        error={message(errors, 'birth_day')}
        parts={{
          day: register('birth_day'),
          // The date's message sits on the day box: a change to the month or year checks it again.
          month: register('birth_month', { deps: ['birth_day'] }),
          year: register('birth_year', { deps: ['birth_day'] }),
        }}
      />
      <SelectField
        id={ids.origin}
        label="How did you hear about us?"
        placeholder="Please select an option"
        options={ORIGIN_CODES.map((code) => ({ value: code, label: ORIGIN_LABELS[code] }))}
        error={message(errors, 'origin')}
        {...register('origin')}
      />
      <SelectField
        id={ids.current_speed}
        label="Your current broadband speed (optional)"
        placeholder="I don't know"
        options={CURRENT_SPEED_OPTIONS}
        error={message(errors, 'current_speed')}
        {...register('current_speed')}
      />
      <RadioGroup
        id={ids.billingSameAsInstallation}
        legend="Is your billing address the same as your installation address?"
        options={YES_NO}
        inline
        error={message(errors, 'billingSameAsInstallation')}
        {...register('billingSameAsInstallation')}
      />
      {billingElsewhere && (
        <fieldset className="space-y-6 border-l-4 border-slate-300 pl-4">
          <legend className="text-lg font-bold text-slate-900">Billing address</legend>
          <TextField
            id={ids.building_number}
            label="Building number or name (optional)"
            autoComplete="address-line1"
            error={message(errors, 'building_number')}
            {...register('building_number')}
          />
          <TextField
            id={ids.street_name}
            label="Street"
            autoComplete="address-line2"
            error={message(errors, 'street_name')}
            {...register('street_name')}
          />
          <TextField
            id={ids.town}
            label="Town or city"
            autoComplete="address-level2"
            className="w-72"
            error={message(errors, 'town')}
            {...register('town')}
          />
          <TextField
            id={ids.postcode}
            label="Postcode"
            autoComplete="postal-code"
            className="w-40 uppercase"
            error={message(errors, 'postcode')}
            {...register('postcode')}
          />
        </fieldset>
      )}
      <Checkbox
        id={ids.voucher}
        label="I have a voucher or referral to redeem"
        error={message(errors, 'voucher')}
        {...register('voucher')}
      />
      <Checkbox
        id={ids.accept_marketing}
        label="Sign me up for news and offers by e-mail (optional; you can unsubscribe at any time)"
        error={message(errors, 'accept_marketing')}
        {...register('accept_marketing')}
      />
      <Checkbox
        id={ids.accept_terms}
        label={
          <>
            I agree to the{' '}
            <a href="/legal" className="underline underline-offset-2" target="_blank" rel="noopener">
              terms and conditions (opens in a new tab)
            </a>
          </>
        }
        error={message(errors, 'accept_terms')}
        {...register('accept_terms')}
      />
    </div>
  );
}
