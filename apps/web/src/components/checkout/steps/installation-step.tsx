'use client';

import {
  BOOKING_FAILED_MESSAGE,
  chosenSlotMessage,
  parseSlotValue,
  SLOT_TAKEN_MESSAGE,
  slotLabel,
  slotValue,
} from '@fibre/domain/checkout-steps';
import type { WorkOrderSchedule } from '@fibre/domain/schemas/api-installation';
import type { Product } from '@fibre/domain/schemas/product';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { trackWithMonthlyPayment } from '@/components/basket/basket-events';
import { monthlyPaymentQuery } from '@/components/basket/use-monthly-payment';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSiteForm } from '@/components/form/use-site-form';
import { callSiteApi } from '@/lib/site-api/site-api';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { StepLoading } from '../step-loading';
import { shippingInfoParams } from './checkout-analytics';
import { SLOTS_ID, SlotCalendar } from './slot-calendar';
import { StepNotice } from './step-notice';
import { type SlotsLoad, useInstallationSlots } from './use-installation-slots';

export const INSTALLATION_FORM_ID = 'installation-form';

/** The calendar's one field, named as its radios are: a slot value, or null with no radio ticked. */
interface SlotChoice {
  [SLOTS_ID]: string | null;
}
const NO_SLOT: SlotChoice = { [SLOTS_ID]: '' };
const validate = (values: SlotChoice) => ({ [SLOTS_ID]: chosenSlotMessage(values[SLOTS_ID]) });

/**
 * /checkout/installation (decision 0200, 0250): the work order's slots as a calendar (slot-calendar.tsx)
 * on the form hook (decision 0420): no slot chosen says so when the calendar is left and on submit.
 * Booking a slot someone took meanwhile shows 'Sorry, that slot has just been taken. Please choose
 * another.' and a fresh list.
 */
export function InstallationStep({ products }: { products: readonly Product[] }) {
  const { checkout, dispatchCheckout, basket, address, hydrated } = useJourney();
  const router = useRouter();
  const code = checkout.order?.customerCode ?? null;
  const [notice, setNotice] = useState<string | null>(null);
  const site = useSiteForm<SlotChoice>({ defaultValues: NO_SLOT, validate, ids: { [SLOTS_ID]: SLOTS_ID } });
  const booked = useRef(checkout.installation);
  booked.current = checkout.installation;
  // The slot the provider already holds for the order, else the one booked earlier in this checkout.
  const preselect = (schedule: WorkOrderSchedule) => {
    const held = schedule.slots.find((slot) => slot.selected) ?? booked.current;
    if (held) site.form.setValue(SLOTS_ID, slotValue(held));
  };
  const { load, reload } = useInstallationSlots(hydrated ? code : null, preselect);

  const book = site.submit(async (values) => {
    const slot = parseSlotValue(values[SLOTS_ID] ?? '');
    if (load.status !== 'ready' || slot === null) return;
    setNotice(null);
    const id = load.schedule.id_workorder;
    const result = await callSiteApi<{ schedule: WorkOrderSchedule }>('/api/set-installation-schedule', {
      body: { id_workorder: id, day: slot.day, time: slot.time },
      rateLimit: 'checkoutStepWrite',
    });
    if (result.kind === 'ok') {
      const installation = { id_workorder: id, ...slot, label: slotLabel(slot.day, slot.time) };
      dispatchCheckout({ type: 'set-installation', installation });
      void trackWithMonthlyPayment(
        'add_shipping_info',
        shippingInfoParams(basket, products, installation),
        monthlyPaymentQuery(basket, address),
      );
      router.push('/checkout/payment');
      return;
    }
    if (result.kind === 'failed' && result.error?.error === 'slot.full') {
      site.form.setValue(SLOTS_ID, '');
      setNotice(SLOT_TAKEN_MESSAGE);
      await reload();
      return;
    }
    setNotice(result.kind === 'rate-limited' ? result.message : BOOKING_FAILED_MESSAGE);
  });

  if (!hydrated) return <StepLoading />;

  return (
    <CheckoutFrame
      step="installation"
      primary={{ label: 'Continue to payment', formId: INSTALLATION_FORM_ID, busy: site.pending }}
      secondary={{ label: 'Back to your details', href: '/checkout' }}
    >
      <h2 className="text-2xl font-bold text-brand-900">Book your installation</h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        An engineer will connect full fibre to your home. Someone aged 18 or over needs to be in for the whole
        visit, which usually takes 2 to 4 hours within the slot you choose.
      </p>
      {notice && <StepNotice message={notice} />}
      <ErrorSummary {...site.summary} />
      {code === null ? (
        <p className="mt-6">Your order details were not found. Please go back to your details.</p>
      ) : (
        <form
          id={INSTALLATION_FORM_ID}
          noValidate
          // Nothing to check or book until the calendar is there.
          onSubmit={(event) => (load.status === 'ready' ? book(event) : event.preventDefault())}
          className="mt-6"
        >
          <SlotsView load={load} onRetry={reload}>
            {(slots) => (
              <SlotCalendar
                slots={slots}
                registration={site.register(SLOTS_ID)}
                error={site.errorOf(SLOTS_ID)}
              />
            )}
          </SlotsView>
        </form>
      )}
    </CheckoutFrame>
  );
}

/** The slot list's loading line, its failure with 'Try again', or the calendar once read. */
function SlotsView({
  load,
  onRetry,
  children,
}: {
  load: SlotsLoad;
  onRetry: () => void;
  children: (slots: WorkOrderSchedule['slots']) => React.ReactNode;
}) {
  if (load.status === 'ready') return <>{children(load.schedule.slots)}</>;
  if (load.status === 'loading') {
    return (
      <p className="text-slate-600" aria-live="polite">
        Loading installation dates…
      </p>
    );
  }
  return (
    <div>
      <p role="alert" className="font-semibold text-red-800">
        {load.message}
      </p>
      <button type="button" className="mt-3 underline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
