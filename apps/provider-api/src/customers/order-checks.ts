import { PROMO_CODE_NOT_VALID_MESSAGE, promoCodeNotEligibleMessage } from '@fibre/domain/messages';
import { poundsFromPence } from '@fibre/domain/money';
import { type OrderAddressRefusal, type OrderKind, orderAddressRefusal } from '@fibre/domain/order-address';
import { addonsMonthlyPrice, type PreorderContext, planMonthlyPrice } from '@fibre/domain/pricing';
import { isPromotionValidForCoverage, promotionAppliesToProduct } from '@fibre/domain/promotions';
import { planAddressType } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { Product } from '@fibre/domain/schemas/product';
import type { Promotion } from '@fibre/domain/schemas/promotion';
import type { Executor } from '../db/executor';
import { conflict, unprocessable } from '../http-error';
import { findAddressByUprn, rowToAddressItem } from '../repositories/address.repository';
import { listProducts } from '../repositories/product.repository';
import { findPromotionsByIds } from '../repositories/promotion.repository';

/**
 * The checks a provider makes before taking an order (decision 0056): the address must be
 * known and serviceable for the action, the products must be a plan for that address with add-ons
 * it offers, and each promotion live, naming one of them and valid for the address's coverage.
 * The price is then worked out by @fibre/domain, as the website worked it out.
 */

export interface OrderRequest {
  uprn: string;
  postcode: string;
  id_product: number;
  addons: readonly number[];
  promotions: readonly number[];
}

export interface CheckedOrder {
  address: AddressItem;
  plan: Product;
  addons: Product[];
  promotions: Promotion[];
  /** Pence a month after recurring promotions, VAT included. */
  monthlyPricePence: number;
}

/** The address of a uprn, or 422 customer.unknown_uprn naming the field. */
export async function knownAddress(db: Executor, uprn: string, field = 'uprn'): Promise<AddressItem> {
  const row = await findAddressByUprn(db, uprn);
  if (!row) {
    throw unprocessable('customer.unknown_uprn', [{ path: field, message: 'No address has that uprn' }]);
  }
  return rowToAddressItem(row);
}

/** The provider's answer to each reason the domain refuses an address for an order (decision 0121). */
function refusalError(refusal: OrderAddressRefusal, address: AddressItem) {
  switch (refusal) {
    case 'postcode-mismatch':
      return unprocessable('customer.postcode_mismatch', [
        { path: 'postcode', message: `The uprn's postcode is ${address.postcode}` },
      ]);
    case 'existing-customer':
      return conflict('customer.existing_customer');
    case 'not-orderable-yet':
      return unprocessable('customer.address_not_available', [
        { path: 'uprn', message: 'Not serviceable for this order' },
      ]);
    case 'not-planned':
      return unprocessable(
        'customer.address_not_eligible',
        [{ path: 'uprn', message: 'Not serviceable for this order' }],
        'This address cannot be pre-ordered: our network is not planned there',
      );
    case 'orderable-now':
      return unprocessable(
        'customer.address_not_eligible',
        [{ path: 'uprn', message: 'Ready for service: order it with SIGNUP' }],
        'This address cannot be pre-ordered: our network can serve it now, so place an order instead',
      );
  }
}

/**
 * Whether the address suits the order, by the domain's rule (`orderAddressRefusal`): its own
 * postcode, not already ours, and serviceable for the kind; throws the refusal as an HttpError.
 */
export function checkAddress(
  address: AddressItem,
  postcode: string,
  kind: OrderKind,
  checkExistingCustomer: boolean,
): void {
  const refusal = orderAddressRefusal(address, { kind, postcode, checkExistingCustomer });
  if (refusal !== null) throw refusalError(refusal, address);
}

function checkProducts(request: OrderRequest, catalogue: Map<number, Product>, address: AddressItem) {
  const plan = catalogue.get(request.id_product);
  const addressType = planAddressType(address.address_type);
  if (plan?.product_type !== 'PRODUCT') {
    throw unprocessable('customer.unknown_product', [
      { path: 'id_product', message: `Unknown plan ${request.id_product}` },
    ]);
  }
  if (plan.address_type !== addressType) {
    throw unprocessable('customer.product_not_for_address', [
      { path: 'id_product', message: `Choose a ${addressType} plan` },
    ]);
  }
  const addonErrors = request.addons.flatMap((id, index) => {
    const addon = catalogue.get(id);
    return addon?.product_type === 'ADDON' && plan.addons.includes(id)
      ? []
      : [{ path: `addons.${index}`, message: `Add-on ${id} is not offered with this plan` }];
  });
  if (addonErrors.length > 0) {
    throw unprocessable('customer.addon_not_offered', addonErrors);
  }
  return { plan, addons: request.addons.map((id) => catalogue.get(id)!) };
}

function checkPromotions(
  request: OrderRequest,
  found: Promotion[],
  products: readonly Product[],
  address: AddressItem,
): Promotion[] {
  const byId = new Map(found.map((promotion) => [promotion.id_promotion, promotion]));
  const invalid = request.promotions.flatMap((id, index) => {
    const promotion = byId.get(id);
    const live =
      promotion?.valid === true &&
      products.some((product) => promotionAppliesToProduct(promotion, product.id_product));
    return live ? [] : [{ path: `promotions.${index}`, message: PROMO_CODE_NOT_VALID_MESSAGE }];
  });
  if (invalid.length > 0)
    throw unprocessable('customer.promotion_not_valid', invalid, PROMO_CODE_NOT_VALID_MESSAGE);
  const notEligible = request.promotions.flatMap((id, index) => {
    const promotion = byId.get(id)!;
    return isPromotionValidForCoverage(promotion, address.coverage)
      ? []
      : [
          {
            path: `promotions.${index}`,
            message: promoCodeNotEligibleMessage(promotion.code),
          },
        ];
  });
  if (notEligible.length > 0) {
    throw unprocessable('customer.promotion_not_eligible', notEligible);
  }
  return request.promotions.map((id) => byId.get(id)!);
}

/** Checks an order against the address, catalogue and promotions, and prices it. */
export async function checkOrder(
  db: Executor,
  request: OrderRequest,
  kind: OrderKind,
  options: { checkExistingCustomer: boolean },
): Promise<CheckedOrder> {
  const address = await knownAddress(db, request.uprn);
  checkAddress(address, request.postcode, kind, options.checkExistingCustomer);
  const [products, found] = await Promise.all([
    listProducts(db, [], [request.id_product, ...request.addons]),
    findPromotionsByIds(db, request.promotions),
  ]);
  const catalogue = new Map(products.map((product) => [product.id_product, product]));
  const { plan, addons } = checkProducts(request, catalogue, address);
  const promotions = checkPromotions(request, found, [plan, ...addons], address);
  const addressType = planAddressType(address.address_type);
  const preorder: PreorderContext | undefined =
    kind === 'preorder'
      ? { isPreorder: true, ismdu: address.ismdu, coverage: address.coverage, mdu_status: address.mdu_status }
      : undefined;
  const monthlyPricePence =
    planMonthlyPrice(plan, promotions, { addressType, preorder }).monthly +
    addonsMonthlyPrice(addons, promotions, addressType);
  return { address, plan, addons, promotions, monthlyPricePence };
}

export function pounds(pence: number | null): number | null {
  return pence === null ? null : poundsFromPence(pence);
}
