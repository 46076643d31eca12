import type { Pence } from './money';
import type { Product } from './schemas/product';

/**
 * The Amazon voucher flash offer (decision 0373): a voucher with each 24-month
 * residential plan ordered while the offer runs, by download speed: 900 Mbps £50, 400 Mbps £30,
 * 150 Mbps £20. Other plans, contract lengths, address types and add-ons get none. The offer runs
 * until its end (the CMS's), inclusive of nothing after that instant.
 */
const AMAZON_VOUCHER_BY_SPEED: Readonly<Record<number, Pence>> = {
  900: 5000,
  400: 3000,
  150: 2000,
};

const AMAZON_VOUCHER_MONTHS = 24;

export interface AmazonVoucherOffer {
  /** Whether staff switched the offer on. */
  display: boolean;
  /** When it ends; after this instant no plan gets a voucher. */
  endsAt: Date;
}

type VoucherProduct = Pick<Product, 'product_type' | 'address_type' | 'months' | 'speed_down'>;

/** Whether the offer is running at `now`. */
export function amazonVoucherOfferRunning(offer: AmazonVoucherOffer | null, now: Date): boolean {
  return offer?.display === true && now.getTime() < offer.endsAt.getTime();
}

/** The voucher the plan earns at `now`, in pence, or null when it earns none. */
export function amazonVoucherFor(
  product: VoucherProduct,
  offer: AmazonVoucherOffer | null,
  now: Date,
): Pence | null {
  if (!amazonVoucherOfferRunning(offer, now)) return null;
  if (product.product_type === 'ADDON') return null;
  if (product.address_type !== 'RES' || product.months !== AMAZON_VOUCHER_MONTHS) return null;
  return AMAZON_VOUCHER_BY_SPEED[product.speed_down] ?? null;
}
