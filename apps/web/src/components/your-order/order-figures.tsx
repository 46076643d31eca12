import { contractStartText } from '@fibre/domain/contract-start';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { PlacedOrderFigures } from '@fibre/domain/placed-order-figures';
import { vatSuffix } from '@fibre/domain/vat-basis';
import { OrderRow } from './order-rows';

const money = (pence: number) => formatPrice(pence, { forceDecimals: true });

/**
 * What the customer pays (decision 0651): the plan, extras and promotions with the figures the
 * review showed and the contract summary states (placed-order-figures.ts). When a product or
 * promotion of the order is no longer in the catalogue, the monthly price agreed is shown and the
 * contract summary PDF, which the provider makes from the order itself, has the rest.
 */
export function OrderFigures({
  figures,
  monthlyPrice,
}: {
  figures: PlacedOrderFigures;
  /** The monthly price the provider kept with the order, in pounds, VAT included. */
  monthlyPrice: number | null;
}) {
  if (!figures.ok) {
    return (
      <dl className="divide-y divide-slate-200" data-testid="order-figures">
        {monthlyPrice !== null && (
          <OrderRow term="Monthly price">{money(penceFromPounds(monthlyPrice))}</OrderRow>
        )}
        <p className="py-3 text-slate-700">The contract summary below has every figure of your contract.</p>
      </dl>
    );
  }
  const { plan, addons, summary, figures: contract, start } = figures;
  const suffix = vatSuffix(summary.basis);
  const priceOf = (id: number) =>
    contract.payment.details.find((line) => line.id_product === id)?.monthly_price;
  const monthlyOf = (id: number) => {
    const pounds = priceOf(id);
    return pounds === undefined ? null : `${money(penceFromPounds(pounds))} a month${suffix}`;
  };
  return (
    <>
      <dl className="divide-y divide-slate-200" data-testid="order-figures">
        <OrderRow term={`${summary.planName}, ${summary.contract.lengthText}`}>
          {monthlyOf(plan.id_product)}
        </OrderRow>
        {addons.map((addon) => (
          <OrderRow key={addon.id_product} term={addon.name}>
            {monthlyOf(addon.id_product)}
          </OrderRow>
        ))}
        {summary.promotions.map((promotion) => (
          <OrderRow key={promotion.code} term={`Promotion ${promotion.code}`}>
            {promotion.text}
          </OrderRow>
        ))}
        <OrderRow term="Monthly price" testId="order-monthly">
          {summary.price.monthlyText} a month{suffix}
        </OrderRow>
        <OrderRow term="Set-up fee">
          {contract.setUpFee > 0 ? `${summary.price.setUpFeeText}${suffix}` : 'Free'}
        </OrderRow>
        <OrderRow term="Total contract value" testId="order-total">
          {summary.price.totalStatement}
          {suffix}
        </OrderRow>
      </dl>
      <p className="mt-4 text-slate-800">{contractStartText(start)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800" aria-label="Month by month">
        {summary.price.periods.map((period) => (
          <li key={period.firstMonth}>{period.text}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{summary.vatNote}</p>
    </>
  );
}
