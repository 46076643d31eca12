import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { PostcodeAddressFields } from '@/components/address-finder/postcode-address-fields';
import { EmailField } from '@/components/form/email-field';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { SiteForm } from '@/components/form/use-site-form';
import type { CallMeValues } from './call-me-fields';

/**
 * The call-me form's questions, each on the form hook: name, e-mail, phone, the address found by
 * postcode, and the current provider (a list from GET /ots/providers, a text box when none could
 * be read).
 */
export function CallMeInputs({
  site,
  providers,
  addresses,
  lookupMessage,
  onFind,
}: {
  site: SiteForm<CallMeValues>;
  providers: readonly string[];
  addresses: readonly AddressItem[] | null;
  lookupMessage: string | null;
  onFind: () => void;
}) {
  return (
    <>
      <TextField label="First name" autoComplete="given-name" {...site.field('contact_name')} />
      <TextField label="Last name" autoComplete="family-name" {...site.field('contact_surname')} />
      <EmailField label="Email" {...site.field('email')} />
      <PhoneField label="Phone number" {...site.field('phone')} />
      <PostcodeAddressFields
        postcode={site.field('postcode')}
        address={site.field('address')}
        addresses={addresses}
        lookupMessage={lookupMessage}
        onFind={onFind}
      />
      {providers.length > 0 ? (
        <SelectField
          label="Your current provider"
          placeholder="Choose your option"
          options={providers.map((name) => ({ value: name, label: name }))}
          {...site.field('current_provider')}
        />
      ) : (
        <TextField label="Your current provider" {...site.field('current_provider')} />
      )}
    </>
  );
}
