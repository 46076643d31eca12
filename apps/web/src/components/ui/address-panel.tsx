import { TextLink } from './link-button';

/** The address as one line, with its postcode added when the address text does not already carry it. */
export function addressLine(address: string, postcode?: string | null): string {
  return postcode && !address.includes(postcode) ? `${address}, ${postcode}` : address;
}

export interface AddressPanelProps {
  /** Names the panel: 'Installation address', 'Your address'. */
  title: string;
  /** The address as the visitor chose it (see addressLine); null before one is chosen. */
  address: string | null;
  /** Clears the chosen address and goes back to the finder; the caller owns the journey state. */
  onChange: () => void;
  /** The level of the panel's heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** Unique in the page: the address line's test id, and with '-heading' its heading's id. */
  id?: string;
}

/**
 * The chosen address in a box with its Change button (the checkout and the property check). The
 * button's name is 'Change address' for assistive tech, 'Change' on screen. Before an address is
 * chosen it says so and links to the finder.
 */
export function AddressPanel({
  title,
  address,
  onChange,
  headingLevel = 3,
  id = 'address-panel',
}: AddressPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-slate-200 p-5">
      <Heading id={headingId} className="font-semibold text-slate-900">
        {title}
      </Heading>
      {address === null ? (
        <div className="mt-2">
          <p className="text-slate-700">You have not chosen an address yet.</p>
          <TextLink href="/address-finder" className="mt-3 inline-block">
            Find your address
          </TextLink>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg text-slate-900" data-testid={id}>
            {address}
          </p>
          <button
            type="button"
            onClick={onChange}
            className="rounded-md border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Change<span className="sr-only"> address</span>
          </button>
        </div>
      )}
    </section>
  );
}
