import { INSTALLATION_SLOT_TIMES, type InstallationSlotTime } from '@fibre/domain/schemas/api-installation';

/**
 * When a new order's engineer visit can be booked (demo-data.md, 'Installation slots'): two
 * slots a day, 08:00-13:00 and 13:00-18:00, Monday to Saturday, from the third working day
 * after the order, for 14 days. Working days are Monday to Friday (decision 0058). Days are
 * UK calendar dates ('YYYY-MM-DD'); the order's day is its date in Europe/London.
 */

export const SLOT_TIMES = INSTALLATION_SLOT_TIMES;
export type SlotTime = InstallationSlotTime;

/** Working days between the order and the first day offered. */
export const LEAD_WORKING_DAYS = 3;
/** Calendar days the offer spans, the first day included. */
export const WINDOW_DAYS = 14;

export interface InstallationWindow {
  /** First day offered. */
  start: string;
  /** Last day offered (start + 13 days). */
  end: string;
}

export interface SlotOffer {
  day: string;
  time: SlotTime;
}

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar date of an instant ('en-CA' formats as YYYY-MM-DD). */
export function ukDate(instant: Date): string {
  return londonDate.format(instant);
}

function toUtcNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function addDays(day: string, days: number): string {
  const date = toUtcNoon(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(day: string): number {
  return toUtcNoon(day).getUTCDay();
}

export function isWorkingDay(day: string): boolean {
  const dow = weekday(day);
  return dow >= 1 && dow <= 5;
}

/** Installers visit Monday to Saturday. */
export function isInstallationDay(day: string): boolean {
  return weekday(day) !== 0;
}

/** The nth working day after `day` (not counting `day` itself). */
export function workingDaysAfter(day: string, count: number): string {
  let current = day;
  let counted = 0;
  while (counted < count) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/** The days a work order raised at `orderedAt` offers. */
export function installationWindow(orderedAt: Date): InstallationWindow {
  const start = workingDaysAfter(ukDate(orderedAt), LEAD_WORKING_DAYS);
  return { start, end: addDays(start, WINDOW_DAYS - 1) };
}

/** Every slot of a window, in day then time order. */
export function slotsOf(window: InstallationWindow): SlotOffer[] {
  const slots: SlotOffer[] = [];
  for (let day = window.start; day <= window.end; day = addDays(day, 1)) {
    if (!isInstallationDay(day)) continue;
    for (const time of SLOT_TIMES) slots.push({ day, time });
  }
  return slots;
}

/** Whether a (day, time) is one of the window's slots. */
export function isOffered(window: InstallationWindow, day: string, time: string): boolean {
  return (
    day >= window.start &&
    day <= window.end &&
    isInstallationDay(day) &&
    (SLOT_TIMES as readonly string[]).includes(time)
  );
}

/** The slot's row id in installation_slot. */
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
