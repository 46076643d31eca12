'use client';

import { contractStartText } from '@fibre/domain/contract-start';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';
import { useBasketContext } from '@/components/basket/use-basket-context';
import { useContractStart } from '@/components/basket/use-contract-start';
import { useMonthlyPayment } from '@/components/basket/use-monthly-payment';
import { useJourney } from '@/state/journey-store';
import { reviewPayments } from './review-figures';

/**
 * The review's payments: the first payment, where each one-off credit (AMTOFF, such as FRIEND50's
 * £50 off) lands (the first bill, then the next while any is left: payment-schedule.ts), and the
 * month-by-month schedule with its April rises, in pounds and pence, on the visitor's VAT basis:
 * the order's whole-contract figures (decision 0440), as the basket and the contract summary show.
 */
export function ReviewPayments({ products }: { products: readonly Product[] }) {
  const { basket, hydrated, address } = useJourney();
  const context = useBasketContext(products);
  const productIds = basket.basketItem === null ? [] : [basket.basketItem, ...basket.addons];
  const payment = useMonthlyPayment(
    productIds,
    basket.promoCodes.map((promotion) => promotion.id_promotion),
    context.preorder ? (address.addressItem?.uprn ?? null) : null,
  );
  const start = useContractStart(context.preorder !== undefined);
  if (!hydrated || start === null || basket.basketItem === null) return null;

  const basis = vatBasisFor(context.addressType);
  const suffix = vatSuffix(basis);
  const credits = basket.promoCodes.filter(
    (promotion) => promotion.valid && promotion.promotion_type === 'AMTOFF',
  );
  const view = payment.payment
    ? reviewPayments({ basket, products, payment: payment.payment, addressType: context.addressType, start })
    : null;

  return (
    <section aria-labelledby="review-payments-heading" className="mt-8" data-testid="review-payments">
      <h3 id="review-payments-heading" className="text-xl font-bold text-brand-900">
        Your payments
      </h3>
      {view === null ? (
        <p className="mt-2 text-slate-700">
          {payment.status === 'error'
            ? 'We could not work out your payments. Please reload the page to try again.'
            : 'Working out your payments…'}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800" data-testid="first-payment">
            Your first payment is <strong>{view.firstPaymentText}</strong>
            {suffix}, taken by Direct Debit after your broadband goes live.
          </p>
          <p className="mt-2 text-slate-800" data-testid="review-contract-start">
            {contractStartText(start)}
          </p>
          {credits.length > 0 && (
            <ul className="mt-2 space-y-1 text-slate-800" data-testid="one-off-credits">
              {credits.map((promotion) => (
                <li key={promotion.code}>
                  <strong>{promotion.code}</strong>:{' '}
                  {formatPrice(penceFromPounds(promotion.promotion_value), { forceDecimals: true })} off,
                  taken off your first bill (and the next bills while any is left).
                </li>
              ))}
            </ul>
          )}
          <table className="mt-4 w-full max-w-2xl text-left" data-testid="review-schedule">
            <caption className="text-left font-semibold text-slate-900">Month by month</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2">
                  Months
                </th>
                <th scope="col" className="py-2">
                  When
                </th>
                <th scope="col" className="py-2 text-right">
                  Each month{suffix}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.months} className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-normal">
                    {row.months}
                  </th>
                  <td className="py-2">{row.period}</td>
                  <td className="py-2 text-right">
                    {row.amountText}
                    {row.includesAnnualIncrease && (
                      <span className="sr-only"> (includes the April price rise)</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="pt-2 font-semibold">
                  Total over the contract
                </th>
                <td className="pt-2 text-right font-semibold">{view.totalText}</td>
              </tr>
            </tfoot>
          </table>
          {view.rises.length > 0 && (
            <ul className="mt-3 space-y-1 text-slate-800" data-testid="april-rises">
              {view.rises.map((rise) => (
                <li key={rise}>{rise}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
