/**
 * The UK calendar (decision 0160): the domain's one date type and the rules about days that the
 * payment schedule, the birthdate check and the installation window share. Dates are days of the
 * calendar in the UK, not instants; an instant becomes one at the edge with `ukCalendarDate`, so the
 * rules take today as an argument and stay pure.
 */

/** A day of the UK calendar; month 1-12. Its text form is ISO 'YYYY-MM-DD'. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD', the groups year, month and day (whether such a day exists is parseIsoDate's question). */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar date of a 'YYYY-MM-DD' text, or null when it is malformed or no such day exists. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (match === null) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The 'YYYY-MM-DD' text of a date, which sorts as the dates do. */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Orders two calendar dates: negative when a is earlier, 0 when equal, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The UK date of an instant: days turn at midnight in London (GMT or BST), not at UTC's. */
export function ukCalendarDate(instant: Date): CalendarDate {
  const parts = LONDON_PARTS.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function toUtc(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function fromUtc(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The date `days` later (earlier when negative), across months and years. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = toUtc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return fromUtc(moved);
}

/** 0 Sunday, 1 Monday ... 6 Saturday. */
export function weekday(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, as the Church of England's tables). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The first Monday of a month, or the last when `last` is set. */
function monday(year: number, month: number, last: boolean): CalendarDate {
  const edge = { year, month, day: last ? daysInMonth(year, month) : 1 };
  const offset = last ? -((weekday(edge) + 6) % 7) : (8 - weekday(edge)) % 7;
  return addDays(edge, offset);
}

/** A fixed holiday on a weekend is taken on the next weekday not already a holiday. */
function substituted(dates: readonly CalendarDate[]): CalendarDate[] {
  const taken: CalendarDate[] = [];
  for (const date of dates) {
    let day = date;
    while (
      weekday(day) === 0 ||
      weekday(day) === 6 ||
      taken.some((t) => compareCalendarDates(t, day) === 0)
    ) {
      day = addDays(day, 1);
    }
    taken.push(day);
  }
  return taken;
}

/**
 * Royal proclamations that moved a regular bank holiday (early May for VE Day, the late May one for
 * the jubilees) or added one, in England and Wales. A new proclamation is one more line here.
 */
const MOVED: Record<string, string> = {
  '2012-05-28': '2012-06-04',
  '2020-05-04': '2020-05-08',
  '2022-05-30': '2022-06-02',
};
const ADDED = ['2011-04-29', '2012-06-05', '2022-06-03', '2022-09-19', '2023-05-08'];

/** The bank holidays of England and Wales in a year, in date order. */
export function bankHolidays(year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const regular = [
    ...substituted([{ year, month: 1, day: 1 }]),
    addDays(easter, -2),
    addDays(easter, 1),
    monday(year, 5, false),
    monday(year, 5, true),
    monday(year, 8, true),
    ...substituted([
      { year, month: 12, day: 25 },
      { year, month: 12, day: 26 },
    ]),
  ].map((date) => parseIsoDate(MOVED[formatIsoDate(date)] ?? '') ?? date);
  const added = ADDED.map((text) => parseIsoDate(text) as CalendarDate).filter((date) => date.year === year);
  return [...regular, ...added].sort(compareCalendarDates);
}

export function isBankHoliday(date: CalendarDate): boolean {
  return bankHolidays(date.year).some((holiday) => compareCalendarDates(holiday, date) === 0);
}

/** A working day in the UK sense: Monday to Friday and not a bank holiday (England and Wales). */
export function isWorkingDay(date: CalendarDate): boolean {
  const dow = weekday(date);
  return dow >= 1 && dow <= 5 && !isBankHoliday(date);
}

/** The nth working day after `date` (not counting `date` itself); the date itself for 0. */
export function workingDaysAfter(date: CalendarDate, count: number): CalendarDate {
  let current = date;
  let counted = 0;
  while (counted < count) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2 December 2026'. */
export function longDate(date: CalendarDate): string {
  return `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** 'December 2026'. */
export function monthAndYear(date: CalendarDate): string {
  return `${MONTH_NAMES[date.month - 1]} ${date.year}`;
}
