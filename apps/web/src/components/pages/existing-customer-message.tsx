import type { SiteNavigation } from '@/cms/navigation-data';

/**
 * What an existing customer is told (ordering-journey.md: /error/existing-customer): they cannot
 * order again online, so the page names the number to call in its text, with the opening hours, not
 * only in the header's icon link (decision 0470). The number is the header's, from the CMS.
 */
export function ExistingCustomerMessage({ phone }: { phone: SiteNavigation['phone'] }) {
  return (
    <>
      <p>Our records show this address already has our broadband, so it can't be ordered again online.</p>
      <p>
        If you live here and want to change your plan, please call our customer team on{' '}
        <a
          href={`tel:${phone.tel}`}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {phone.display}
        </a>{' '}
        ({phone.openingHours}).
      </p>
    </>
  );
}
