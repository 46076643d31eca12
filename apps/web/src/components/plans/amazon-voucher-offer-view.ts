import 'server-only';
import { amazonVoucherOfferRunning } from '@fibre/domain/amazon-voucher-offer';
import { getAmazonVoucherOffer } from '@/cms/queries';
import type { AmazonVoucherOfferView } from './amazon-voucher';

/** The running offer from the CMS, or null (switched off, ended, or the CMS unreadable). */
export async function amazonVoucherOfferView(now: Date = new Date()): Promise<AmazonVoucherOfferView | null> {
  try {
    const global = await getAmazonVoucherOffer();
    if (!global.endsAt) return null;
    const offer = { display: Boolean(global.display), endsAt: new Date(global.endsAt) };
    if (!amazonVoucherOfferRunning(offer, now)) return null;
    return { endsAt: offer.endsAt.toISOString(), checkedAt: now.toISOString(), terms: global.terms ?? null };
  } catch {
    // The plans matter more than the offer: without the CMS they show without it.
    return null;
  }
}
