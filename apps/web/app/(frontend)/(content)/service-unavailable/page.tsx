import type { Metadata } from 'next';
import { MessagePage } from '@/components/pages/message-page';

export const metadata: Metadata = {
  title: 'Not available at your address yet',
  description: 'Our full-fibre network does not reach this address yet.',
};

export default function ServiceUnavailablePage() {
  return (
    <MessagePage
      heading="Sorry, we can't connect your address yet"
      links={[
        { href: '/address-finder', label: 'Check another address', primary: true },
        { href: '/', label: 'Back to the home page' },
      ]}
    >
      <p>Our full-fibre network does not reach this address, so we can't take an order for it online.</p>
      <p>We are building all the time: check again later, or try another address.</p>
    </MessagePage>
  );
}
