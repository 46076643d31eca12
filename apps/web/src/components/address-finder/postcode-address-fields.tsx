import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { ControlRegistration as UseFormRegisterReturn } from '@/components/form/form-store';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';

/** A kit field's props from the form hook (`site.field(name)`). */
type HookField = UseFormRegisterReturn & { id: string; error?: string };

/**
 * A small form's postcode and address questions (call-me, refer a friend): the postcode with its
 * 'Find address' button, what the lookup found (read out, and shown when nothing was), then the
 * address chosen from the list by its uprn.
 */
export function PostcodeAddressFields({
  postcode,
  address,
  addresses,
  lookupMessage,
  onFind,
}: {
  postcode: HookField;
  address: HookField;
  addresses: readonly AddressItem[] | null;
  lookupMessage: string | null;
  onFind: () => void;
}) {
  const found = addresses !== null && addresses.length > 0;
  return (
    <>
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        {...postcode}
        suffix={
          <button type="button" className={TEXT_LINK_CLASS} onClick={onFind}>
            Find address
          </button>
        }
      />
      <p aria-live="polite" className="sr-only">
        {lookupMessage}
      </p>
      {addresses !== null && !found ? <p className="mb-4 text-slate-800">{lookupMessage}</p> : null}
      <SelectField
        label="Address"
        placeholder={found ? 'Choose your address' : 'Find your postcode first'}
        options={(addresses ?? []).map((item) => ({ value: item.uprn ?? '', label: item.address }))}
        {...address}
      />
    </>
  );
}
