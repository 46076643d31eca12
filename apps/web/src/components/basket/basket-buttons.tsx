'use client';

import type { Product } from '@fibre/domain/schemas/product';
import { plansPath, SITE_PATHS } from '@fibre/domain/site-paths';
import { usePathname, useRouter } from 'next/navigation';
import { useJourney } from '@/state/journey-store';
import { buttonClass } from '../ui/link-button';
import { trackBasketEvent } from './basket-events';
import { continueToCheckoutUrl } from './checkout-route';

export interface BasketButtonsProps {
  products: readonly Product[];
  alternatePath: boolean;
  /** Called before navigating (the popup closes itself). */
  onNavigate?: () => void;
}

/** The basket's 'Continue to Checkout' and 'Reset selection' (ordering-journey.md §2). */
export function BasketButtons({ products, alternatePath, onNavigate }: BasketButtonsProps) {
  const journey = useJourney();
  const router = useRouter();
  const pathname = usePathname();
  if (!journey.hydrated || journey.basket.basketItem === null) return null;

  function continueToCheckout() {
    const url = continueToCheckoutUrl({
      basket: journey.basket,
      confirmedAddress: journey.address.hasConfirmedAddress ? journey.address.addressItem : null,
      checkoutSkipTo: journey.checkoutSkipTo,
      alternatePath,
      currentPath: pathname,
    });
    if (url === SITE_PATHS.checkout)
      void trackBasketEvent('begin_checkout', journey.basket, products, journey.address);
    onNavigate?.();
    router.push(url);
  }

  function resetSelection() {
    journey.dispatchBasket({ type: 'clear' });
    onNavigate?.();
    router.push(plansPath(journey.address.addressType));
  }

  return (
    <div className="mt-6 flex flex-col gap-3">
      <button type="button" onClick={continueToCheckout} className={buttonClass()}>
        Continue to Checkout
      </button>
      <button
        type="button"
        onClick={resetSelection}
        className="h-12 rounded-md border-2 border-slate-700 px-6 font-semibold text-slate-900 hover:bg-slate-50"
      >
        Reset selection
      </button>
    </div>
  );
}
