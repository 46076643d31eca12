'use client';

import {
  BOOKING_FAILED_MESSAGE,
  FULLY_BOOKED,
  parseSlotValue,
  SLOT_TAKEN_MESSAGE,
  SLOTS_UNAVAILABLE_MESSAGE,
  slotCalendar,
  slotHours,
  slotLabel,
  slotPartOfDay,
  slotValue,
} from '@fibre/domain/checkout-steps';
import type { InstallationSlot, WorkOrderSchedule } from '@fibre/domain/schemas/api-installation';
import type { Product } from '@fibre/domain/schemas/product';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/analytics/events';
import { ErrorSummary } from '@/components/form/error-summary';
import { FieldError, FormGroup } from '@/components/form/field-parts';
import { callSiteApi } from '@/lib/site-api/site-api';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { StepLoading } from '../step-loading';
import { shippingInfoParams } from './checkout-analytics';
import { StepNotice } from './step-notice';

export const INSTALLATION_FORM_ID = 'installation-form';
const SLOTS_ID = 'installation-slot';
export const CHOOSE_SLOT_MESSAGE = 'Choose a date and time for your installation';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; schedule: WorkOrderSchedule }
  | { status: 'failed'; message: string };

/**
 * /checkout/installation (decision 0200, 0250): the work order's slots as a calendar, week by week
 * and day by day, with a morning (8am to 1pm) and an afternoon (1pm to 6pm) radio per day; a full
 * slot is disabled and says 'Fully booked'. One radio group for the whole calendar, so the arrow
 * keys move through the free slots. Booking a slot someone took meanwhile shows
 * 'Sorry, that slot has just been taken. Please choose another.' and a fresh list.
 */
export function InstallationStep({ products }: { products: readonly Product[] }) {
  const journey = useJourney();
  const { checkout, dispatchCheckout, basket, hydrated } = journey;
  const router = useRouter();
  const code = checkout.order?.customerCode ?? null;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const booked = useRef(checkout.installation);
  booked.current = checkout.installation;

  const loadSlots = useCallback(async (customerCode: string, signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    const result = await callSiteApi<{ schedule: WorkOrderSchedule }>('/api/installation-slots', {
      body: { code: customerCode },
      signal,
      rateLimit: 'checkoutStepRead',
    });
    if (result.kind === 'ok') {
      const schedule = result.data.schedule;
      setLoad({ status: 'ready', schedule });
      const selected = schedule.slots.find((slot) => slot.selected);
      const kept = booked.current;
      if (selected) setChosen(slotValue(selected));
      else if (kept) setChosen(slotValue(kept));
      return;
    }
    setLoad({
      status: 'failed',
      message: result.kind === 'rate-limited' ? result.message : SLOTS_UNAVAILABLE_MESSAGE,
    });
  }, []);

  useEffect(() => {
    if (!hydrated || code === null) return;
    const controller = new AbortController();
    loadSlots(code, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, code, loadSlots]);

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || load.status !== 'ready' || code === null) return;
    setNotice(null);
    const slot = parseSlotValue(chosen);
    if (slot === null) {
      setError(CHOOSE_SLOT_MESSAGE);
      setSubmitCount((count) => count + 1);
      return;
    }
    setError(null);
    setBusy(true);
    const id = load.schedule.id_workorder;
    const result = await callSiteApi<{ schedule: WorkOrderSchedule }>('/api/set-installation-schedule', {
      body: { id_workorder: id, day: slot.day, time: slot.time },
      rateLimit: 'checkoutStepWrite',
    });
    setBusy(false);
    if (result.kind === 'ok') {
      const installation = { id_workorder: id, ...slot, label: slotLabel(slot.day, slot.time) };
      dispatchCheckout({ type: 'set-installation', installation });
      track('add_shipping_info', shippingInfoParams(basket, products, installation));
      router.push('/checkout/payment');
      return;
    }
    if (result.kind === 'failed' && result.error?.error === 'slot.full') {
      setChosen('');
      setNotice(SLOT_TAKEN_MESSAGE);
      await loadSlots(code);
      return;
    }
    setNotice(result.kind === 'rate-limited' ? result.message : BOOKING_FAILED_MESSAGE);
  }

  if (!hydrated) return <StepLoading />;

  return (
    <CheckoutFrame
      step="installation"
      primary={{ label: 'Continue to payment', formId: INSTALLATION_FORM_ID, busy }}
      secondary={{ label: 'Back to your details', href: '/checkout' }}
    >
      <h2 className="text-2xl font-bold text-brand-900">Book your installation</h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        An engineer will connect full fibre to your home. Someone aged 18 or over needs to be in for the whole
        visit, which usually takes 2 to 4 hours within the slot you choose.
      </p>
      {notice && <StepNotice message={notice} />}
      <ErrorSummary errors={error ? [{ fieldId: SLOTS_ID, message: error }] : []} submitCount={submitCount} />
      {code === null ? (
        <p className="mt-6">Your order details were not found. Please go back to your details.</p>
      ) : (
        <form id={INSTALLATION_FORM_ID} noValidate onSubmit={book} className="mt-6">
          {load.status === 'loading' && (
            <p className="text-slate-600" aria-live="polite">
              Loading installation dates…
            </p>
          )}
          {load.status === 'failed' && (
            <div>
              <p role="alert" className="font-semibold text-red-800">
                {load.message}
              </p>
              <button
                type="button"
                className="mt-3 underline"
                onClick={() => loadSlots(code).catch(() => undefined)}
              >
                Try again
              </button>
            </div>
          )}
          {load.status === 'ready' && (
            <SlotCalendar slots={load.schedule.slots} chosen={chosen} onChoose={setChosen} error={error} />
          )}
        </form>
      )}
    </CheckoutFrame>
  );
}

