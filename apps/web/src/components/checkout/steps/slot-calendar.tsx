'use client';

import {
  type CalendarDay,
  FULLY_BOOKED,
  SLOTS_UNAVAILABLE_MESSAGE,
  slotCalendar,
  slotHours,
  slotPartOfDay,
  slotValue,
} from '@fibre/domain/checkout-steps';
import type { InstallationSlot } from '@fibre/domain/schemas/api-installation';
import { FieldError, type FieldRegistration, FormGroup } from '@/components/form/field-parts';

/** The calendar's radio name and the id of its first free slot (where the error summary links). */
export const SLOTS_ID = 'installation-slot';

interface SlotCalendarProps {
  slots: readonly InstallationSlot[];
  /** `site.register(SLOTS_ID)`: every radio shares its name, handlers and ref. */
  registration: FieldRegistration<HTMLInputElement>;
  error: string | undefined;
}

/**
 * The slots as a calendar, week by week and day by day, with a morning and an afternoon radio per
 * day; a full slot is disabled and says 'Fully booked'. One radio group for the whole calendar, so
 * the arrow keys move through the free slots, and it is left only when focus leaves every radio.
 */
export function SlotCalendar({ slots, registration, error }: SlotCalendarProps) {
  const weeks = slotCalendar(slots);
  if (weeks.length === 0) return <p>{SLOTS_UNAVAILABLE_MESSAGE}</p>;
  // The error summary's link lands on the first slot that can be chosen.
  const firstFree = slots.find((slot) => slot.available || slot.selected);
  const firstFreeValue = firstFree ? slotValue(firstFree) : null;
  return (
    <FormGroup error={error}>
      <fieldset aria-describedby={error ? `${SLOTS_ID}-error` : undefined} data-testid="slot-calendar">
        <legend className="text-xl font-semibold text-slate-900">
          Choose a date and time for your installation
        </legend>
        <FieldError id={SLOTS_ID} message={error} />
        {weeks.map((week) => (
          <section key={week.monday} aria-labelledby={`week-${week.monday}`} className="mt-6">
            <h3 id={`week-${week.monday}`} className="text-lg font-semibold text-brand-900">
              {week.label}
            </h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {week.days.map((day) => (
                <SlotDay
                  key={day.day}
                  day={day}
                  firstFreeValue={firstFreeValue}
                  registration={registration}
                />
              ))}
            </ul>
          </section>
        ))}
      </fieldset>
    </FormGroup>
  );
}

function SlotDay({
  day,
  firstFreeValue,
  registration,
}: {
  day: CalendarDay<InstallationSlot>;
  firstFreeValue: string | null;
  registration: FieldRegistration<HTMLInputElement>;
}) {
  return (
    <li className="rounded-lg border border-slate-300 p-3" data-testid={`slot-day-${day.day}`}>
      <h4 className="font-semibold text-slate-900">{day.label}</h4>
      <div className="mt-2 space-y-2">
        {day.slots.map((slot) => {
          const value = slotValue(slot);
          const id = firstFreeValue === value ? SLOTS_ID : `${SLOTS_ID}-${slot.day}-${slot.time.slice(0, 2)}`;
          const full = !slot.available && !slot.selected;
          return (
            <div key={value} className="flex items-start gap-3">
              <input
                {...registration}
                type="radio"
                id={id}
                name={registration.name ?? SLOTS_ID}
                value={value}
                disabled={full}
                className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700 disabled:opacity-40"
              />
              <label htmlFor={id} className={full ? 'text-slate-700' : 'text-slate-900'}>
                <span className="sr-only">{day.label}, </span>
                {slotPartOfDay(slot.time)}, {slotHours(slot.time)}
                {full && <span className="ml-1 font-semibold">({FULLY_BOOKED})</span>}
              </label>
            </div>
          );
        })}
      </div>
    </li>
  );
}
