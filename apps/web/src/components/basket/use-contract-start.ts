'use client';

import { type CalendarDate, parseIsoDate, ukCalendarDate } from '@fibre/domain/calendar';
import { type ContractStart, contractStart } from '@fibre/domain/contract-start';
import { useEffect, useMemo, useState } from 'react';
import { useJourney } from '@/state/journey-store';

/**
 * When month 1 of the order in the journey starts (decision 0440): the booked installation day,
 * else the earliest day one can be booked from today, and for a pre-order the day its service goes
 * live (unknown for now). Null until mounted, so the server's render and the browser's agree on the
 * visitor's today. The basket, the review's payments and its contract summary all read this one.
 */
export function useContractStart(preorder: boolean): ContractStart | null {
  const { checkout } = useJourney();
  const [orderDay, setOrderDay] = useState<CalendarDate | null>(null);
  useEffect(() => setOrderDay(ukCalendarDate(new Date())), []);
  const booked = checkout.installation?.day ?? null;
  return useMemo(() => {
    if (orderDay === null) return null;
    // A stored day that is no date (browser storage is not trusted) counts as no visit booked.
    const installationDay = booked === null ? null : parseIsoDate(booked);
    return contractStart({ orderDay, preorder, installationDay });
  }, [orderDay, preorder, booked]);
}
