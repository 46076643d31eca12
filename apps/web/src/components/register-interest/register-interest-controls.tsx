'use client';

import { TITLES } from '@fibre/domain/titles';
import Link from 'next/link';
import { Checkbox } from '@/components/form/checkbox';
import { EmailField } from '@/components/form/email-field';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { SiteForm } from '@/components/form/use-site-form';
import type { RegisterInterestValues } from './register-interest-values';

/**
 * The register-interest form's questions (content-and-api.md §3, §5): title, first name, surname,
 * e-mail, phone, the terms and the optional marketing box, each on the form's one hook, so a
 * message shows once its field is left and nothing moves under the tap that left it.
 */
export function RegisterInterestControls({
  site,
  disabled,
}: {
  site: SiteForm<RegisterInterestValues>;
  /** Waiting or sending: every control is disabled. */
  disabled: boolean;
}) {
  return (
    <>
      <SelectField
        label="Title"
        placeholder="Choose your option"
        options={TITLES}
        required
        disabled={disabled}
        {...site.field('contact_title')}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        disabled={disabled}
        {...site.field('contact_name')}
      />
      <TextField
        label="Surname"
        autoComplete="family-name"
        required
        disabled={disabled}
        {...site.field('contact_surname')}
      />
      <EmailField label="Email" required disabled={disabled} {...site.field('email')} />
      <PhoneField label="Phone" required disabled={disabled} {...site.field('phone')} />
      <Checkbox
        label={
          <>
            I agree to{' '}
            <Link href="/legal" className="font-semibold text-brand-700 underline underline-offset-2">
              Terms &amp; Conditions
            </Link>
          </>
        }
        required
        disabled={disabled}
        {...site.field('accept_terms')}
      />
      <Checkbox
        label="Keep me up to date with offers and news by e-mail (optional)"
        disabled={disabled}
        {...site.field('accept_marketing')}
      />
    </>
  );
}
