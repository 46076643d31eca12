'use client';

import { ukCalendarDate } from '@fibre/domain/calendar';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { Product } from '@fibre/domain/schemas/product';
import { useEffect, useState } from 'react';
import { basketView } from '@/components/basket/basket-view';
import { useBasketContext } from '@/components/basket/use-basket-context';
import { useMonthlyPayment } from '@/components/basket/use-monthly-payment';
import { useJourney } from '@/state/journey-store';

/**
 * The first payment, and where each one-off credit (AMTOFF, such as FRIEND50's £50 off) lands: on
 * the first bill, and on the next ones while any is left (payment-schedule.ts takes it off the
 * first bills until used up, never below £0).
 */
export function OneOffCredits({ products }: { products: readonly Product[] }) {
  const { basket, hydrated } = useJourney();
  const context = useBasketContext(products);
  const productIds = basket.basketItem === null ? [] : [basket.basketItem, ...basket.addons];
  const payment = useMonthlyPayment(
    productIds,
    basket.promoCodes.map((promotion) => promotion.id_promotion),
  );
  const [today, setToday] = useState<ReturnType<typeof ukCalendarDate> | null>(null);
  useEffect(() => setToday(ukCalendarDate(new Date())), []);
  if (!hydrated || today === null || basket.basketItem === null) return null;

  const view = basketView({
    basket,
    products,
    payment: payment.payment,
    addressType: context.addressType,
    today,
  });
  const credits = basket.promoCodes.filter(
    (promotion) => promotion.promotion_type === 'AMTOFF' && promotion.valid,
  );
  const first = view.schedule?.rows[0];
  const second = view.schedule?.rows[1];
  return (
    <section aria-labelledby="first-payment-heading" className="mt-8" data-testid="first-payment">
      <h3 id="first-payment-heading" className="text-xl font-bold text-brand-900">
        Your first payment
      </h3>
      {first ? (
        <p className="mt-2 text-slate-800">
          Your first bill ({first.label.toLowerCase()}) is <strong>{first.amountText}</strong>
          {view.vatSuffix}, taken by Direct Debit after your broadband goes live.
          {second &&
            ` After that you pay ${second.amountText}${view.vatSuffix} (${second.label.toLowerCase()}).`}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">Working out your first payment…</p>
      )}
      {credits.length > 0 && (
        <ul className="mt-3 space-y-1 text-slate-800" data-testid="one-off-credits">
          {credits.map((promotion) => (
            <li key={promotion.code}>
              <strong>{promotion.code}</strong>: {formatPrice(penceFromPounds(promotion.promotion_value))}{' '}
              off, taken off your first bill (and the next bills if any is left over).
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
