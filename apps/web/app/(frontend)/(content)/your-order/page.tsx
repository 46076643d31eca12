import { FIND_MY_ORDER_PATH } from '@fibre/domain/site-paths';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { MessagePage } from '@/components/pages/message-page';
import { YourOrderView } from '@/components/your-order/your-order-view';
import { readOrderViewAccess } from '@/lib/order-view-access';
import { readYourOrder } from '@/lib/your-order';

export const metadata: Metadata = {
  title: 'Your order',
  description: 'Where your order is and what happens next.',
  robots: { index: false },
};

/**
 * /your-order (issue 23, decisions 0650, 0651): the order this browser proved on Find my order,
 * read afresh from the provider on every request (the cookie makes the page dynamic, never cached).
 * Without the cookie, or once it has run out, nothing of any order is shown: on to Find my order.
 */
export default async function YourOrderPage() {
  const access = readOrderViewAccess(await cookies());
  if (access === null) redirect(FIND_MY_ORDER_PATH);
  const read = await readYourOrder(access.code);
  if (read.kind === 'gone') redirect(FIND_MY_ORDER_PATH);
  if (read.kind === 'failed') {
    return (
      <MessagePage
        heading="We cannot show your order just now"
        links={[{ href: '/', label: 'Back to the home page' }]}
      >
        <p>Sorry, something went wrong on our side. Please reload the page in a few minutes, or call us.</p>
      </MessagePage>
    );
  }
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-4xl">
        <YourOrderView order={read.order} figures={read.figures} />
      </div>
    </div>
  );
}
