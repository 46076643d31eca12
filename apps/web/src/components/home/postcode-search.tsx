'use client';

import type { PlanAddressType } from '@fibre/domain/constants';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../ui/link-button';
import { PostcodeInput } from '../ui/postcode-input';
import { typedPostcode, usePostcodeSearch } from './use-postcode-search';

/**
 * The postcode search box (content-and-api.md §4 'Search box'): stores the typed postcode in the
 * journey and goes to /address-finder, which does the lookup. No call from here.
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
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(typedPostcode(event.currentTarget));
  }

  return (
    // Before the page comes to life the browser submits the form itself: the address finder reads
    // ?postcode= (progressive enhancement).
    <form onSubmit={onSubmit} action={SITE_PATHS.addressFinder} method="get" className="w-full max-w-xl">
      <label
        htmlFor={inputId}
        className={`block text-base font-semibold ${tone === 'dark' ? 'text-white' : 'text-brand-900'}`}
      >
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <PostcodeInput
          id={inputId}
          value={value}
          onValueChange={setValue}
          placeholder="Enter your postcode"
          className="min-h-12 w-full rounded-md border-2 border-slate-500 bg-white px-4 text-lg uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-600 sm:flex-1"
        />
        <button type="submit" className={buttonClass('primary', 'sm:w-40')}>
          Search
        </button>
      </div>
    </form>
  );
}
