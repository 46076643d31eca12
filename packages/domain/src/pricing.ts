import type { PlanAddressType } from './constants';
import { type Pence, penceFromPounds, poundsFromPence } from './money';
import { freeMonthsGiven, type MonthlyPaymentBreakdown, oneOffCredit } from './monthly-payment';
import { type PreorderContext, preorderMonthlyPrice, usesPreorderPrice } from './preorder-pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';
import { excludingVat, onVatBasis, type VatBasis, vatBasisFor } from './vat-basis';

export type { PreorderContext } from './preorder-pricing';

/** The business price of a product: exclude_vat_price if given, else monthly_price x 0.83334. */
export function businessPrice(product: Product): Pence {
  if (product.exclude_vat_price !== null) return penceFromPounds(product.exclude_vat_price);
  return excludingVat(penceFromPounds(product.monthly_price));
}

/**
 * A VAT-inclusive figure of the catalogue (an admin fee, a 'was' price) as the given address type
 * sees it: unchanged, or without VAT for business.
 */
export function priceForAddressType(pence: Pence, addressType: PlanAddressType): Pence {
  return onVatBasis(pence, vatBasisFor(addressType));
}

/** The price before promotions: the business price for BUS, the preorder price when in preorder. */
export function basePlanPrice(
  product: Product,
  addressType: PlanAddressType,
  preorder?: PreorderContext,
): Pence {
  const price = preorderMonthlyPrice(product, preorder);
  if (vatBasisFor(addressType) === 'including-vat') return price;
  // A preorder price has no ex-VAT twin in the catalogue, so it is converted (decision 0011).
  if (usesPreorderPrice(preorder) && product.preorder_montly_price !== null) return excludingVat(price);
  return businessPrice(product);
}

/**
 * Takes the valid recurring promotions off a price: amounts (pounds) and percentages, every
 * percentage being of the price given, not of each other, so the order promotions were entered in
 * never matters (decision 0010). Never below 0.
 */
function afterRecurringPromotions(price: Pence, promotions: readonly Promotion[]): Pence {
  let amountOff: Pence = 0;
  let percentOff = 0;
  for (const promotion of promotions) {
    if (!promotion.valid) continue;
    if (promotion.promotion_type === 'RECURAMTOFF') amountOff += penceFromPounds(promotion.promotion_value);
    if (promotion.promotion_type === 'RECUR%OFF') percentOff += promotion.promotion_value;
  }
  const discount = amountOff + Math.round((price * percentOff) / 100);
  return Math.max(0, price - discount);
}

/** The promotions that name a product (each consumer still skips one marked valid: false). */
function promotionsNaming(promotions: readonly Promotion[], productId: number): Promotion[] {
  return promotions.filter((promotion) => promotion.products.includes(productId));
}

/** A price after the RECURAMTOFF and RECUR%OFF promotions that name the product; never below 0. */
export function applyRecurringPromotions(
  price: Pence,
  promotions: readonly Promotion[],
  productId: number,
): Pence {
  return afterRecurringPromotions(price, promotionsNaming(promotions, productId));
}

/** A plan's price before (`original`) and after (`monthly`) its recurring promotions. */
export function planMonthlyPrice(
  product: Product,
  promotions: readonly Promotion[],
  options: { addressType: PlanAddressType; preorder?: PreorderContext },
): { original: Pence; monthly: Pence } {
  const original = basePlanPrice(product, options.addressType, options.preorder);
  return { original, monthly: applyRecurringPromotions(original, promotions, product.id_product) };
}

/** What add-ons (e.g. the home phone) add to a monthly price, each after the promotions naming it. */
export function addonsMonthlyPrice(
  addons: readonly Product[],
  promotions: readonly Promotion[],
  addressType: PlanAddressType,
): Pence {
  let total: Pence = 0;
  for (const addon of addons) {
    total += applyRecurringPromotions(basePlanPrice(addon, addressType), promotions, addon.id_product);
  }
  return total;
}

