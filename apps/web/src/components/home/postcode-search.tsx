'use client';

import type { PlanAddressType } from '@fibre/domain/constants';
import { postcodeSearchMessage } from '@fibre/domain/postcode-format';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { type FormEvent, useId, useState } from 'react';
import { ErrorSummary } from '../form/error-summary';
import { fieldMessageIds } from '../form/field-parts';
import { useHydrated } from '../form/use-hydrated';
import { buttonClass } from '../ui/link-button';
import { PostcodeInput } from '../ui/postcode-input';
import { typedPostcode, usePostcodeSearch } from './use-postcode-search';

/**
 * The postcode search box (content-and-api.md §4 'Search box'): stores the typed postcode in the
 * journey and goes to /address-finder, which does the lookup. No call from here. A blank box or
 * text that is not a postcode is said on submit, the GOV.UK way (decision 0472): an error summary
 * that takes focus, and the message under the label, linked to the box. Messages change only on
 * submit: cleared as the box is left, the summary would move the Search button under the finger.
 */
export function PostcodeSearch({
  label = 'Enter your postcode to check availability',
  tone = 'dark',
  addressType,
}: {
  label?: string;
  /** 'dark' on a dark hero background, 'light' on white. */
  tone?: 'dark' | 'light';
  /** The hero's defaultAddressType, held by the journey when the search is made. */
  addressType?: PlanAddressType;
}) {
  const search = usePostcodeSearch(addressType);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const inputId = useId();
  const errorId = fieldMessageIds(inputId).error;
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedPostcode(event.currentTarget);
    const message = postcodeSearchMessage(typed);
    setError(message);
    setSubmitCount((count) => count + 1);
    if (message === null) search(typed);
  }

  return (
    // Before the page comes to life the browser submits the form itself: the address finder reads
    // ?postcode= (progressive enhancement).
    <form
      onSubmit={onSubmit}
      action={SITE_PATHS.addressFinder}
      method="get"
      noValidate
      data-hydrated={hydrated || undefined}
      className="w-full max-w-xl"
    >
      <ErrorSummary
        errors={error ? [{ fieldId: inputId, message: error }] : []}
        submitCount={submitCount}
        className="rounded-md bg-white"
      />
      <label
        htmlFor={inputId}
        className={`block text-base font-semibold ${tone === 'dark' ? 'text-white' : 'text-brand-900'}`}
      >
        {label}
      </label>
      {error ? (
        // On the dark heroes the red words sit on a white ground, so they keep their contrast.
        <p id={errorId} className="mt-2 inline-block rounded bg-white px-2 py-1 font-semibold text-red-800">
          <span className="sr-only">Error:</span> {error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <PostcodeInput
          id={inputId}
          value={value}
          onValueChange={setValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="Enter your postcode"
          className={`min-h-12 w-full rounded-md border-2 bg-white px-4 text-lg uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-600 sm:flex-1 ${error ? 'border-red-700 outline-2 outline-red-700' : 'border-slate-500'}`}
        />
        <button type="submit" className={buttonClass('primary', 'sm:w-40')}>
          Search
        </button>
      </div>
    </form>
  );
}
