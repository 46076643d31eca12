'use client';

import { addonProceedPath } from '@fibre/domain/choice-routing';
import { formatPrice } from '@fibre/domain/money';
import { offeredAddons } from '@fibre/domain/package-filter';
import { basePlanPrice } from '@fibre/domain/pricing';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';
import { useRouter } from 'next/navigation';
import { AddonCard } from '@/components/extras/addon-card';
import { NO_ADDONS_MESSAGE } from '@/components/extras/extras-chooser';
import { buttonClass } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';

/**
 * The add-on chooser's browser part (§4 'Add-on'): each offered add-on toggles between
 * 'Add to basket' and 'Selected', its id kept in the basket's add-ons list; none offered shows
 * 'No addons available'. Proceed goes to /service-property-confirmation with a chosen address,
 * else to /address-finder (§2). Prices are the domain's, for the visitor's address type.
 */
export function AddonChooser({
  products,
  productIds,
  proceedLabel,
}: {
  products: readonly Product[];
  productIds: readonly number[];
  proceedLabel: string;
}) {
  const journey = useJourney();
  const router = useRouter();
  const addressType = journey.address.addressType;
  const addons = offeredAddons(products, { productIds, addressType });
  const hasChosenAddress = journey.address.hasConfirmedAddress && journey.address.addressItem !== null;

  if (addons.length === 0) return <p className="text-lg text-slate-700">{NO_ADDONS_MESSAGE}</p>;

  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {addons.map((addon) => (
          <li key={addon.id_product} className="flex">
            <AddonCard
              addon={addon}
              priceText={formatPrice(basePlanPrice(addon, addressType))}
              vatSuffix={vatSuffix(vatBasisFor(addressType))}
              selected={journey.hydrated && journey.basket.addons.includes(addon.id_product)}
              // Until the stored basket is read a click would toggle the wrong list.
              disabled={!journey.hydrated}
              onToggle={() => journey.dispatchBasket({ type: 'toggleAddon', addonId: addon.id_product })}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={!journey.hydrated}
        onClick={() => router.push(addonProceedPath(hasChosenAddress))}
        className={buttonClass('primary', 'mt-8 px-8')}
      >
        {proceedLabel}
      </button>
    </div>
  );
}
