import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';

interface SwitchView {
  reference: string | null;
  provider: string | null;
  implications: string[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The One Touch Switch order the provider API keeps on the customer (details.switch_order), read defensively. */
export function switchView(customer: CustomerRecord | null): SwitchView | null {
  const raw = customer?.details.switch_order;
  if (typeof raw !== 'object' || raw === null) return null;
  const order = raw as Record<string, unknown>;
  const implications = Array.isArray(order.implications)
    ? order.implications.flatMap((item): string[] => {
        if (typeof item === 'string') return [item];
        if (typeof item === 'object' && item !== null) {
          const entry = item as Record<string, unknown>;
          const words = text(entry.message) ?? text(entry.text) ?? text(entry.description);
          return words ? [words] : [];
        }
        return [];
      })
    : [];
  return {
    reference: text(order.switch_order_reference) ?? text(order.reference),
    provider: text(order.provider_name) ?? text(order.brand) ?? text(order.losing_provider),
    implications,
  };
}

/**
 * One Touch Switch: what switching means before the visitor confirms (Ofcom's rules: the losing
 * provider's implications, such as early-exit charges and services that stop). Nothing when the
 * visitor did not ask for help switching.
 */
export function SwitchingSection({ customer }: { customer: CustomerRecord | null }) {
  const view = switchView(customer);
  if (view === null) return null;
  return (
    <section aria-labelledby="switching-heading" className="mt-8" data-testid="review-switching">
      <h3 id="switching-heading" className="text-xl font-bold text-brand-900">
        Switching from {view.provider ?? 'your current provider'}
      </h3>
      <p className="mt-2 text-slate-800">
        We will arrange your switch through One Touch Switch
        {view.reference ? ` (reference ${view.reference})` : ''}. Your current service stops when your new
        broadband goes live; you do not need to contact your current provider. If you keep your phone number,
        moving it takes 2 to 3 weeks after your broadband goes live.
      </p>
      {view.implications.length > 0 && (
        <>
          <p className="mt-3 font-semibold text-slate-900">What your current provider told us:</p>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-800">
            {view.implications.map((implication) => (
              <li key={implication}>{implication}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
