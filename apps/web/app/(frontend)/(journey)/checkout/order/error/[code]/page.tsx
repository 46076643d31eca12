import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import type { Metadata } from 'next';
import { MessagePage } from '@/components/pages/message-page';

export const metadata: Metadata = {
  title: 'Service unavailable',
  description: 'We could not take your details just now.',
  robots: { index: false },
};

/**
 * After a failed register of interest (content-and-api.md §4, §8): the key
 * 'pages.service_unavailable.error' in words. `{code}` names the failure for support and the logs;
 * it is not shown, since it comes from the address bar.
 */
export default function OrderErrorPage() {
  return (
    <MessagePage
      heading="Sorry, something went wrong"
      links={[
        { href: '/address-finder', label: 'Try again', primary: true },
        { href: '/contact-us', label: 'Contact us' },
      ]}
    >
      <p role="alert">{ERROR_MESSAGES['pages.service_unavailable.error']}</p>
      <p>Your details were not sent. Please try again in a few minutes, or contact us and we will help.</p>
    </MessagePage>
  );
}
