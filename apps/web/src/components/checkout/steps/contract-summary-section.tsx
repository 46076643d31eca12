'use client';

import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { Product } from '@fibre/domain/schemas/product';
import { buttonClass } from '@/components/ui/link-button';

/**
 * The Ofcom contract summary of the chosen package, with its PDF (/api/contract-summary) to
 * download before confirming.
 */
export function ContractSummarySection({
  code,
}: {
  code: string;
  products: readonly Product[];
  customer: CustomerRecord | null;
}) {
  return (
    <section aria-labelledby="contract-summary-heading" className="mt-8" data-testid="contract-summary">
      <h3 id="contract-summary-heading" className="text-xl font-bold text-brand-900">
        Contract summary
      </h3>
      <p className="mt-2 text-slate-800">
        The contract summary sets out the main terms of your contract. Please read it before you place your
        order.
      </p>
      <p className="mt-4" data-print-hide>
        <a
          href={`/api/contract-summary?code=${encodeURIComponent(code)}`}
          download
          className={buttonClass('outline')}
        >
          Download contract summary (PDF)
        </a>
      </p>
    </section>
  );
}
