import { ADDRESS_NOT_LISTED_PATH } from '@fibre/domain/site-paths';
import Link from 'next/link';
import { TEXT_LINK_CLASS } from '../ui/link-button';

/**
 * 'I can't find my address', under the finder's list (decision 0685): after the list in the page's
 * order, so Tab reaches it straight from the postcode box while the list is open.
 */
export function AddressNotListedLink({ postcode }: { postcode: string }) {
  return (
    <p className="mt-3">
      <Link
        href={`${ADDRESS_NOT_LISTED_PATH}?postcode=${encodeURIComponent(postcode)}`}
        className={TEXT_LINK_CLASS}
        data-testid="address-not-listed-link"
      >
        I can&rsquo;t find my address
      </Link>
    </p>
  );
}
