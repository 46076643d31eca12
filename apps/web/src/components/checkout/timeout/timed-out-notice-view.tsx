'use client';

import { plansPath } from '@fibre/domain/site-paths';
import { useEffect, useId, useRef } from 'react';
import { TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';

export const TIMED_OUT_TEXT = {
  title: 'Your checkout timed out',
  body: 'We have emptied your basket and cancelled any order you had started. Your address and the details you typed are kept for 4 hours, so you will not need to type them again.',
  again: 'Choose your plan again',
  findAddress: 'Check your address',
  dismiss: 'Dismiss',
} as const;

/** The notice itself: only rendered once a time-out is to be told, inside the journey's provider. */
export default function TimedOutNoticeView({ onDismiss }: { onDismiss(): void }) {
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
