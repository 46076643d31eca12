import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { PageHeading } from '@/components/ui/page-heading';
import { TextLink } from '../ui/link-button';

/** /address-not-listed: why an address may be missing, and the ways on from here (the call-back form follows it). */
export function AddressNotListed({ postcode }: { postcode: string | null }) {
  const at = postcode ? ` at ${postcode}` : '';
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 sm:pt-16">
      <PageHeading
        title="We could not find your address"
        lead={`If your address is not in our list${at}, we can still help.`}
      />
      <div className="mt-6 space-y-4 text-lg text-slate-800">
        <p>An address can be missing when:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>the postcode has a typing mistake, or the address is listed under a neighbouring postcode</li>
          <li>the home is newly built and not on the national address list yet</li>
          <li>the building is split into flats that are listed under the building&rsquo;s name</li>
        </ul>
        <p>
          <TextLink href={SITE_PATHS.addressFinder}>Try another postcode</TextLink>
        </p>
        <p>
          Or call us free on{' '}
          <a href={`tel:${PROVIDER_PHONE.tel}`} className="font-semibold text-brand-700 underline">
            {PROVIDER_PHONE.display}
          </a>{' '}
          ({PROVIDER_PHONE.openingHours}). We can check your address by phone, take your order, or register
          your interest so we tell you when full fibre reaches you.
        </p>
      </div>
    </div>
  );
}
