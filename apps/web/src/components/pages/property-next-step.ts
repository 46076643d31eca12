import type { BasketState } from '@fibre/domain/basket-state';
import type { PlanAddressType } from '@fibre/domain/constants';
import { canPreorderAt } from '@fibre/domain/preorder-address';
import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { findRegisterInterestArea } from '@fibre/domain/register-interest-area';
import { journeyContext, nextStepWhenAvailable } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { registerInterestPath, SITE_PATHS } from '@fibre/domain/site-paths';

/**
 * Where 'Yes, continue' on /service-property-confirmation goes: where the address step would send
 * this basket. An address kept for a pre-order (decision 0260) is never sold as orderable: a plan
 * already chosen at its preorder price goes to /checkout (PREORDER mode), else the area page with
 * its pre-order plans.
 */
export function propertyNextStep(input: {
  address: AddressItem;
  addressType: PlanAddressType;
  basket: BasketState;
  checkoutSkipTo: string | null;
  registerInterestAreas: readonly RegisterInterestArea[];
}): string {
  const { address, basket } = input;
  if (canPreorderAt(address)) {
    if (basket.basketItem !== null) return SITE_PATHS.checkout;
    const area = findRegisterInterestArea(input.registerInterestAreas, address.postcode);
    return area ? registerInterestPath(area.slug, 'RES') : SITE_PATHS.addressFinder;
  }
  return nextStepWhenAvailable(
    journeyContext({ basket, checkoutSkipTo: input.checkoutSkipTo }),
    input.addressType,
    false,
  );
}
