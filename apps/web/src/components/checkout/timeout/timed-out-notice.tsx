'use client';

import { plansPath } from '@fibre/domain/site-paths';
import { useEffect, useId, useRef, useState } from 'react';
import { TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { journeyStorages } from '../leave-guard/journey-storages';
import { takeTimedOutMark } from './timed-out-mark';

export const TIMED_OUT_TEXT = {
  title: 'Your checkout timed out',
  body: 'We have emptied your basket and cancelled any order you had started. Your address and the details you typed are kept for 4 hours, so you will not need to type them again.',
  again: 'Choose your plan again',
  findAddress: 'Check your address',
  dismiss: 'Dismiss',
} as const;

/**
 * What the page a timed-out checkout lands on says (decision 0461): a notice at the top of the main
 * content, its heading focused so a screen reader reads it at once, a link back to the plans for
 * the kept address (the finder when none is kept), and Dismiss. Shown once per time-out.
 */
export function TimedOutNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const stores = journeyStorages();
    if (stores && takeTimedOutMark(stores.session, Date.now())) setShown(true);
  }, []);
  return shown ? <TimedOutNoticeView onDismiss={() => setShown(false)} /> : null;
}

/** The notice itself: only rendered once a time-out is to be told, inside the journey's provider. */
function TimedOutNoticeView({ onDismiss }: { onDismiss(): void }) {
  const { address } = useJourney();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const kept = address.hasConfirmedAddress && address.addressItem !== null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="checkout-timed-out"
      className="mx-auto mt-6 max-w-5xl rounded-md border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900"
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {TIMED_OUT_TEXT.title}
      </h2>
      <p className="mt-2">{TIMED_OUT_TEXT.body}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <TextLink href={kept ? plansPath(address.addressType) : '/address-finder'}>
          {kept ? TIMED_OUT_TEXT.again : TIMED_OUT_TEXT.findAddress}
        </TextLink>
        <button type="button" onClick={onDismiss} className="underline underline-offset-4">
          {TIMED_OUT_TEXT.dismiss}
        </button>
      </div>
    </section>
  );
}
