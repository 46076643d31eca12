import { normalisePostcode } from '@fibre/domain/postcode-format';
import type { Metadata } from 'next';
import { CALL_BACK_FORM } from '@/blocks/contact-form/call-back-form';
import { ContactFormBlock } from '@/blocks/contact-form/component';
import { AddressNotListed } from '@/components/address-finder/address-not-listed';

// The call-back form's settings are sealed with this server's key on each request (contact form).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'We could not find your address',
  description:
    'Your address is not in our list? Ask us to call you back, or to tell you when full fibre reaches you.',
  robots: { index: false },
};

/** /address-not-listed?postcode=: 'I can't find my address' under the finder's list leads here (decision 0685). */
export default async function AddressNotListedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { postcode } = await searchParams;
  return (
    <>
      <AddressNotListed postcode={typeof postcode === 'string' ? normalisePostcode(postcode) : null} />
      <ContactFormBlock block={CALL_BACK_FORM} />
    </>
  );
}
