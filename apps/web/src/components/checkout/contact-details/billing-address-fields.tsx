'use client';

import { RadioGroup } from '@/components/form/radio-group';
import { TextField } from '@/components/form/text-field';
import { type ContactDetailsForm, YES_NO } from './contact-details-controls';

/** Whether the bill goes to the installation address; 'no' asks for the other one (decision 0270). */
export function BillingAddressFields({ site }: { site: ContactDetailsForm }) {
  return (
    <>
      <RadioGroup
        legend="Is your billing address the same as your installation address?"
        options={YES_NO}
        inline
        {...site.field('billingSameAsInstallation')}
      />
      {site.values.billingSameAsInstallation === 'no' && (
        <fieldset className="space-y-6 border-l-4 border-slate-300 pl-4">
          <legend className="text-lg font-bold text-slate-900">Billing address</legend>
          <TextField
            label="Building number or name (optional)"
            autoComplete="address-line1"
            {...site.field('building_number')}
          />
          <TextField label="Street" autoComplete="address-line2" {...site.field('street_name')} />
          <TextField
            label="Town or city"
            autoComplete="address-level2"
            className="w-72"
            {...site.field('town')}
          />
          <TextField
            label="Postcode"
            autoComplete="postal-code"
            className="w-40 uppercase"
            {...site.field('postcode')}
          />
        </fieldset>
      )}
    </>
  );
}
