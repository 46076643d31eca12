'use client';

import { SITE_PATHS } from '@fibre/domain/site-paths';
import { useRouter } from 'next/navigation';
import { useJourney } from '@/state/journey-store';
import { addressLine } from '../ui/address-panel';
import { TEXT_LINK_CLASS, TextLink } from '../ui/link-button';

/**
 * The chosen address at the top of the plans (decision 0473), in one short line so the plans and
 * their prices still start in the first screen: 'Plans for <address>' with Change, which clears it
 * and goes back to the finder (ordering-journey.md §4: once eligible, the address shows with a
 * Change button). With no address chosen it links to the finder. The line's room is kept before
 * the browser's storage is read, so nothing moves when it fills in.
 */
export function PlansAddress() {
  const { hydrated, address, clearAddress } = useJourney();
  const router = useRouter();
  const item = hydrated ? address.addressItem : null;
  return (
    <div className="mt-3 min-h-7 text-slate-900 sm:text-lg" data-testid="plans-address">
      {!hydrated ? (
        // Before storage is read: the no-address line's words, unseen and unread, hold the room the
        // line will take (two lines on a phone), so the plans below do not move (decision 0653).
        <p aria-hidden="true" className="invisible">
          Check your address to see which plans you can get there.
        </p>
      ) : item ? (
        <p>
          Plans for <strong className="font-semibold">{addressLine(item.address, item.postcode)}</strong>{' '}
          <button
            type="button"
            className={`${TEXT_LINK_CLASS} ml-1`}
            onClick={() => {
              clearAddress();
              router.push(SITE_PATHS.addressFinder);
            }}
          >
            Change<span className="sr-only"> address</span>
          </button>
        </p>
      ) : (
        <p>
          <TextLink href={SITE_PATHS.addressFinder}>Check your address</TextLink> to see which plans you can
          get there.
        </p>
      )}
    </div>
  );
}
