'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { AddressListbox } from './address-listbox';
import { AddressNotListedLink } from './address-not-listed-link';
import { ChosenAddress } from './chosen-address';
import { FinderStatus } from './finder-status';
import { PostcodeComboboxForm } from './postcode-combobox-form';
import { useAddressFinder } from './use-address-finder';

export interface AddressFinderProps {
  registerInterestAreas: readonly RegisterInterestArea[];
  /** The feature flag that alternates the normal path with /ots. */
  alternatePath: boolean;
}

/**
 * The postcode finder (ordering-journey.md §2 and §4): a combobox whose list holds the addresses of
 * the postcode. Focus stays in the input; Up and Down move the highlight, Enter chooses (the only
 * address when there is one), and a click chooses too. Once an address is chosen the postcode is
 * locked until 'Change postcode'.
 */
export function AddressFinder({ registerInterestAreas, alternatePath }: AddressFinderProps) {
  const finder = useAddressFinder(registerInterestAreas, alternatePath);
  const { lookup, chosen } = finder;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PostcodeComboboxForm
        inputRef={finder.inputRef}
        busy={lookup.status === 'loading'}
        locked={chosen !== null}
        listShown={finder.listShown}
        highlighted={finder.highlighted}
        showChange={finder.showChange}
        rateLimitMessage={finder.rateLimitMessage}
        onSubmit={finder.onSubmit}
        onPostcodeChange={finder.onPostcodeChange}
        onKeyDown={finder.onKeyDown}
        onChangePostcode={finder.changePostcode}
      />
      <FinderStatus lookup={lookup} chosen={chosen} rateLimitMessage={finder.rateLimitMessage} />
      <AddressListbox
        postcode={lookup.status === 'found' ? lookup.postcode : null}
        addresses={finder.addresses}
        shown={finder.listShown}
        highlighted={finder.highlighted}
        onChoose={(address) => void finder.choose(address)}
        onHighlight={finder.setHighlighted}
      />
      {lookup.status === 'found' && chosen === null && <AddressNotListedLink postcode={lookup.postcode} />}
      {chosen && <ChosenAddress address={chosen.address} className="mt-2" />}
    </div>
  );
}
