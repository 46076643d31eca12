import { ukCalendarDate } from './calendar';
import type { AddressType } from './constants';
import { billedMonthlyPayment, type ContractFigures, contractFigures } from './contract-figures';
import { type ContractStart, contractStart } from './contract-start';
import { buildContractSummary, type ContractSummary } from './contract-summary';
import type { PreorderContext } from './preorder-pricing';
import { planAddressType } from './routing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';
import { vatBasisFor } from './vat-basis';

/**
 * The money of a placed order, for the customer's order page (issue 23, decision 0651): the same
 * figures the review showed and the contract summary states, by the same functions (decision
 * 0440), from the order's plan, add-ons and promotions as the provider API keeps them, and month 1
 * counted from the booked visit as the provider's contract summary PDF counts it.
 */

/** What of a placed order the figures need (a subset of the provider's order view). */
export interface PlacedOrder {
  code: string;
  /** When the order was placed (an ISO instant). */
  placed_at: string;
  preorder: boolean;
  /** The plan first, then the add-ons. */
  products: readonly number[];
  promotions: readonly number[];
  installation: { day: string } | null;
  address: { address_type: AddressType } | null;
}

export type PlacedOrderFigures =
  | {
      ok: true;
      plan: Product;
      addons: Product[];
      /** The order's promotions that count, in the order it was placed with them. */
      promotions: Promotion[];
      start: ContractStart;
      figures: ContractFigures;
      summary: ContractSummary;
    }
  /**
   * A product or promotion of the order is no longer in the catalogue given: no figure is worked
   * out rather than a wrong one; the provider's own contract summary PDF still has them.
   */
  | { ok: false };

/**
 * The order's figures from the catalogue (its products) and the promotions known (any list holding
 * the order's; a promotion the order was placed with counts whatever has changed since, as the
 * provider API's contract summary has it).
 */
export function placedOrderFigures(
  order: PlacedOrder,
  catalogue: { products: readonly Product[]; promotions: readonly Promotion[] },
  preorder?: PreorderContext,
): PlacedOrderFigures {
  const [planId, ...addonIds] = order.products;
  const plan = catalogue.products.find((product) => product.id_product === planId);
  const addons = addonIds.map((id) => catalogue.products.find((product) => product.id_product === id));
  const promotions = order.promotions.map((id) =>
    catalogue.promotions.find((promotion) => promotion.id_promotion === id),
  );
  if (!plan || addons.some((addon) => !addon) || promotions.some((promotion) => !promotion)) {
    return { ok: false };
  }
  const known = {
    addons: addons.filter((addon): addon is Product => addon !== undefined),
    promotions: promotions.flatMap((promotion) => (promotion ? [{ ...promotion, valid: true }] : [])),
  };
  const start = contractStart({
    orderDay: ukCalendarDate(new Date(order.placed_at)),
    preorder: order.preorder,
    installationDay: order.installation?.day ?? null,
  });
  const basis = vatBasisFor(planAddressType(order.address?.address_type ?? 'RES'));
  const figures = contractFigures({
    plan,
    addons: known.addons,
    promotions: known.promotions,
    billed: billedMonthlyPayment({ plan, addons: known.addons, promotions: known.promotions, preorder }),
    basis,
    start,
  });
  const summary = buildContractSummary({
    plan,
    addons: known.addons,
    promotions: known.promotions,
    start,
    basis,
    ...(preorder ? { preorder } : {}),
    orderNumber: order.code,
  });
  return { ok: true, plan, addons: known.addons, promotions: known.promotions, start, figures, summary };
}
