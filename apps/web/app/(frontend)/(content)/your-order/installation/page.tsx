import { parseIsoDate } from '@fibre/domain/calendar';
import { slotLabel } from '@fibre/domain/checkout-steps';
import { RESCHEDULE_REFUSAL_MESSAGES, rescheduleCutoffText } from '@fibre/domain/installation-reschedule';
import { YOUR_ORDER_PATH } from '@fibre/domain/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { RescheduleForm } from '@/components/your-order/reschedule-form';
import { provider } from '@/lib/provider';
import { provedOrderCode, readProvedOrder } from '@/lib/your-order-page';

export const metadata: Metadata = {
  title: 'Change your installation',
  description: 'Move your engineer visit to another day or time.',
  robots: { index: false },
};

/** /your-order/installation (decision 0660): the booked visit, its cut-off, and the slots it can move to. */
export default async function YourOrderInstallationPage() {
  await connection();
  const code = await provedOrderCode();
  const options = await readProvedOrder(provider().getOrderInstallationOptions(code));
  const cutoff = options.cutoff_day ? parseIsoDate(options.cutoff_day) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <PageHeading title="Change your installation" lead={`Order ${options.code}`} />
      {options.installation && (
        <p className="mt-6 text-lg text-slate-800" data-testid="current-installation">
          Your engineer is booked for{' '}
          <strong>{slotLabel(options.installation.day, options.installation.time)}</strong>.
        </p>
      )}
      {options.refusal === null ? (
        <>
          {cutoff && <p className="mt-2 text-slate-700">{rescheduleCutoffText(cutoff)}</p>}
          <RescheduleForm slots={options.slots} current={options.installation} />
        </>
      ) : (
        <p
          className="mt-6 border-l-4 border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900"
          data-testid="reschedule-refused"
        >
          {RESCHEDULE_REFUSAL_MESSAGES[options.refusal]}
        </p>
      )}
      <p className="mt-8">
        <Link href={YOUR_ORDER_PATH} className={TEXT_LINK_CLASS}>
          Back to your order
        </Link>
      </p>
    </div>
  );
}
