import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagePage } from '@/components/pages/message-page';
import { isProviderId } from '@/components/register-interest/provider-id';
import { InterestConfirmationEmail } from './interest-confirmation-email';

export const metadata: Metadata = {
  title: 'Your interest is registered',
  description: 'We will let you know as soon as you can order full fibre.',
  robots: { index: false },
};

type Props = { params: Promise<{ code: string }> };

/** After a successful register of interest from the block: its reference, and the e-mail kept in this tab. */
export default async function ConfirmationOfInterestPage({ params }: Props) {
  const { code } = await params;
  if (!isProviderId(code)) notFound();
  return (
    <MessagePage
      heading="Your interest is registered"
      links={[
        { href: '/coverage', label: 'See where we are building', primary: true },
        { href: '/', label: 'Back to the home page' },
      ]}
    >
      <p>
        Your reference is <strong data-testid="interest-reference">{code}</strong>.
      </p>
      <InterestConfirmationEmail code={code} />
      <p>We will be in touch as soon as full fibre is ready at your address.</p>
    </MessagePage>
  );
}
