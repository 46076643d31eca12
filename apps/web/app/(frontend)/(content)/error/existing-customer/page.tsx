import type { Metadata } from 'next';
import { getSiteNavigation } from '@/cms/queries';
import { ExistingCustomerMessage } from '@/components/pages/existing-customer-message';
import { MessagePage } from '@/components/pages/message-page';

export const metadata: Metadata = {
  title: 'You are already connected',
  description: 'This address already has our full-fibre broadband.',
};

export default async function ExistingCustomerPage() {
  const { phone } = await getSiteNavigation();
  return (
    <MessagePage
      heading="This address is already connected with us"
      links={[
        { href: '/address-finder', label: 'Check another address', primary: true },
        { href: '/', label: 'Back to the home page' },
      ]}
    >
      <ExistingCustomerMessage phone={phone} />
    </MessagePage>
  );
}