/**
 * A bundle's monthly price: the primary product's price adjusted by the bundle's own recurring
 * promotion (chosen for the bundle, so it need not list the product), plus the other products'
 * monthly prices.
 */
export function bundleMonthlyPrice(
  primary: Product,
  primaryPromotion: Promotion | null,
  others: readonly Product[],
  addressType: PlanAddressType,
): Pence {
  let total = afterRecurringPromotions(
    basePlanPrice(primary, addressType),
    primaryPromotion ? [primaryPromotion] : [],
  );
  for (const other of others) total += basePlanPrice(other, addressType);
  return total;
}

/**
 * POST /product/calculate-monthly-payment: per product its monthly price after the recurring
 * promotions naming it, its first charge, its free months and its one-off credit; the total is
 * the sum of the monthly prices. Pounds on the wire, VAT included (the provider bills with VAT).
 * Promotions are applied as given; only one marked valid: false is ignored (decision 0013).
 */
export function calculateMonthlyPayment(
  products: readonly Product[],
  promotions: readonly Promotion[],
  /** A pre-order's context (preorder-address.ts): plans are priced at their preorder price (decision 0270). */
  preorder?: PreorderContext,
): MonthlyPaymentBreakdown {
  let total: Pence = 0;
  const details = products.map((product) => {
    const own = promotionsNaming(promotions, product.id_product);
    const base =
      product.product_type === 'PRODUCT'
        ? preorderMonthlyPrice(product, preorder)
        : penceFromPounds(product.monthly_price);
    const monthly = afterRecurringPromotions(base, own);
    total += monthly;
    return {
      id_product: product.id_product,
      monthly_price: poundsFromPence(monthly),
      first_charge: poundsFromPence(penceFromPounds(product.first_charge)),
      free_months: freeMonthsGiven(own),
      one_off_credit: poundsFromPence(oneOffCredit(own)),
    };
  });
  return { total_monthly_price: poundsFromPence(total), details };
}

/** A calculated monthly payment as a visitor sees it, and the VAT it leaves out (decision 0140). */
export interface MonthlyPaymentOnBasis {
  /** The breakdown on the visitor's basis: the provider's own figures when they include VAT. */
  payment: MonthlyPaymentBreakdown;
  /** The VAT a business visitor's monthly figure leaves out (billed total less it); null with VAT. */
  vat: Pence | null;
}

/**
 * The provider's calculated monthly payment (VAT-inclusive, as billed) on the visitor's VAT basis.
 * For a business visitor each product is priced as its plan card prices it: the business price
 * (exclude_vat_price, else x 0.83334) after the recurring promotions naming it, so the card and
 * the basket always agree; its first charge and the one-off credit are converted by the factor. A
 * product missing from the catalogue has its billed line converted. The VAT is the billed total
 * less the ex-VAT total, so the two add up to what is billed.
 */
export function monthlyPaymentOnVatBasis(
  payment: MonthlyPaymentBreakdown,
  catalogue: { products: readonly Product[]; promotions: readonly Promotion[] },
  basis: VatBasis,
): MonthlyPaymentOnBasis {
  if (basis === 'including-vat') return { payment, vat: null };
  let total: Pence = 0;
  const details = payment.details.map((line) => {
    const product = catalogue.products.find((candidate) => candidate.id_product === line.id_product);
    const monthly = product
      ? applyRecurringPromotions(businessPrice(product), catalogue.promotions, product.id_product)
      : excludingVat(penceFromPounds(line.monthly_price));
    total += monthly;
    return {
      ...line,
      monthly_price: poundsFromPence(monthly),
      first_charge: poundsFromPence(excludingVat(penceFromPounds(line.first_charge))),
      one_off_credit: poundsFromPence(excludingVat(penceFromPounds(line.one_off_credit))),
    };
  });
  return {
    payment: { total_monthly_price: poundsFromPence(total), details },
    vat: penceFromPounds(payment.total_monthly_price) - total,
  };
}
