'use client';

import { chosenSlotMessage, parseSlotValue, slotLabel, slotValue } from '@fibre/domain/checkout-steps';
import { ORDER_CHANGE_MESSAGES } from '@fibre/domain/order-change-messages';
import type { InstallationSlot } from '@fibre/domain/schemas/api-installation';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SLOTS_ID, SlotCalendar } from '@/components/checkout/steps/slot-calendar';
import { StepNotice } from '@/components/checkout/steps/step-notice';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { ChangeDone } from './change-done';
import { failureMessage } from './change-failure';

export const RESCHEDULE_FORM_ID = 'reschedule-form';

interface SlotChoice {
  [SLOTS_ID]: string;
}

/**
 * Moving the installation (decision 0660): the free slots as the checkout's calendar, one radio
 * group; the slot already booked is refused with its own words. A slot taken meanwhile says so
 * and the page reads the slots again.
 */
export function RescheduleForm({
  slots,
  current,
}: {
  slots: readonly InstallationSlot[];
  current: { day: string; time: string } | null;
}) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ day: string; time: string } | null>(null);
  const site = useSiteForm<SlotChoice>({
    defaultValues: { [SLOTS_ID]: '' },
    validate: (values) => ({
      [SLOTS_ID]:
        chosenSlotMessage(values[SLOTS_ID]) ??
        (current && values[SLOTS_ID] === slotValue(current) ? ORDER_CHANGE_MESSAGES.sameSlot : undefined),
    }),
    ids: { [SLOTS_ID]: SLOTS_ID },
  });

  const submit = site.submit(async (values, attempt) => {
    const slot = parseSlotValue(values[SLOTS_ID]);
    if (slot === null) return;
    setNotice(null);
    const result = await callSiteApi<unknown>('/api/your-order/installation', {
      body: { slot: values[SLOTS_ID] },
      headers: { 'Idempotency-Key': attempt.key },
      rateLimit: 'orderChange',
    });
    if (result.kind === 'ok') {
      setMoved(slot);
      return;
    }
    if (result.kind === 'failed' && result.error?.error === 'slot.full') {
      site.form.setValue(SLOTS_ID, '');
      router.refresh();
    }
    setNotice(failureMessage(result));
  });

  if (moved) {
    return (
      <ChangeDone title="Your installation has been moved">
        <p>
          Your engineer will now come on <strong>{slotLabel(moved.day, moved.time)}</strong>.
        </p>
        <p>We will e-mail you to confirm the new date and time.</p>
      </ChangeDone>
    );
  }
  return (
    <>
      {notice && <StepNotice message={notice} />}
      <form id={RESCHEDULE_FORM_ID} noValidate onSubmit={submit} className="mt-6">
        <ErrorSummary {...site.summary} />
        <SlotCalendar slots={slots} registration={site.register(SLOTS_ID)} error={site.errorOf(SLOTS_ID)} />
        <button type="submit" className={`mt-6 ${buttonClass('primary')}`} disabled={site.pending}>
          Move my installation
        </button>
      </form>
    </>
  );
}
