import {
  addDays,
  type CalendarDate,
  compareCalendarDates,
  formatIsoDate,
  isWorkingDay,
  longDate,
  parseIsoDate,
  ukCalendarDate,
  weekday,
} from './calendar';
import { type InstallationWindow, installationWindow } from './installation-window';

/**
 * Moving a booked installation after the order is placed (decision 0660). The provider's
 * engineers plan their rounds two working days ahead, so a visit can be moved until the end of
 * the second working day before it (the cut-off day): a Thursday visit can be moved until the end
 * of Tuesday; a Monday visit until the end of the Thursday before; bank holidays do not count.
 * The new slot is chosen from the slots and capacity the checkout offers to an order placed today
 * (installation-window.ts: from the third working day after today, for 14 days), so a new slot is
 * always after its own cut-off.
 */

/** Working days between the cut-off day and the visit. */
export const RESCHEDULE_CUTOFF_WORKING_DAYS = 2;

/** The nth working day before `date` (not counting `date` itself). */
function workingDaysBefore(date: CalendarDate, count: number): CalendarDate {
  let current = date;
  let counted = 0;
  while (counted < count) {
    current = addDays(current, -1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/** The last day a visit on `visitDay` can be moved or cancelled online. */
export function rescheduleCutoffDay(visitDay: CalendarDate): CalendarDate {
  return workingDaysBefore(visitDay, RESCHEDULE_CUTOFF_WORKING_DAYS);
}

/** Whether a visit on `visitDay` can still be moved on `today` (both UK dates). */
export function canRescheduleInstallation(visitDay: CalendarDate, today: CalendarDate): boolean {
  return compareCalendarDates(today, rescheduleCutoffDay(visitDay)) <= 0;
}

/** The slots a visit can be moved to at `now`: the checkout's own window for an order placed now. */
export function rescheduleWindow(now: Date): InstallationWindow {
  return installationWindow(now);
}

export type RescheduleRefusal = 'no_visit' | 'cutoff_passed' | 'order_closed';

export interface RescheduleTerms {
  /** The booked visit's day, 'YYYY-MM-DD', or null when none is booked. */
  visitDay: string | null;
  /** The cut-off day, 'YYYY-MM-DD', or null without a visit. */
  cutoffDay: string | null;
  /** Why the visit cannot be moved, or null when it can. */
  refusal: RescheduleRefusal | null;
}

/**
 * Whether an order's visit can be moved now: the order must still be open (acknowledged or in
 * progress), have a booked visit, and today must not be past its cut-off.
 */
export function rescheduleTerms(input: {
  orderOpen: boolean;
  visitDay: string | null;
  now: Date;
}): RescheduleTerms {
  const visit = input.visitDay === null ? null : parseIsoDate(input.visitDay);
  const cutoff = visit === null ? null : rescheduleCutoffDay(visit);
  const refusal: RescheduleRefusal | null = !input.orderOpen
    ? 'order_closed'
    : visit === null
      ? 'no_visit'
      : canRescheduleInstallation(visit, ukCalendarDate(input.now))
        ? null
        : 'cutoff_passed';
  return {
    visitDay: visit === null ? null : formatIsoDate(visit),
    cutoffDay: cutoff === null ? null : formatIsoDate(cutoff),
    refusal,
  };
}

/** 'You can change your installation until the end of Tuesday 1 December 2026.' */
export function rescheduleCutoffText(cutoffDay: CalendarDate): string {
  return `You can change your installation until the end of ${weekdayName(cutoffDay)} ${longDate(cutoffDay)}.`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function weekdayName(date: CalendarDate): string {
  return WEEKDAY_NAMES[weekday(date)] ?? '';
}

/** What a customer is told when the visit cannot be moved online. */
export const RESCHEDULE_REFUSAL_MESSAGES: Record<RescheduleRefusal, string> = {
  no_visit: 'There is no installation visit booked for this order, so there is nothing to change.',
  cutoff_passed:
    'Your installation is less than 2 working days away, so it can no longer be changed online. Call us and we will help.',
  order_closed: 'This order can no longer be changed online.',
};
