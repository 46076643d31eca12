import {
  type AddressType,
  CONTRACT_LENGTHS,
  type ContractLength,
  DEFAULT_CONTRACT_LENGTH,
  type PackageType,
} from './constants';
import { planAddressType } from './routing';
import type { Product } from './schemas/product';

/** The package chooser's filter: property type, plan family and contract length. */
export interface PackageFilter {
  addressType: AddressType;
  packageType: PackageType;
  /** The contract length the visitor picked (may be stale: see effectiveContractLength). */
  months: number;
}

export interface ContractLengthOption {
  months: ContractLength;
  label: string;
}

/** Longest description shown on a plan card when there is no display description (§9). */
export const DESCRIPTION_MAX_LENGTH = 90;
/** One character, so a truncated description is at most DESCRIPTION_MAX_LENGTH long (decision 0034). */
export const TRUNCATION_MARK = '…';

/** '24 months', '12 months', or '30 days' for the rolling contract (0). */
export function contractLengthLabel(months: ContractLength): string {
  return months === 0 ? '30 days' : `${months} months`;
}

/** A plan's contract in words: '24-month contract', or '30-day rolling contract' for 0 months. */
export function contractTermText(months: number): string {
  return months === 0 ? '30-day rolling contract' : `${months}-month contract`;
}

/** The contract-length toggle's options: 24, 12, 0; the 30-day option is hidden for HWRK and BBANDP. */
export function contractLengthOptions(filter: Omit<PackageFilter, 'months'>): ContractLengthOption[] {
  const hideRolling = planAddressType(filter.addressType) === 'HWRK' || filter.packageType === 'BBANDP';
  return CONTRACT_LENGTHS.filter((months) => !(hideRolling && months === 0)).map((months) => ({
    months,
    label: contractLengthLabel(months),
  }));
}

/** The BUS type hides the contract-length toggle. */
export function showsContractLengthToggle(addressType: AddressType): boolean {
  return addressType !== 'BUS';
}

/** The BUS type shows the company fields (company_name, company_number). */
export function showsCompanyFields(addressType: AddressType): boolean {
  return addressType === 'BUS';
}

/**
 * The contract length the product list uses. A length the visitor cannot pick falls back to the
 * default 24 (decision 0034): 0 becomes 24 for BBANDP (§4) and for HWRK (its option is hidden), any
 * length becomes 24 for BUS (no toggle), and a value that is no contract length (from a URL) becomes 24.
 */
export function effectiveContractLength(filter: PackageFilter): ContractLength {
  if (!showsContractLengthToggle(filter.addressType)) return DEFAULT_CONTRACT_LENGTH;
  const option = contractLengthOptions(filter).find((candidate) => candidate.months === filter.months);
  return option ? option.months : DEFAULT_CONTRACT_LENGTH;
}

/**
 * The plans to list: PRODUCT type, enabled_for_web or named in `explicitIds`, sold for the address
 * type (MSM shown the RES plans) and the effective contract length, fastest first. Array sort is
 * stable, so plans of equal speed keep the catalogue's order.
 */
export function filterPlans(
  products: readonly Product[],
  filter: PackageFilter,
  explicitIds?: readonly number[],
): Product[] {
  const addressType = planAddressType(filter.addressType);
  const months = effectiveContractLength(filter);
  return products
    .filter(
      (product) =>
        product.product_type === 'PRODUCT' &&
        (product.enabled_for_web || explicitIds?.includes(product.id_product) === true) &&
        product.address_type === addressType &&
        product.months === months,
    )
    .sort((a, b) => b.speed - a.speed);
}

/**
 * The description a plan card shows: display_description when it has text, else the description,
 * cut to at most 90 characters with '…' as the last of them (decision 0034). Counts characters, not
 * UTF-16 units, so an emoji is never split.
 */
export function productDescription(product: Product): string {
  const display = product.display_description?.trim();
  if (display) return display;
  const characters = Array.from(product.description);
  if (characters.length <= DESCRIPTION_MAX_LENGTH) return product.description;
  return `${characters
    .slice(0, DESCRIPTION_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}${TRUNCATION_MARK}`;
}

/** The add-ons offered with a plan: the ADDON products it lists, enabled_for_web, in the plan's order. */
export function planAddons(plan: Product, products: readonly Product[]): Product[] {
  return plan.addons.flatMap((id) => {
    const addon = products.find((product) => product.id_product === id);
    return addon && addon.product_type === 'ADDON' && addon.enabled_for_web ? [addon] : [];
  });
}

/**
 * The add-ons an add-on chooser offers (content-and-api.md §4 'Add-on'): the ADDON products staff
 * named, in their order, or every add-on enabled for the web when they named none (a product list
 * keeps only products enabled for web or named explicitly, §5); and of those, only the ones some
 * web plan for the visitor's address type lists (Static IP only with home-worker and business
 * plans). An empty answer is the 'No addons available' case.
 */
export function offeredAddons(
  products: readonly Product[],
  options: { productIds: readonly number[]; addressType: AddressType },
): Product[] {
  const addressType = planAddressType(options.addressType);
  const listedForType = new Set(
    products
      .filter(
        (product) =>
          product.product_type === 'PRODUCT' &&
          product.enabled_for_web &&
          product.address_type === addressType,
      )
      .flatMap((plan) => plan.addons),
  );
  const candidates =
    options.productIds.length > 0
      ? options.productIds.flatMap((id) => products.filter((product) => product.id_product === id))
      : products.filter((product) => product.enabled_for_web);
  return candidates.filter(
    (product, index) =>
      product.product_type === 'ADDON' &&
      listedForType.has(product.id_product) &&
      candidates.indexOf(product) === index,
  );
}
