import { addDays, type CalendarDate, compareCalendarDates, formatIsoDate, longDate } from './calendar';
import { hasConsumerCancellationRights } from './cancellation-rights';
import type { AddressType } from './constants';
import { formatPrice, type Pence } from './money';

/**
 * Cancelling a placed order within the 14-day cancellation period (decision 0661), Consumer
 * Contracts (Information, Cancellation and Additional Charges) Regulations 2013:
 * - reg. 30(3)(a): for a service contract the period ends at the end of 14 days after the day on
 *   which the contract is entered into; the contract is entered into when the order is placed
 *   (its UK date), so an order placed on 1 December can be cancelled until the end of 15 December.
 * - reg. 36(4): a consumer who expressly asked for the service to start within the period pays an
 *   amount in proportion to what was supplied before they told the trader they were cancelling,
 *   compared with the full coverage of the contract. Here: the monthly charge spread evenly over
 *   the year (12 / 365 of it a day), for each day from the day the service started to the day of
 *   cancelling, both counted. reg. 36(6): without that request, nothing is owed.
 * - Consumers only (cancellation-rights.ts): a business address has no such right.
 */

/** Days after the day the contract is entered into. */
export const CANCELLATION_PERIOD_DAYS = 14;

/** The last day an order placed on `placedOn` can be cancelled (to its end, UK time). */
export function cancellationPeriodLastDay(placedOn: CalendarDate): CalendarDate {
  return addDays(placedOn, CANCELLATION_PERIOD_DAYS);
}

/** Whether `today` is within the cancellation period of an order placed on `placedOn`. */
export function isWithinCancellationPeriod(placedOn: CalendarDate, today: CalendarDate): boolean {
  return (
    compareCalendarDates(today, placedOn) >= 0 &&
    compareCalendarDates(today, cancellationPeriodLastDay(placedOn)) <= 0
  );
}

function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

/** Days on which the service was supplied: from its start to the day of cancelling, both counted. */
export function daysSupplied(serviceStart: CalendarDate | null, cancelledOn: CalendarDate): number {
  if (serviceStart === null) return 0;
  return Math.max(0, dayNumber(cancelledOn) - dayNumber(serviceStart) + 1);
}

export interface AmountOwedInput {
  /** The customer asked for the service to start within the cancellation period (the review's answer). */
  startWithinCancellationPeriod: boolean;
  /** The day the service started (the installation day), or null when it has not. */
  serviceStart: CalendarDate | null;
  /** The day the customer cancels. */
  cancelledOn: CalendarDate;
  /** The monthly charge of the order, in pence. */
  monthlyChargePence: Pence;
}

/** What a cancelling consumer owes for the service supplied (reg. 36(4) and (6)), in whole pence. */
export function amountOwedOnCancellation(input: AmountOwedInput): Pence {
  if (!input.startWithinCancellationPeriod) return 0;
  const days = daysSupplied(input.serviceStart, input.cancelledOn);
  return Math.round((input.monthlyChargePence * 12 * days) / 365);
}

export type CancellationRefusal = 'business' | 'period_over' | 'order_closed';

export interface CancellationTerms {
  /** The last day of the period, 'YYYY-MM-DD' (null for a business, which has none). */
  lastDay: string | null;
  /** Why the order cannot be cancelled online, or null when it can. */
  refusal: CancellationRefusal | null;
  /** Days the service has been supplied up to today. */
  daysSupplied: number;
  /** What cancelling today costs, in pence. */
  amountOwedPence: Pence;
}

export interface CancellationTermsInput {
  addressType: AddressType;
  /** The UK day the order was placed. */
  placedOn: CalendarDate;
  today: CalendarDate;
  /** The order is still open (acknowledged or in progress): the lifecycle lets it be cancelled. */
  orderOpen: boolean;
  startWithinCancellationPeriod: boolean;
  /** The booked installation day, if any; the service starts that day. */
  installationDay: CalendarDate | null;
  monthlyChargePence: Pence;
}

/** Whether and at what cost an order can be cancelled today under the Regulations. */
export function cancellationTerms(input: CancellationTermsInput): CancellationTerms {
  const consumer = hasConsumerCancellationRights(input.addressType);
  const lastDay = consumer ? cancellationPeriodLastDay(input.placedOn) : null;
  const serviceStart =
    input.installationDay !== null && compareCalendarDates(input.installationDay, input.today) <= 0
      ? input.installationDay
      : null;
  const refusal: CancellationRefusal | null = !consumer
    ? 'business'
    : !input.orderOpen
      ? 'order_closed'
      : isWithinCancellationPeriod(input.placedOn, input.today)
        ? null
        : 'period_over';
  return {
    lastDay: lastDay === null ? null : formatIsoDate(lastDay),
    refusal,
    daysSupplied: daysSupplied(serviceStart, input.today),
    amountOwedPence: amountOwedOnCancellation({
      startWithinCancellationPeriod: input.startWithinCancellationPeriod,
      serviceStart,
      cancelledOn: input.today,
      monthlyChargePence: input.monthlyChargePence,
    }),
  };
}

/** 'You can cancel until the end of 15 December 2026.' */
export function cancellationDeadlineText(lastDay: CalendarDate): string {
  return `You can cancel until the end of ${longDate(lastDay)}.`;
}

/** What cancelling costs, in words: nothing, or the proportionate amount and why. */
export function amountOwedText(terms: Pick<CancellationTerms, 'amountOwedPence' | 'daysSupplied'>): string {
  if (terms.amountOwedPence === 0) {
    return 'You will not pay anything, and we will refund anything you have paid us for this order.';
  }
  const days = terms.daysSupplied === 1 ? '1 day' : `${terms.daysSupplied} days`;
  return (
    `You asked for your service to start within the 14 days, and it has been running for ${days}, so ` +
    `you will pay ${formatPrice(terms.amountOwedPence, { forceDecimals: true })} for that time. We will ` +
    'refund anything else you have paid us for this order within 14 days.'
  );
}

/** What a customer is told when the order cannot be cancelled online. */
export const CANCELLATION_REFUSAL_MESSAGES: Record<CancellationRefusal, string> = {
  business:
    'The 14-day right to cancel is for consumers, so it does not apply to a business contract. Call us to end your contract.',
  period_over:
    'The 14-day cancellation period for this order has ended, so it cannot be cancelled online. Call us to end your contract.',
  order_closed: 'This order can no longer be cancelled online.',
};
