import 'server-only';
import { type PlacedOrderFigures, placedOrderFigures } from '@fibre/domain/placed-order-figures';
import type { PreorderContext } from '@fibre/domain/preorder-pricing';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import { isProviderError, orNull } from '@fibre/provider-client';
import { getProducts } from './catalogue';
import { provider } from './provider';

/**
 * What the order page shows (issue 23, decision 0651), read for the order this browser proved on
 * Find my order: the provider's order view (the system of record), and the money worked out by the
 * domain from the catalogue, as the review worked it out. The catalogue or the promotions failing
 * leaves the figures out, never the order.
 */
export type YourOrderRead =
  | { kind: 'ready'; order: OrderView; figures: PlacedOrderFigures }
  /** The provider has no placed order with this number (the cookie outlived it): start again. */
  | { kind: 'gone' }
  /** The provider could not be read. */
  | { kind: 'failed' };

export async function readYourOrder(code: string): Promise<YourOrderRead> {
  let order: OrderView | null;
  try {
    order = await provider().findOrder(code);
  } catch (error) {
    if (isProviderError(error)) return { kind: 'failed' };
    throw error;
  }
  if (order === null) return { kind: 'gone' };
  const [products, promotions, preorder] = await Promise.all([
    getProducts(),
    orNull(provider().getActivePromotions()),
    preorderContext(order),
  ]);
  const figures =
    products === null || promotions === null || preorder === null
      ? ({ ok: false } as const)
      : placedOrderFigures(order, { products, promotions }, preorder);
  return { kind: 'ready', order, figures };
}

/**
 * A pre-order is priced by its address's build (preorder-pricing.ts); undefined for an order that
 * is not one, null when the address cannot be read (no figure then, rather than a wrong one).
 */
async function preorderContext(order: OrderView): Promise<PreorderContext | undefined | null> {
  if (!order.preorder) return undefined;
  if (order.address === null) return null;
  const address = await orNull(provider().findAddressByUprn(order.address.uprn));
  if (!address) return null;
  return {
    isPreorder: true,
    ismdu: address.ismdu,
    coverage: address.coverage,
    mdu_status: address.mdu_status,
  };
}
