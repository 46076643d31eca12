import { type AmazonVoucherOffer, amazonVoucherFor } from '@fibre/domain/amazon-voucher-offer';
import { formatPrice } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';

/**
 * The Amazon voucher flash offer as the plan cards take it (decision 0373): read on the server at
 * request time (`checkedAt`), so the server's and the browser's render agree on whether it runs.
 */
export interface AmazonVoucherOfferView {
  endsAt: string;
  checkedAt: string;
  terms: string | null;
}

const END_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** 'Get a £50 Amazon voucher' and its end, or null when this plan earns none. */
export function amazonVoucherText(
  product: Product,
  view: AmazonVoucherOfferView | null | undefined,
): { offer: string; ends: string } | null {
  if (!view) return null;
  const offer: AmazonVoucherOffer = { display: true, endsAt: new Date(view.endsAt) };
  const pence = amazonVoucherFor(product, offer, new Date(view.checkedAt));
  if (pence === null) return null;
  return {
    offer: `Get a ${formatPrice(pence)} Amazon voucher`,
    ends: `Offer ends ${END_FORMAT.format(offer.endsAt)}`,
  };
}
