'use client';

import type { Product } from '@fibre/domain/schemas/product';
import { useMemo } from 'react';
import { useBasketContext } from '@/components/basket/use-basket-context';
import { useContractStart } from '@/components/basket/use-contract-start';
import { buttonClass } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { reviewContractSummary } from './review-figures';

/**
 * The Ofcom contract summary of the chosen package (domain contract-summary.ts, decision 0210), as
 * a section of the review, from the same figures the provider API renders into the PDF that
 * /api/contract-summary downloads. The contract starts when the basket and the review say it does
 * (use-contract-start.ts, decision 0440).
 */
export function ContractSummarySection({ code, products }: { code: string; products: readonly Product[] }) {
  const { basket, hydrated } = useJourney();
  const context = useBasketContext(products);
  const start = useContractStart(context.preorder !== undefined);
  const summary = useMemo(
    () =>
      start === null
        ? null
        : reviewContractSummary({
            basket,
            products,
            addressType: context.addressType,
            start,
            preorder: context.preorder,
            code,
          }),
    [basket, products, context, start, code],
  );

  return (
    <section aria-labelledby="contract-summary-heading" className="mt-10" data-testid="contract-summary">
      <h3 id="contract-summary-heading" className="text-xl font-bold text-brand-900">
        Contract summary
      </h3>
      {hydrated && summary ? (
        <div className="mt-3 max-w-3xl rounded-lg border border-slate-300 p-5">
          <p className="text-slate-800">{summary.intro}</p>
          {summary.sections.map((section) => (
            <div key={section.heading} className="mt-4">
              <h4 className="font-semibold text-slate-900">{section.heading}</h4>
              <ul className="mt-1 space-y-1 text-slate-800">
                {section.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">Preparing your contract summary…</p>
      )}
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
