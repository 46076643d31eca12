import type { Metadata } from 'next';
import { MessagePage } from '@/components/pages/message-page';

export const metadata: Metadata = {
  title: 'You are already connected',
  description: 'This address already has our full-fibre broadband.',
};

export default function ExistingCustomerPage() {
  return (
    <MessagePage
      heading="This address is already connected with us"
      links={[
        { href: '/address-finder', label: 'Check another address', primary: true },
        { href: '/', label: 'Back to the home page' },
      ]}
    >
      <p>Our records show this address already has our broadband, so it can't be ordered again online.</p>
      <p>If you live here and want to change your plan, please call our customer team.</p>
    </MessagePage>
  );
}
