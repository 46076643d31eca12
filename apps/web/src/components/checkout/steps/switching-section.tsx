import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { SwitchOrder } from '@fibre/domain/schemas/switch-match';

/** The record's One Touch Switch order (switch_order, decision 0201), when the visitor asked for help switching. */
export function switchOrderOf(customer: CustomerRecord | null): SwitchOrder | null {
  if (customer === null) return null;
  const record = customer as CustomerRecord & { switch_order?: SwitchOrder | null };
  const order = record.switch_order ?? null;
  return order !== null && order.status === 'MATCHED' ? order : null;
}

/**
 * One Touch Switch: what switching means, before the visitor confirms (Ofcom's General Condition
 * C7: the losing provider's implications, such as services that stop and early-exit charges).
 * Nothing when the visitor did not ask for help switching.
 */
export function SwitchingSection({ customer }: { customer: CustomerRecord | null }) {
  const order = switchOrderOf(customer);
  if (order === null) return null;
  return (
    <section aria-labelledby="switching-heading" className="mt-8" data-testid="review-switching">
      <h3 id="switching-heading" className="text-xl font-bold text-brand-900">
        Switching from {order.losing_provider.name}
      </h3>
      <p className="mt-2 text-slate-800">
        We will arrange your switch through One Touch Switch (reference {order.reference}). Your current
        service stops when your new broadband goes live; you do not need to contact{' '}
        {order.losing_provider.name}.
      </p>
      {order.implications.length > 0 && (
        <>
          <p className="mt-3 font-semibold text-slate-900">What switching means for your current services:</p>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-800">
            {order.implications.map((implication, index) => (
              // Two services of one type can both cease (two broadband lines), so the fields alone collide.
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders; its place is its identity
              <li key={`${index}-${implication.service_type}-${implication.action}`}>{implication.text}</li>
            ))}
          </ul>
        </>
      )}
      {order.early_termination_charges_may_apply && (
        <p className="mt-3 text-slate-800">
          {order.losing_provider.name} may charge you for leaving your contract early. Check with them if you
          are not sure.
        </p>
      )}
      <p className="mt-3 text-slate-800">
        If you are keeping your phone number, moving it takes 2 to 3 weeks after your broadband goes live.
      </p>
    </section>
  );
}
