import { addDays, type CalendarDate, formatIsoDate, longDate, parseIsoDate, weekday } from './calendar';

/**
 * The rules and words of the checkout's later steps (decision 0250): the installation calendar,
 * the slot labels, the Idempotency-Key the writes carry, and the messages the routes send and the
 * browser shows. No zod: the browser imports this module.
 */

/** A booking refused because the slot filled up meanwhile (409 slot.full; decision 0200). */
export const SLOT_TAKEN_MESSAGE = 'Sorry, that slot has just been taken. Please choose another.';
/** The slot list could not be read. */
export const SLOTS_UNAVAILABLE_MESSAGE =
  'We could not load the installation dates. Please try again, or call us to book your visit.';
/** A full slot's tag in the calendar. */
export const FULLY_BOOKED = 'Fully booked';
/** The 14-day question (Consumer Contracts Regulations 2013, reg. 36). */
export const START_WITHIN_CANCELLATION_QUESTION =
  'Do you want your service to start within the 14-day cancellation period?';
export const SELECT_AN_OPTION_MESSAGE = 'Please select an option';
/** No slot chosen in the installation calendar. */
export const CHOOSE_SLOT_MESSAGE = 'Choose a date and time for your installation';
export const CONFIRM_ORDER_BUTTON = 'Place order and pay monthly';
export const CONFIRM_FAILED_MESSAGE = 'There was an error placing your order. Please try again.';
export const DIRECT_DEBIT_FAILED_MESSAGE =
  'There was an error setting up your Direct Debit. Please try again.';
export const BOOKING_FAILED_MESSAGE = 'There was an error booking your installation. Please try again.';

/** An Idempotency-Key as the browser makes it (crypto.randomUUID()) or a tool sends it: 8 to 64 of A-Z, a-z, 0-9 and '-'. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MESSAGE = 'Send an Idempotency-Key header of 8 to 64 letters, digits or dashes';

export function isIdempotencyKey(value: string | null | undefined): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** The two slots of a day (api-installation.ts INSTALLATION_SLOT_TIMES), as people say them. */
const PART_OF_DAY: Record<string, { name: string; hours: string }> = {
  '08:00-13:00': { name: 'Morning', hours: '8am to 1pm' },
  '13:00-18:00': { name: 'Afternoon', hours: '1pm to 6pm' },
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Friday 27 November 2026' (GOV.UK date style), or the text as given when it is not a date. */
export function dayLabel(day: string): string {
  const date = parseIsoDate(day);
  if (date === null) return day;
  return `${WEEKDAYS[weekday(date)]} ${longDate(date)}`;
}

/** '8am to 1pm' for '08:00-13:00'; other times as '08:30 to 12:00'. */
export function slotHours(time: string): string {
  return PART_OF_DAY[time]?.hours ?? time.replace('-', ' to ');
}

/** 'Morning' or 'Afternoon'. */
export function slotPartOfDay(time: string): string {
  return PART_OF_DAY[time]?.name ?? time;
}

/** The booked visit as the checkout keeps and shows it: 'Friday 27 November 2026, 8am to 1pm'. */
export function slotLabel(day: string, time: string): string {
  return `${dayLabel(day)}, ${slotHours(time)}`;
}

export interface SlotLike {
  day: string;
  time: string;
  available: boolean;
  selected: boolean;
}

export interface CalendarDay<S extends SlotLike> {
  day: string;
  label: string;
  /** Morning first. */
  slots: S[];
  /** No slot of the day can be booked. */
  full: boolean;
}

export interface CalendarWeek<S extends SlotLike> {
  /** The Monday of the week, YYYY-MM-DD. */
  monday: string;
  /** 'Week beginning Monday 23 November 2026'. */
  label: string;
  days: CalendarDay<S>[];
}

function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/**
 * The slots as a calendar: by week (Monday first), then by day in date order, each day's slots
 * morning first. Slots whose day is not a date are left out.
 */
export function slotCalendar<S extends SlotLike>(slots: readonly S[]): CalendarWeek<S>[] {
  const byDay = new Map<string, S[]>();
  for (const slot of slots) {
    if (parseIsoDate(slot.day) === null) continue;
    const list = byDay.get(slot.day) ?? [];
    list.push(slot);
    byDay.set(slot.day, list);
  }
  const weeks = new Map<string, CalendarWeek<S>>();
  for (const day of [...byDay.keys()].sort()) {
    const date = parseIsoDate(day) as CalendarDate;
    const monday = formatIsoDate(mondayOf(date));
    const week = weeks.get(monday) ?? {
      monday,
      label: `Week beginning ${dayLabel(monday)}`,
      days: [],
    };
    const daySlots = (byDay.get(day) ?? []).slice().sort((a, b) => a.time.localeCompare(b.time));
    week.days.push({
      day,
      label: dayLabel(day),
      slots: daySlots,
      full: daySlots.every((slot) => !slot.available && !slot.selected),
    });
    weeks.set(monday, week);
  }
  return [...weeks.values()];
}

/** The slot value a radio carries: 'YYYY-MM-DD|HH:MM-HH:MM'. */
export function slotValue(slot: { day: string; time: string }): string {
  return `${slot.day}|${slot.time}`;
}

export function parseSlotValue(value: string): { day: string; time: string } | null {
  const [day, time, ...rest] = value.split('|');
  if (!day || !time || rest.length > 0 || parseIsoDate(day) === null) return null;
  return { day, time };
}

/** The installation step's check: the calendar's value (null with no radio ticked) must name a slot. */
export function chosenSlotMessage(value: string | null): string | undefined {
  return value === null || parseSlotValue(value) === null ? CHOOSE_SLOT_MESSAGE : undefined;
}

/** The review's answer to the 14-day question, as its radios carry it; '' before one is chosen. */
export type StartAnswer = '' | 'yes' | 'no';

/**
 * The review's check: a consumer must answer the 14-day question; a business is not asked it
 * (decision 0280), so it has nothing to answer.
 */
export function startAnswerMessage(answer: string | null, consumer: boolean): string | undefined {
  return consumer && answer !== 'yes' && answer !== 'no' ? SELECT_AN_OPTION_MESSAGE : undefined;
}

/** What the confirmation sends: true only for a consumer who chose to start within the 14 days. */
export function startsWithinCancellationPeriod(answer: string | null, consumer: boolean): boolean {
  return consumer && answer === 'yes';
}

/** A customer-facing account number as the API masks it: '******58'. */
export function maskedAccountText(masked: string): string {
  return `ending ${masked.replace(/\*/g, '')}`;
}

/** '089999' as '08-99-99'. */
export function sortCodeText(sortCode: string): string {
  return /^\d{6}$/.test(sortCode)
    ? `${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4)}`
    : sortCode;
}
