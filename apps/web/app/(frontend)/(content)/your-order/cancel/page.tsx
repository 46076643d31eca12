import { parseIsoDate, ukCalendarDate } from '@fibre/domain/calendar';
import {
  amountOwedText,
  CANCELLATION_REFUSAL_MESSAGES,
  cancellationDeadlineText,
} from '@fibre/domain/cancellation-period';
import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import {
  cancellationNotice,
  MODEL_CANCELLATION_FORM_TITLE,
  PROVIDER_CANCELLATION_TRADER,
} from '@fibre/domain/model-cancellation-form';
import { penceFromPounds } from '@fibre/domain/money';
import { YOUR_ORDER_PATH } from '@fibre/domain/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { CancelForm } from '@/components/your-order/cancel-form';
import { getProducts } from '@/lib/catalogue';
import { provider } from '@/lib/provider';
import { provedOrderCode, readProvedOrder } from '@/lib/your-order-page';

export const metadata: Metadata = {
  title: 'Cancel your order',
  description: 'Cancel your order within the 14-day cancellation period.',
  robots: { index: false },
};

const TRADER = PROVIDER_CANCELLATION_TRADER;

/**
 * /your-order/cancel (decisions 0661, 0662): whether the order can still be cancelled under the
 * 14-day right, what that costs, and the model cancellation form's content filled in as the notice
 * the customer gives by confirming.
 */
export default async function YourOrderCancelPage() {
  await connection();
  const code = await provedOrderCode();
  const [terms, order, products] = await Promise.all([
    readProvedOrder(provider().getOrderCancellationTerms(code)),
    readProvedOrder(provider().getOrder(code)),
    getProducts(),
  ]);
  const lastDay = terms.last_day ? parseIsoDate(terms.last_day) : null;
  const owed = amountOwedText({
    amountOwedPence: penceFromPounds(terms.amount_owed),
    daysSupplied: terms.days_supplied,
  });
  const names = order.products.map(
    (id) => products?.find((product) => product.id_product === id)?.name ?? `Product ${id}`,
  );
  const notice = cancellationNotice({
    trader: TRADER,
    services: names,
    orderNumber: order.code,
    orderedOn: parseIsoDate(terms.placed_on) ?? { year: 1970, month: 1, day: 1 },
    name: [order.customer.first_name, order.customer.surname].filter(Boolean).join(' '),
    address: order.address ? `${order.address.address}, ${order.address.postcode}` : '',
    date: ukCalendarDate(new Date()),
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageHeading title="Cancel your order" lead={`Order ${order.code}`} />
      {terms.refusal !== null ? (
        <p
          className="mt-6 border-l-4 border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900"
          data-testid="cancel-refused"
        >
          {CANCELLATION_REFUSAL_MESSAGES[terms.refusal]} Call us on {PROVIDER_PHONE.display} (
          {PROVIDER_PHONE.openingHours}).
        </p>
      ) : (
        <>
          <div className="mt-6 space-y-3 text-slate-800">
            <p>You have the right to cancel this contract within 14 days without giving any reason.</p>
            {lastDay && <p className="font-semibold">{cancellationDeadlineText(lastDay)}</p>}
            <p data-testid="amount-owed">{owed}</p>
          </div>
          <section aria-labelledby="notice-heading" className="mt-8 rounded-md border border-slate-300 p-4">
            <h2 id="notice-heading" className="text-xl font-bold text-brand-900">
              {MODEL_CANCELLATION_FORM_TITLE}: your notice
            </h2>
            <dl className="mt-3 space-y-2" data-testid="cancellation-notice">
              {notice.map((line) => (
                <div key={line.label} className="sm:flex sm:gap-4">
                  <dt className="font-semibold text-slate-900 sm:w-48 sm:shrink-0">{line.label}</dt>
                  <dd className="text-slate-800">{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <CancelForm owedText={owed} />
        </>
      )}
      <p className="mt-8">
        <Link href={YOUR_ORDER_PATH} className={TEXT_LINK_CLASS}>
          Back to your order
        </Link>
      </p>
    </div>
  );
}
