import { YOUR_ORDER_PATH } from '@fibre/domain/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { EmailChangeForm } from '@/components/your-order/email-change-form';
import { PhoneForm } from '@/components/your-order/phone-form';
import { provider } from '@/lib/provider';
import { provedOrderCode, readProvedOrder } from '@/lib/your-order-page';

export const metadata: Metadata = {
  title: 'Change your contact details',
  description: 'Change the phone number or e-mail address of your order.',
  robots: { index: false },
};

/** /your-order/contact-details (decision 0663): the phone at once; the e-mail once a code to it is typed. */
export default async function YourOrderContactDetailsPage() {
  await connection();
  const code = await provedOrderCode();
  const order = await readProvedOrder(provider().getOrder(code));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageHeading title="Change your contact details" lead={`Order ${order.code}`} />
      <PhoneForm current={order.customer.phone} />
      <EmailChangeForm current={order.customer.email} />
      <p className="mt-10">
        <Link href={YOUR_ORDER_PATH} className={TEXT_LINK_CLASS}>
          Back to your order
        </Link>
      </p>
    </div>
  );
}
