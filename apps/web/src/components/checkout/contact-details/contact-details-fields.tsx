'use client';

import { CURRENT_SPEED_OPTIONS, ORIGIN_CODES, ORIGIN_LABELS, TITLES } from '@fibre/domain/constants';
import { Checkbox } from '@/components/form/checkbox';
import { DateInput } from '@/components/form/date-input';
import { EmailField } from '@/components/form/email-field';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { BillingAddressFields } from './billing-address-fields';
import { CONTACT_DETAILS_FIELD_IDS, type ContactDetailsForm } from './contact-details-controls';

interface FieldsProps {
  site: ContactDetailsForm;
  business: boolean;
  /** Plain mode changes an order: the e-mail it was placed with stays (decision 0200). */
  emailLocked: boolean;
}

/** The customer fields of ordering-journey.md §3, GOV.UK style, each with its own label and message. */
export function ContactDetailsFields({ site, business, emailLocked }: FieldsProps) {
  return (
    <div className="space-y-6">
      {business && <CompanyFields site={site} />}
      <NameFields site={site} />
      <ReachFields site={site} emailLocked={emailLocked} />
      <DateInput
        id="birthdate"
        legend="Date of birth"
        hint="You must be 18 or over to order. For example, 27 3 1985"
        birthday
        error={site.errorOf('birth_day')}
        parts={{
          day: site.register('birth_day'),
          month: site.register('birth_month'),
          year: site.register('birth_year'),
        }}
      />
      <SelectField
        label="How did you hear about us?"
        placeholder="Please select an option"
        options={ORIGIN_CODES.map((code) => ({ value: code, label: ORIGIN_LABELS[code] }))}
        {...site.field('origin')}
      />
      <SelectField
        label="Your current broadband speed (optional)"
        placeholder="I don't know"
        options={CURRENT_SPEED_OPTIONS}
        {...site.field('current_speed')}
      />
      <BillingAddressFields site={site} />
      <ConsentBoxes site={site} />
    </div>
  );
}

function CompanyFields({ site }: { site: ContactDetailsForm }) {
  return (
    <>
      <TextField label="Company name" autoComplete="organization" {...site.field('company_name')} />
      <TextField
        label="Company number (optional)"
        hint="The 8 characters Companies House gave your company, for example 01234567 or SC123456"
        className="w-48"
        {...site.field('company_number')}
      />
    </>
  );
}

function NameFields({ site }: { site: ContactDetailsForm }) {
  return (
    <>
      <SelectField
        label="Title"
        placeholder="Please select an option"
        options={TITLES}
        autoComplete="honorific-prefix"
        {...site.field('contact_title')}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        spellCheck={false}
        {...site.field('contact_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        spellCheck={false}
        {...site.field('contact_surname')}
      />
    </>
  );
}

/** The e-mail (twice) and the phone: how the provider reaches the customer. */
function ReachFields({ site, emailLocked }: { site: ContactDetailsForm; emailLocked: boolean }) {
  // 'Emails do not match' is about the e-mail too: it follows the e-mail once the confirmation was left.
  const emailRegistration = site.register('email', { deps: ['confirm'] });
  return (
    <>
      <EmailField
        label="Email address"
        hint={
          emailLocked
            ? 'Your order is linked to this address. To use another, call us.'
            : "We'll send your order confirmation here"
        }
        readOnly={emailLocked}
        id={CONTACT_DETAILS_FIELD_IDS.email}
        error={site.errorOf('email')}
        {...emailRegistration}
      />
      <EmailField label="Confirm email address" readOnly={emailLocked} {...site.field('confirm')} />
      <PhoneField
        label="Phone number"
        hint="For international numbers include the country code, for example +44 7700 900 982"
        className="w-64"
        {...site.field('phone')}
      />
    </>
  );
}

function ConsentBoxes({ site }: { site: ContactDetailsForm }) {
  return (
    <>
      <Checkbox label="I have a voucher or referral to redeem" {...site.field('voucher')} />
      <Checkbox
        label="Sign me up for news and offers by e-mail (optional; you can unsubscribe at any time)"
        {...site.field('accept_marketing')}
      />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <a href="/legal" className="underline underline-offset-2" target="_blank" rel="noopener">
              terms and conditions (opens in a new tab)
            </a>
          </>
        }
        {...site.field('accept_terms')}
      />
    </>
  );
}
