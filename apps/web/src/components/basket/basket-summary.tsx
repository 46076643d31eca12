'use client';

import { removePromotion } from '@fibre/domain/promotions';
import type { Product } from '@fibre/domain/schemas/product';
import { useState } from 'react';
import { removeExtraParams, track } from '@/analytics/events';
import { useJourney } from '@/state/journey-store';
import { NetworkTechnology } from '../full-fibre/network-technology';
import { PromoCodeBox } from '../promotions/promo-code-box';
import { TEXT_LINK_CLASS } from '../ui/link-button';
import { basketView } from './basket-view';
import { useBasketContext } from './use-basket-context';
import { useContractStart } from './use-contract-start';
import { useMonthlyPayment } from './use-monthly-payment';

export interface BasketSummaryProps {
  products: readonly Product[];
  /** No Remove buttons and no promo code box (the checkout's summary). */
  readOnly?: boolean;
  /** Prefix for field ids, unique per basket on the page. */
  idPrefix: string;
  /**
   * The server knows a plan is coming (the basket plan cookie, decision 0687): until the first
   * monthly cost answer the loading line holds the screen's height, and the rows then come at once,
   * so neither they nor the footer push what is painted (layout shift).
   */
  awaitsPlan?: boolean;
}

export const EMPTY_BASKET_MESSAGE = 'Nothing in basket';

