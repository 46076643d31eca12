import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { ADDRESS_LISTBOX_ID, addressOptionId } from './address-finder-ids';

export interface AddressListboxProps {
  /** The postcode the addresses are at, once found (the list's name). */
  postcode: string | null;
  addresses: readonly AddressItem[];
  shown: boolean;
  highlighted: number;
  onChoose: (address: AddressItem) => void;
  onHighlight: (index: number) => void;
}

/** The finder's list of the postcode's addresses, controlled by the postcode combobox. */
export function AddressListbox({
  postcode,
  addresses,
  shown,
  highlighted,
  onChoose,
  onHighlight,
}: AddressListboxProps) {
  return (
    <div
      id={ADDRESS_LISTBOX_ID}
      role="listbox"
      aria-label={postcode !== null ? `Addresses at ${postcode}` : 'Addresses'}
      hidden={!shown}
      className="mt-2 max-h-96 overflow-y-auto rounded-md border-2 border-slate-300"
    >
      {shown &&
        addresses.map((address, index) => (
          // The combobox owns the keyboard (focus stays in the input), so options only need a click.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
          <div
            key={address.uprn ?? `${address.address}-${index}`}
            id={addressOptionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === highlighted}
            onClick={() => onChoose(address)}
            onMouseMove={() => onHighlight(index)}
            className="cursor-pointer border-b border-slate-200 px-4 py-3 last:border-b-0 aria-selected:bg-brand-100 aria-selected:font-semibold"
          >
            {address.address}
          </div>
        ))}
    </div>
  );
}
