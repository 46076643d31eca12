import type { AddressType } from './constants';
import type { Pence } from './money';

/**
 * One VAT basis per visitor (decision 0140): a business visitor (BUS) sees every price without
 * VAT, on the plan cards, the extras, the basket and the payment schedule alike, with the VAT as
 * a line of its own beside a total; residential, home-worker and multi-dwelling visitors see
 * prices with VAT. The catalogue and the provider's bill are VAT-inclusive, so a price is
 * converted only on its way to a business visitor.
 */
export type VatBasis = 'including-vat' | 'excluding-vat';

/** The basis a visitor of this address type sees prices on. */
export function vatBasisFor(addressType: AddressType): VatBasis {
  return addressType === 'BUS' ? 'excluding-vat' : 'including-vat';
}

/**
 * A VAT-inclusive figure without VAT by the spec's factor 0.83334 (ordering-journey.md §9 'Price
 * rules', decision 0011), as integer maths on pence so no float error creeps in. Where the
 * catalogue gives a product's exclude_vat_price, pricing.businessPrice uses that instead.
 */
export function excludingVat(pence: Pence): Pence {
  return Math.round((pence * 83334) / 100000);
}

/** A VAT-inclusive figure as a visitor on this basis sees it. */
export function onVatBasis(pence: Pence, basis: VatBasis): Pence {
  return basis === 'excluding-vat' ? excludingVat(pence) : pence;
}

/** What follows a price on this basis: ' ex VAT', or nothing (prices with VAT are the norm). */
export function vatSuffix(basis: VatBasis): string {
  return basis === 'excluding-vat' ? ' ex VAT' : '';
}

/** How the plan list's small print names the basis: 'without VAT' or 'including VAT'. */
export function vatBasisWords(basis: VatBasis): string {
  return basis === 'excluding-vat' ? 'without VAT' : 'including VAT';
}
