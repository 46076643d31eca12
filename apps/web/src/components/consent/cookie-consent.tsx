'use client';

import Link from 'next/link';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CONSENT_EVENT, type ConsentChoice, currentConsent, recordConsent } from '@/analytics/consent';

// The gtag loader (and next/script with it) is fetched only once a visitor accepts analytics.
const AnalyticsTag = lazy(() =>
  import('./analytics-tag').then((module) => ({ default: module.AnalyticsTag })),
);

/**
 * The cookie question. Until the visitor answers, a modal overlay asks (the page does not scroll,
 * content-and-api.md §4); analytics stays off unless they accept. Accept and Reject are equally
 * prominent (ICO guidance). When accepted and a measurement id is configured, the gtag script loads.
 *
 * The question is also in the server's HTML (before this component knows the answer): shown
 * without script, as a plain banner, only where ConsentQuestionScript marked <html> as asking, so a
 * first-time visitor sees it with the first paint; once hydrated it becomes the modal (decision 0101).
 */
export function CookieConsent({ measurementId }: { measurementId?: string }) {
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    setChoice(currentConsent());
    const onChange = () => setChoice(currentConsent());
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);

  const asking = choice === null;
  // undefined: the server's render and the first one in the browser, before the answer is read.
  const rendered = choice === null || choice === undefined;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !asking) return;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the question, not on either answer or the policy link.
    headingRef.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, [asking]);

  function answer(analytics: boolean) {
    setChoice(recordConsent(analytics));
  }

  return (
    <>
      {rendered ? (
        <dialog
          ref={dialogRef}
          aria-labelledby={headingId}
          aria-describedby={textId}
          // Escape must not dismiss the question unanswered.
          onCancel={(event) => event.preventDefault()}
          className="cookie-question fixed inset-x-0 bottom-0 top-auto z-50 m-0 w-full max-w-none border-t-4 border-accent-600 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-900/40"
        >
          <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
            <h2
              ref={headingRef}
              id={headingId}
              tabIndex={-1}
              className="text-xl font-bold text-brand-900 focus:outline-none"
            >
              Cookies on Hey!Broadband
            </h2>
            <p id={textId} className="mt-2 max-w-3xl text-slate-700">
              We use essential cookies to make this site work. We would also like to use analytics cookies to
              understand how you use the site and improve it. We will not set analytics cookies unless you
              accept them.{' '}
              <Link href="/legal" className="font-semibold text-brand-700">
                Read our cookie policy
              </Link>
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button type="button" onClick={() => answer(true)} className="btn btn-primary">
                Accept analytics cookies
              </button>
              <button type="button" onClick={() => answer(false)} className="btn btn-primary">
                Reject analytics cookies
              </button>
            </div>
          </div>
        </dialog>
      ) : null}
      {choice?.analytics && measurementId ? (
        <Suspense fallback={null}>
          <AnalyticsTag measurementId={measurementId} />
        </Suspense>
      ) : null}
    </>
  );
}
