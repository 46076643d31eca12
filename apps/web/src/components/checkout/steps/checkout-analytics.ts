import type { BasketState } from '@fibre/domain/basket-state';
import type { CampaignParams } from '@fibre/domain/campaign-params';
import type { PlanAddressType } from '@fibre/domain/constants';
import { poundsFromPence } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import type { CheckoutState } from '@fibre/domain/stored-state';
import { basketAnalyticsParams } from '@/components/basket/basket-analytics';

/**
 * The checkout steps' analytics parameters (content-and-api.md §7): add_shipping_info and
 * add_payment_info carry the basket's parameters with the step's own; purchase carries the order's
 * OrderID, OrderValue, ProductType, Extras, OrderStatus, OrderLocation, CommissionGroup, PromoCodes
 * and AWC. An affiliate click (awin's awc or tradedoubler's _dtt cookie, or a checkout already in
 * the OTHERAFF channel) makes the channel OTHERAFF (§9); anything else is WEB.
 */

export function affiliateCookies(cookieHeader: string): { awc: string | null; dtt: string | null } {
  const read = (name: string) => {
    for (const part of cookieHeader.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) {
        const value = rest.join('=');
        return value === '' ? null : decodeURIComponent(value);
      }
    }
    return null;
  };
  return { awc: read('awc'), dtt: read('_dtt') };
}

export function checkoutChannel(
  current: CheckoutState['channel'],
  cookies: { awc: string | null; dtt: string | null },
): CheckoutState['channel'] {
  return current === 'OTHERAFF' || cookies.awc !== null || cookies.dtt !== null ? 'OTHERAFF' : 'WEB';
}

export function shippingInfoParams(
  basket: BasketState,
  products: readonly Product[],
  slot: { day: string; time: string; label: string },
): Record<string, unknown> {
  return {
    ...basketAnalyticsParams(basket, products),
    shipping_tier: 'Engineer installation',
    installation_date: slot.day,
    installation_slot: slot.time,
  };
}

export function paymentInfoParams(
  basket: BasketState,
  products: readonly Product[],
): Record<string, unknown> {
  return { ...basketAnalyticsParams(basket, products), payment_type: 'Direct Debit' };
}

export interface PurchaseInput {
  orderNumber: string;
  basket: BasketState;
  products: readonly Product[];
  action: string;
  postcode: string | null;
  addressType: PlanAddressType;
  channel: CheckoutState['channel'];
  awc: string | null;
  /** The campaign kept with the checkout (utm_*, decision 0462), sent as its own parameters. */
  analyticsParams?: CampaignParams;
}

export function purchaseParams(input: PurchaseInput): Record<string, unknown> {
  const { basket, products } = input;
  const byId = (id: number | null) => products.find((product) => product.id_product === id);
  const plan = byId(basket.basketItem);
  const extras = basket.addons.flatMap((id) => {
    const addon = byId(id);
    return addon ? [addon.display_name ?? addon.name] : [];
  });
  const value = basket.monthlyPriceCalculated === null ? 0 : poundsFromPence(basket.monthlyPriceCalculated);
  return {
    ...input.analyticsParams,
    ...basketAnalyticsParams(basket, products),
    transaction_id: input.orderNumber,
    channel: input.channel,
    OrderID: input.orderNumber,
    OrderValue: value,
    ProductType: plan ? (plan.display_name ?? plan.name) : 'unknown',
    Extras: extras.join(','),
    OrderStatus: input.action,
    OrderLocation: input.postcode ?? '',
    CommissionGroup: `${input.channel}_${input.addressType}`,
    PromoCodes: basket.promoCodes.map((promotion) => promotion.code).join(','),
    AWC: input.awc ?? '',
  };
}