/** The basket's rows (ordering-journey.md §2): plan, fees, monthly cost, extras, schedule, promotions. */
export function BasketSummary({
  products,
  readOnly = false,
  idPrefix,
  awaitsPlan = false,
}: BasketSummaryProps) {
  const journey = useJourney();
  const { basket, dispatchBasket } = journey;
  const context = useBasketContext(products);
  const start = useContractStart(context.preorder !== undefined);
  const productIds = basket.basketItem === null ? [] : [basket.basketItem, ...basket.addons];
  const promotionIds = basket.promoCodes.map((promotion) => promotion.id_promotion);
  const preorderUprn = context.preorder ? (journey.address.addressItem?.uprn ?? null) : null;
  const payment = useMonthlyPayment(productIds, promotionIds, preorderUprn);
  // Set once, during render (React's 'adjusting state on a change'): a later repricing, after a
  // toggle, keeps the rows and shows 'Working out…' in its own row as before.
  const [priced, setPriced] = useState(false);
  const settled = payment.status === 'ready' || payment.status === 'error';
  if (settled && !priced) setPriced(true);

  const waiting = !journey.hydrated || start === null;
  if (waiting || (awaitsPlan && basket.basketItem !== null && !priced && !settled)) {
    // The empty basket's line height (text-lg), so 'Nothing in basket' replaces it in place.
    return (
      <p className={`text-lg text-slate-600 ${awaitsPlan ? 'min-h-screen' : ''}`} aria-busy="true">
        Loading your basket…
      </p>
    );
  }
  if (basket.basketItem === null) return <p className="text-lg text-slate-700">{EMPTY_BASKET_MESSAGE}</p>;

  const view = basketView({
    basket,
    products,
    payment: payment.payment,
    addressType: context.addressType,
    start,
  });
  const canEdit = !readOnly && !basket.bundle;

  function removeExtra(id: number) {
    dispatchBasket({ type: 'removeAddon', addonId: id });
    track('remove_extra', removeExtraParams(id));
  }

  function removeCode(code: string) {
    const remaining = removePromotion(basket.promoCodes, code);
    dispatchBasket({ type: 'removePromotion', code, context });
    track('remove_promotion', {
      selected_promotions: remaining.map((promotion) => promotion.code).join(','),
    });
  }

  return (
    <div className="text-slate-900" data-testid={`${idPrefix}-basket`}>
      <dl className="divide-y divide-slate-200">
        {view.plan && (
          <div className="flex justify-between gap-4 py-3">
            <dt>
              <span className="font-semibold">{view.plan.name}</span>
              <span className="block text-sm text-slate-600">{view.plan.contractText}</span>
              <NetworkTechnology
                className="text-sm text-slate-700"
                testId={`${idPrefix}-basket-technology`}
              />
            </dt>
            <dd className="text-right">
              {view.plan.priceText && `${view.plan.priceText} a month${view.vatSuffix}`}
            </dd>
          </div>
        )}
        {view.setUpFeeText && (
          <div className="flex justify-between gap-4 py-3">
            <dt>Set-up fee</dt>
            <dd data-testid="basket-set-up-fee">
              {view.setUpFeeText}
              {view.setUpFeeText !== 'Free' && view.vatSuffix}
            </dd>
          </div>
        )}
        {view.freeMonthsText && (
          <div className="flex justify-between gap-4 py-3">
            <dt>Free months</dt>
            <dd data-testid="basket-free-months">{view.freeMonthsText}</dd>
          </div>
        )}
        {view.extras.map((extra) => (
          <div key={extra.id} className="flex items-center justify-between gap-4 py-3">
            <dt>{extra.name}</dt>
            <dd className="flex items-center gap-3">
              <span>
                {extra.priceText} a month{view.vatSuffix}
              </span>
              {canEdit && (
                <button type="button" onClick={() => removeExtra(extra.id)} className={TEXT_LINK_CLASS}>
                  Remove<span className="sr-only"> {extra.name}</span>
                </button>
              )}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-3">
          <dt className="font-semibold">Monthly cost</dt>
          <dd
            className="text-right"
            data-testid="basket-monthly-cost"
            aria-busy={payment.status === 'loading'}
          >
            {view.monthly ? (
              <>
                {view.monthly.struckThroughText && (
                  <>
                    <s className="mr-2 text-slate-500">
                      <span className="sr-only">was </span>
                      {view.monthly.struckThroughText}
                    </s>
                    <span className="sr-only">now </span>
                  </>
                )}
                <span className="text-xl font-bold">{view.monthly.text}</span>
                <span> a month{view.vatSuffix}</span>
              </>
            ) : payment.status === 'error' ? (
              <span>We could not work out your monthly cost. Please try again later.</span>
            ) : (
              <span>Working out your monthly cost…</span>
            )}
          </dd>
        </div>
        {view.monthly?.vatText && (
          <div className="flex justify-between gap-4 py-3">
            <dt>VAT</dt>
            <dd data-testid="basket-monthly-vat">{view.monthly.vatText} a month</dd>
          </div>
        )}
      </dl>

      {view.schedule && (
        <section aria-labelledby={`${idPrefix}-schedule-heading`} className="mt-4">
          <h3 id={`${idPrefix}-schedule-heading`} className="font-semibold">
            Payment schedule
          </h3>
          <table className="mt-2 w-full text-left text-sm" data-testid="payment-schedule">
            <thead className="sr-only">
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {view.schedule.rows.map((row) => (
                <tr key={row.label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 font-normal">
                    {row.label}
                  </th>
                  <td className="py-1 text-right">{row.amountText}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-2 font-semibold">
                  Total contract value{view.schedule.vatText && ' without VAT'}
                  {view.schedule.totalIsMaximum && ', at most'}
                </th>
                <td className="pt-2 text-right font-semibold">{view.schedule.totalText}</td>
              </tr>
              {view.schedule.vatText && (
                <tr>
                  <th scope="row" className="pt-1 font-normal">
                    VAT over the contract
                  </th>
                  <td className="pt-1 text-right" data-testid="payment-schedule-vat">
                    {view.schedule.vatText}
                  </td>
                </tr>
              )}
            </tfoot>
          </table>
          {view.schedule.note && <p className="mt-2 text-sm text-slate-700">* {view.schedule.note}</p>}
          <p className="mt-2 text-sm text-slate-700" data-testid="payment-schedule-start">
            {view.schedule.startText}
          </p>
        </section>
      )}

      {view.promotions.length > 0 && (
        <section aria-labelledby={`${idPrefix}-promotions-heading`} className="mt-4">
          <h3 id={`${idPrefix}-promotions-heading`} className="font-semibold">
            Promotions applied
          </h3>
          <ul className="mt-2 space-y-2" data-testid="basket-promotions">
            {view.promotions.map((promotion) => (
              <li key={promotion.code} className="flex items-center justify-between gap-3 text-sm">
                <span>
                  <span className="font-semibold">{promotion.code}</span>: {promotion.text}
                </span>
                {promotion.removable && !readOnly && (
                  <button
                    type="button"
                    onClick={() => removeCode(promotion.code)}
                    className={TEXT_LINK_CLASS}
                  >
                    Remove<span className="sr-only"> promotion {promotion.code}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {!readOnly && <PromoCodeBox idPrefix={idPrefix} context={context} />}
    </div>
  );
}
