'use client';

import Link from 'next/link';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ALL_CONSENT,
  CONSENT_CATEGORIES,
  CONSENT_EVENT,
  CONSENT_SETTINGS_EVENT,
  type ConsentCategories,
  type ConsentChoice,
  currentConsent,
  NO_OPTIONAL_CONSENT,
  recordConsent,
} from '@/analytics/consent';
import type { BrowserServices } from '@/services/browser-scripts';
import { CONSENT_CATEGORY_TEXT } from './consent-categories';
import { ThirdPartyScripts } from './third-party-scripts';

function categoriesOf(choice: ConsentChoice | null | undefined): ConsentCategories {
  if (!choice) return { ...NO_OPTIONAL_CONSENT };
  const { decidedAt: _decidedAt, ...categories } = choice;
  return categories;
}

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
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentCategories>({ ...NO_OPTIONAL_CONSENT });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const textId = useId();
  const fieldPrefix = useId().replace(/:/g, '');

  useEffect(() => {
    setChoice(currentConsent());
    const onChange = () => setChoice(currentConsent());
    const onSettings = () => {
      const current = currentConsent();
      setDraft(categoriesOf(current));
      setChoosing(true);
      setEditing(true);
    };
    window.addEventListener(CONSENT_EVENT, onChange);
    window.addEventListener(CONSENT_SETTINGS_EVENT, onSettings);
    return () => {
      window.removeEventListener(CONSENT_EVENT, onChange);
      window.removeEventListener(CONSENT_SETTINGS_EVENT, onSettings);
    };
  }, []);

  const asking = choice === null || editing;
  // undefined: the server's render and the first one in the browser, before the answer is read.
  const rendered = asking || choice === undefined;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !asking) return;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the question, not on any answer or the policy link.
    headingRef.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, [asking]);

  function answer(categories: ConsentCategories) {
    setChoice(recordConsent(categories));
    setEditing(false);
    setChoosing(false);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    answer(draft);
  }

  return (
    <>
      {rendered ? (
        <dialog
          ref={dialogRef}
          aria-labelledby={headingId}
          aria-describedby={textId}
          onCancel={(event) => {
            // Escape must not dismiss the question unanswered; a change of mind may be dropped.
            event.preventDefault();
            if (choice) {
              setEditing(false);
              setChoosing(false);
            }
          }}
          className="cookie-question fixed inset-x-0 bottom-0 top-auto z-50 m-0 max-h-dvh w-full max-w-none overflow-y-auto border-t-4 border-accent-600 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-900/40"
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
              We use essential cookies to make this site work. We would also like to use optional cookies for
              analytics, personalisation, live chat and customer reviews. We will not set optional cookies
              unless you accept them.{' '}
              <Link href="/legal" className="font-semibold text-brand-700">
                Read our cookie policy
              </Link>
            </p>
            {choosing ? (
              <form onSubmit={save} className="mt-4" aria-label="Cookie choices">
                <fieldset>
                  <legend className="text-lg font-bold text-brand-900">
                    Choose which optional cookies to accept
                  </legend>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2">
                    {CONSENT_CATEGORIES.map((category) => {
                      const id = `${fieldPrefix}-consent-${category}`;
                      return (
                        <div key={category} className="flex items-start gap-3">
                          <input
                            type="checkbox"
                            id={id}
                            name={category}
                            checked={draft[category]}
                            aria-describedby={`${id}-hint`}
                            onChange={(event) => {
                              const checked = event.currentTarget.checked;
                              setDraft((previous) => ({ ...previous, [category]: checked }));
                            }}
                            className="mt-0.5 h-7 w-7 shrink-0 accent-brand-700"
                          />
                          <div>
                            <label htmlFor={id} className="font-semibold text-slate-900">
                              {CONSENT_CATEGORY_TEXT[category].label}
                            </label>
                            <p id={`${id}-hint`} className="text-sm text-slate-700">
                              {CONSENT_CATEGORY_TEXT[category].hint}
                            </p>
                          </div>
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
                <button type="submit" className="btn btn-secondary mt-4">
                  Save my choices
                </button>
              </form>
            ) : null}
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button type="button" onClick={() => answer(ALL_CONSENT)} className="btn btn-primary">
                Accept all cookies
              </button>
              <button type="button" onClick={() => answer(NO_OPTIONAL_CONSENT)} className="btn btn-primary">
                Reject optional cookies
              </button>
              {choosing ? null : (
                <button
                  type="button"
                  onClick={() => {
                    setDraft(categoriesOf(choice));
                    setChoosing(true);
                  }}
                  className="btn btn-outline"
                >
                  Choose cookies
                </button>
              )}
            </div>
          </div>
        </dialog>
      ) : null}
      <ThirdPartyScripts services={services} />
    </>
  );
}
