'use client';

import { SLOTS_UNAVAILABLE_MESSAGE } from '@fibre/domain/checkout-steps';
import type { WorkOrderSchedule } from '@fibre/domain/schemas/api-installation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callSiteApi } from '@/lib/site-api/site-api';

export type SlotsLoad =
  | { status: 'loading' }
  | { status: 'ready'; schedule: WorkOrderSchedule }
  | { status: 'failed'; message: string };

/**
 * The work order's installation slots for a customer code (POST /api/installation-slots), read
 * once the page has its stored checkout and again on `reload()` (after a failed read, or a slot
 * taken meanwhile). `onLoaded` hears each fresh schedule, so the step can pre-select its slot.
 */
export function useInstallationSlots(code: string | null, onLoaded: (schedule: WorkOrderSchedule) => void) {
  const [load, setLoad] = useState<SlotsLoad>({ status: 'loading' });
  const heard = useRef(onLoaded);
  heard.current = onLoaded;

  const read = useCallback(async (customerCode: string, signal?: AbortSignal) => {
    setLoad({ status: 'loading' });
    const result = await callSiteApi<{ schedule: WorkOrderSchedule }>('/api/installation-slots', {
      body: { code: customerCode },
      signal,
      rateLimit: 'checkoutStepRead',
    });
    if (result.kind === 'ok') {
      setLoad({ status: 'ready', schedule: result.data.schedule });
      heard.current(result.data.schedule);
      return;
    }
    setLoad({
      status: 'failed',
      message: result.kind === 'rate-limited' ? result.message : SLOTS_UNAVAILABLE_MESSAGE,
    });
  }, []);

  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    read(code, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [code, read]);

  const reload = useCallback(async () => {
    if (code !== null) await read(code).catch(() => undefined);
  }, [code, read]);

  return { load, reload };
}
