import { FIND_MY_ORDER_INTRO, FIND_MY_ORDER_TITLE } from '@fibre/domain/find-my-order';
import type { Metadata } from 'next';
import { FindMyOrderForm } from '@/components/find-my-order/find-my-order-form';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = {
  title: FIND_MY_ORDER_TITLE,
  description: 'See where your order is, with a code we e-mail you.',
  robots: { index: false },
};

/** /find-my-order (decision 0650): the e-mail and order number, then the e-mailed code. */
export default function FindMyOrderPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageHeading title={FIND_MY_ORDER_TITLE} lead={FIND_MY_ORDER_INTRO} />
      <FindMyOrderForm />
    </div>
  );
}
