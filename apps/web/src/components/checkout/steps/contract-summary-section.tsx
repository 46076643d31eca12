'use client';

import { parseIsoDate, ukCalendarDate } from '@fibre/domain/calendar';
import { buildContractSummary } from '@fibre/domain/contract-summary';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor } from '@fibre/domain/vat-basis';
import { useEffect, useMemo, useState } from 'react';
import { useBasketContext } from '@/components/basket/use-basket-context';
import { buttonClass } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';

/**
 * The Ofcom contract summary of the chosen package (domain contract-summary.ts, decision 0210), as
 * a section of the review, from the same figures the provider API renders into the PDF that
 * /api/contract-summary downloads. The contract starts on the installation day when one is booked.
 */
export function ContractSummarySection({ code, products }: { code: string; products: readonly Product[] }) {
  const { basket, checkout, hydrated } = useJourney();
  const context = useBasketContext(products);
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    const date = ukCalendarDate(new Date());
    setToday(`${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`);
  }, []);
  const plan = products.find((product) => product.id_product === basket.basketItem);
  const installationDay = checkout.installation?.day ?? null;
  const summary = useMemo(() => {
    if (!plan || today === null) return null;
    const start = installationDay && parseIsoDate(installationDay) ? installationDay : today;
    return buildContractSummary({
      plan,
      addons: products.filter((product) => basket.addons.includes(product.id_product)),
      promotions: basket.promoCodes,
      start,
      basis: vatBasisFor(context.addressType),
      ...(context.preorder ? { preorder: context.preorder } : {}),
      orderNumber: code,
    });
  }, [plan, today, installationDay, products, basket.addons, basket.promoCodes, context, code]);

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
