import { type CalendarDate, daysInMonth, longDate, parseIsoDate } from './calendar';
import { earliestInstallationDay } from './installation-window';

/**
 * When month 1 of a contract starts (decision 0440): the day the service starts, never the order
 * day. Every figure of an order (basket, payment schedule, review, contract summary and its PDF,
 * e-mails) counts its months, and so places its April rises, from this one start.
 *
 * - A new line starts on its installation day: the booked one, or before a visit is booked the
 *   earliest day one can be booked (installation-window.ts), which is what the basket shows.
 * - A pre-order starts when the network at the address goes live. The provider's data gives no
 *   such day today, so the start is unknown: the term is stated as 'from the day your service goes
 *   live' and the figures assume the dearest case (payment-schedule.ts DEAREST_MONTHS_BEFORE_RISE).
 *   Once a go-live day is known, it is the start.
 */
export type ContractStart =
  /** A visit booked for this day. */
  | { kind: 'installation'; day: CalendarDate }
  /** No visit booked yet: the earliest day one can be. */
  | { kind: 'earliest-installation'; day: CalendarDate }
  /** A pre-order whose address goes live on this day. */
  | { kind: 'go-live'; day: CalendarDate }
  /** A pre-order whose go-live day is not known yet. */
  | { kind: 'go-live-unknown' };

export interface ContractStartInput {
  /** The UK date the order is (being) placed on. */
  orderDay: CalendarDate;
  /** Whether the order is a pre-order (the address cannot be connected yet). */
  preorder: boolean;
  /** The booked installation day ('YYYY-MM-DD' or a date), if any. */
  installationDay?: CalendarDate | string | null;
  /** A pre-order address's go-live day, when the provider knows it. */
  goLiveDay?: CalendarDate | string | null;
}

function dateOf(value: CalendarDate | string | null | undefined): CalendarDate | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  const parsed = parseIsoDate(value);
  if (parsed === null) throw new RangeError(`Not a date: ${value}`);
  return parsed;
}

/** The one rule for month 1 (decision 0440). */
export function contractStart(input: ContractStartInput): ContractStart {
  const installation = dateOf(input.installationDay);
  if (installation) return { kind: 'installation', day: installation };
  if (input.preorder) {
    const goLive = dateOf(input.goLiveDay);
    return goLive ? { kind: 'go-live', day: goLive } : { kind: 'go-live-unknown' };
  }
  return { kind: 'earliest-installation', day: earliestInstallationDay(input.orderDay) };
}

/** The day month 1 starts, or null while a pre-order's go-live day is unknown. */
export function contractStartDay(start: ContractStart): CalendarDate | null {
  return start.kind === 'go-live-unknown' ? null : start.day;
}

/**
 * The day contract month m starts: m-1 calendar months after month 1, on the same day of the
 * month, or the month's last day where it is shorter (a 31 January start bills on 28 February).
 */
export function contractMonthStart(startDay: CalendarDate, month: number): CalendarDate {
  const index = startDay.year * 12 + (startDay.month - 1) + (month - 1);
  const year = Math.floor(index / 12);
  const monthOfYear = (index % 12) + 1;
  return { year, month: monthOfYear, day: Math.min(startDay.day, daysInMonth(year, monthOfYear)) };
}

/** The contract start in words, as every surface states it beside its figures. */
export function contractStartText(start: ContractStart): string {
  switch (start.kind) {
    case 'installation':
      return `Month 1 starts on your installation day, ${longDate(start.day)}.`;
    case 'earliest-installation':
      return `Month 1 starts on your installation day: ${longDate(start.day)} at the earliest.`;
    case 'go-live':
      return `Month 1 starts the day your service goes live, ${longDate(start.day)}.`;
    case 'go-live-unknown':
      return (
        'Month 1 starts the day your service goes live. We do not know that day yet, so these figures ' +
        'assume the April price rise comes as soon as it can: they are the most you will pay.'
      );
  }
}