function SlotCalendar({
  slots,
  chosen,
  onChoose,
  error,
}: {
  slots: readonly InstallationSlot[];
  chosen: string;
  onChoose: (value: string) => void;
  error: string | null;
}) {
  const weeks = slotCalendar(slots);
  if (weeks.length === 0) return <p>{SLOTS_UNAVAILABLE_MESSAGE}</p>;
  // The error summary's link lands on the first slot that can be chosen.
  const firstFree = slots.find((slot) => slot.available || slot.selected);
  return (
    <FormGroup error={error ?? undefined}>
      <fieldset aria-describedby={error ? `${SLOTS_ID}-error` : undefined} data-testid="slot-calendar">
        <legend className="text-xl font-semibold text-slate-900">
          Choose a date and time for your installation
        </legend>
        <FieldError id={SLOTS_ID} message={error ?? undefined} />
        {weeks.map((week) => (
          <section key={week.monday} aria-labelledby={`week-${week.monday}`} className="mt-6">
            <h3 id={`week-${week.monday}`} className="text-lg font-semibold text-brand-900">
              {week.label}
            </h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {week.days.map((day) => (
                <li
                  key={day.day}
                  className="rounded-lg border border-slate-300 p-3"
                  data-testid={`slot-day-${day.day}`}
                >
                  <h4 className="font-semibold text-slate-900">{day.label}</h4>
                  <div className="mt-2 space-y-2">
                    {day.slots.map((slot) => {
                      const value = slotValue(slot);
                      const id =
                        firstFree && slotValue(firstFree) === value
                          ? SLOTS_ID
                          : `${SLOTS_ID}-${slot.day}-${slot.time.slice(0, 2)}`;
                      const full = !slot.available && !slot.selected;
                      return (
                        <div key={value} className="flex items-start gap-3">
                          <input
                            type="radio"
                            id={id}
                            name="installation-slot"
                            value={value}
                            checked={chosen === value}
                            disabled={full}
                            onChange={() => onChoose(value)}
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
              ))}
            </ul>
          </section>
        ))}
      </fieldset>
    </FormGroup>
  );
}
