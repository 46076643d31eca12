'use client';

import Link from 'next/link';
import { useId } from 'react';
import type { BrowserServices } from '@/services/browser-scripts';
import { ConsentedScripts } from './consented-scripts';
import { CookieAnswers } from './cookie-answers';
import { CookieChoicesForm } from './cookie-choices-form';
import { useCookieQuestion } from './use-cookie-question';

/**
 * The cookie question (decisions 0083, 0370). Until the visitor answers, a modal overlay asks (the
 * page does not scroll, content-and-api.md §4); nothing optional runs unless they accept it. 'Accept
 * all' and 'Reject optional' are equally prominent (ICO guidance); 'Choose cookies' accepts by
 * category (analytics, personalisation, live chat, customer reviews). The footer's 'Cookie
 * settings' opens it again with the current choice to change.
 *
 * The question is also in the server's HTML (before this component knows the answer): shown
 * without script, as a plain banner, only where ConsentQuestionScript marked <html> as asking, so a
 * first-time visitor sees it with the first paint; once hydrated it becomes the modal (decision 0101).
 */
export function CookieConsent({ services }: { services: BrowserServices }) {
  const question = useCookieQuestion();
  const headingId = useId();
  const textId = useId();
  const fieldPrefix = useId().replace(/:/g, '');

  return (
    <>
      {question.rendered ? (
        <dialog
          ref={question.dialogRef}
          aria-labelledby={headingId}
          aria-describedby={textId}
          onCancel={(event) => {
            event.preventDefault();
            question.dismiss();
          }}
          className="cookie-question fixed inset-x-0 bottom-0 top-auto z-50 m-0 max-h-dvh w-full max-w-none overflow-y-auto border-t-4 border-accent-600 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-900/40"
        >
          <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
            <h2
              ref={question.headingRef}
              id={headingId}
              tabIndex={-1}
              className="text-xl font-bold text-brand-900 focus:outline-none"
            >
              Cookies on Hey!Broadband
            </h2>
            <p id={textId} className="mt-2 max-w-3xl text-slate-700">
              We use essential cookies to make this site work. We would also like to use optional cookies for
              analytics, personalisation, live chat and customer reviews. We will not set optional cookies
              unless you accept them.{' '}
              <Link href="/legal" className="font-semibold text-brand-700">
                Read our cookie policy
              </Link>
            </p>
            {question.choosing ? (
              <CookieChoicesForm
                fieldPrefix={fieldPrefix}
                draft={question.draft}
                onTick={question.tick}
                onSave={question.save}
              />
            ) : null}
            <CookieAnswers
              choosing={question.choosing}
              onAnswer={question.answer}
              onChoose={question.startChoosing}
            />
          </div>
        </dialog>
      ) : null}
      <ConsentedScripts services={services} />
    </>
  );
}
