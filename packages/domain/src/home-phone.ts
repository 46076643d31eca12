import type { Product } from './schemas/product';

/**
 * The home-phone add-on and its 'keep existing number' variant (ordering-journey.md §4
 * 'Package selection' and 'Basket'). Both are recognised by name, as the spec does; letter case
 * is ignored so a catalogue edit to 'Home phone' does not silently break the swap (decision 0023).
 */
export const HOME_PHONE_NAME = 'Home Phone';
export const KEEP_EXISTING_NUMBER_MARKER = 'existing';

type Named = Pick<Product, 'name'>;

/** Plans may be named 'Broadband & Home Phone'; only add-ons are swapped. */
function isHomePhoneAddonProduct(product: Product): boolean {
  return product.product_type === 'ADDON' && isHomePhoneAddon(product);
}

function nameIncludes(product: Named, words: string): boolean {
  return product.name.toLowerCase().includes(words.toLowerCase());
}

/** True for either home-phone add-on (its name contains 'Home Phone'). */
export function isHomePhoneAddon(product: Named): boolean {
  return nameIncludes(product, HOME_PHONE_NAME);
}

/** True when any selected add-on is a home phone. */
export function hasHomePhone(selectedAddonProducts: readonly Named[]): boolean {
  return selectedAddonProducts.some(isHomePhoneAddon);
}

/** True when a selected home phone is the 'keep existing number' variant: the order moves a landline number. */
export function keepsExistingNumber(selectedAddonProducts: readonly Product[]): boolean {
  return selectedAddonProducts.some(
    (product) => isHomePhoneAddonProduct(product) && nameIncludes(product, KEEP_EXISTING_NUMBER_MARKER),
  );
}

/** The products of the selected add-on ids, in the order selected; unknown ids are skipped. */
export function selectedAddonProducts(addonIds: readonly number[], products: readonly Product[]): Product[] {
  return addonIds.flatMap((id) => products.filter((product) => product.id_product === id));
}

/**
 * The home-phone add-on to offer: the one whose name includes 'existing' when the visitor keeps
 * the existing landline, else the one without it (demo: 9002 and 9001).
 */
export function homePhoneVariant(addons: readonly Product[], keepExisting: boolean): Product | undefined {
  return addons.find(
    (product) =>
      isHomePhoneAddonProduct(product) && nameIncludes(product, KEEP_EXISTING_NUMBER_MARKER) === keepExisting,
  );
}

/**
 * Swaps any selected home-phone add-on for the variant matching the landline answer, keeping its
 * place and leaving no duplicates. Nothing changes when no home phone is selected or the
 * catalogue has no such variant.
 */
export function swapHomePhoneAddon(
  addonIds: readonly number[],
  products: readonly Product[],
  keepExisting: boolean,
): number[] {
  const variant = homePhoneVariant(products, keepExisting);
  const homePhoneIds = new Set(products.filter(isHomePhoneAddonProduct).map((product) => product.id_product));
  const swapped = addonIds.map((id) => (variant && homePhoneIds.has(id) ? variant.id_product : id));
  return [...new Set(swapped)];
}
