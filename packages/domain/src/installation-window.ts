import {
  addDays,
  type CalendarDate,
  formatIsoDate,
  parseIsoDate,
  ukCalendarDate,
  weekday,
  workingDaysAfter,
} from './calendar';
import { INSTALLATION_SLOT_TIMES, type InstallationSlotTime } from './installation-slot-times';

/**
 * When a new order's engineer visit can be booked (demo-data.md, 'Installation slots'): two
 * slots a day, 08:00-13:00 and 13:00-18:00, Monday to Saturday, from the third working day
 * after the order, for 14 days (decisions 0058 and 0160). Working days are the UK calendar's
 * (Monday to Friday, not a bank holiday); the order's day is its date in Europe/London. Days are
 * written as the API and the slot table write them, ISO 'YYYY-MM-DD', which sorts as dates do.
 */

export const SLOT_TIMES = INSTALLATION_SLOT_TIMES;
export type SlotTime = InstallationSlotTime;

/** Working days between the order and the first day offered. */
const LEAD_WORKING_DAYS = 3;
/** Calendar days the offer spans, the first day included. */
const WINDOW_DAYS = 14;

export interface InstallationWindow {
  /** First day offered, 'YYYY-MM-DD'. */
  start: string;
  /** Last day offered (start + 13 days). */
  end: string;
}

export interface SlotOffer {
  day: string;
  time: SlotTime;
}

/** The UK date of an instant as 'YYYY-MM-DD' (the order's day, today for a dated body check). */
export function ukIsoDate(instant: Date): string {
  return formatIsoDate(ukCalendarDate(instant));
}

/** Installers visit Monday to Saturday. */
export function isInstallationDay(day: CalendarDate): boolean {
  return weekday(day) !== 0;
}

/** The first day a visit can be booked for an order placed on `orderDay` (its UK date). */
export function earliestInstallationDay(orderDay: CalendarDate): CalendarDate {
  return workingDaysAfter(orderDay, LEAD_WORKING_DAYS);
}

/** The days a work order raised at `orderedAt` offers. */
export function installationWindow(orderedAt: Date): InstallationWindow {
  const start = earliestInstallationDay(ukCalendarDate(orderedAt));
  return { start: formatIsoDate(start), end: formatIsoDate(addDays(start, WINDOW_DAYS - 1)) };
}

/** Every slot of a window, in day then time order. */
export function slotsOf(window: InstallationWindow): SlotOffer[] {
  const slots: SlotOffer[] = [];
  const start = parseIsoDate(window.start);
  if (start === null) return slots;
  for (let date = start; formatIsoDate(date) <= window.end; date = addDays(date, 1)) {
    if (!isInstallationDay(date)) continue;
    for (const time of SLOT_TIMES) slots.push({ day: formatIsoDate(date), time });
  }
  return slots;
}

/** Whether a (day, time) is one of the window's slots. */
export function isOffered(window: InstallationWindow, day: string, time: string): boolean {
  const date = parseIsoDate(day);
  return (
    date !== null &&
    day >= window.start &&
    day <= window.end &&
    isInstallationDay(date) &&
    (SLOT_TIMES as readonly string[]).includes(time)
  );
}

/** A slot's identity, 'YYYY-MM-DD HH:MM-HH:MM': the row id in the provider's slot table. */
export function slotId(day: string, time: string): string {
  return `${day} ${time}`;
}

const SLOT_LABELS: Record<SlotTime, string> = {
  '08:00-13:00': 'Morning, 8am to 1pm',
  '13:00-18:00': 'Afternoon, 1pm to 6pm',
};

export function slotLabel(time: SlotTime): string {
  return SLOT_LABELS[time];
}
