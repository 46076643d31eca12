'use client';

import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { journeyContext, planAddressType, routeAfterAddressChoice } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { rememberInterestAddress } from '@/state/register-interest-storage';
import { markUprnChecked, refreshAddress } from './address-lookup';

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The `product` carried in the page's URL, if it is a product id. */
function productFromUrl(): number | null {
  const value = new URLSearchParams(window.location.search).get('product');
  const id = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What happens once an address is chosen (ordering-journey.md §4 'Routing after an address is
 * chosen'): its coverage is fetched fresh, its uprn recorded as checked, and after the routing
 * pause the domain's routing decides where to go, whether the basket is cleared and whether the
 * address is kept as confirmed: one that can be ordered now, or pre-ordered from its area page
 * (decision 0260), where the pre-order plans and the checkout read it. A second choice while one is
 * under way is ignored.
 */
export function useAddressChoice(
  registerInterestAreas: readonly RegisterInterestArea[],
  alternatePath: boolean,
) {
  const journey = useJourney();
  const router = useRouter();
  const [chosen, setChosen] = useState<AddressItem | null>(null);

  async function choose(item: AddressItem) {
    if (chosen) return;
    setChosen(item);
    const address = await refreshAddress(item);
    await markUprnChecked(address.uprn);
    await delay(TIMINGS_MS.routingDelay);
    const route = routeAfterAddressChoice({
      address,
      registerInterestAreas,
      context: journeyContext({
        basket: journey.basket,
        checkoutSkipTo: journey.checkoutSkipTo,
        productId: productFromUrl(),
      }),
      alternatePath,
    });
    if (route.clearBasket) journey.dispatchBasket({ type: 'clear' });
    // Where nothing can be ordered now, the register-interest form sends this address (decision 0362).
    const cannotOrderNow = ['unavailable', 'register-interest', 'preorder'].includes(route.outcome);
    rememberInterestAddress(cannotOrderNow ? address : null);
    if (route.confirmAddress) {
      journey.confirmAddress(address);
      journey.setAddressType(planAddressType(address.address_type));
    }
    router.push(route.url);
  }

  return { chosen, choose, forget: () => setChosen(null) };
}
