import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/link-button';

export interface HeroAddressChoiceFormProps {
  selectId: string;
  /** The label's colour for the hero's tone. */
  textClass: string;
  addresses: readonly AddressItem[];
  /** The picked address's index in `addresses`, or '' before one is picked. */
  choice: string;
  checking: boolean;
  onChoiceChange: (choice: string) => void;
  onCheck: (event: FormEvent<HTMLFormElement>) => void;
}

/** The hero checker's list of the postcode's addresses, as a select, and 'Check address'. */
export function HeroAddressChoiceForm({
  selectId,
  textClass,
  addresses,
  choice,
  checking,
  onChoiceChange,
  onCheck,
}: HeroAddressChoiceFormProps) {
  return (
    <form onSubmit={onCheck} className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:flex-1">
        <label htmlFor={selectId} className={`block font-semibold ${textClass}`}>
          Choose your address
        </label>
        <select
          id={selectId}
          value={choice}
          required
          onChange={(event) => onChoiceChange(event.target.value)}
          className="mt-2 min-h-12 w-full rounded-md border-2 border-slate-500 bg-white px-3 text-slate-900"
        >
          <option value="">Choose your option</option>
          {addresses.map((address, index) => (
            <option key={address.uprn ?? `${address.address}-${index}`} value={String(index)}>
              {address.address}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={choice === '' || checking}>
        Check address
      </Button>
    </form>
  );
}
