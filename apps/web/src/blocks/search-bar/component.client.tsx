'use client';

import { SITE_PATHS } from '@fibre/domain/site-paths';
import { type FormEvent, useId, useState } from 'react';
import { typedPostcode, usePostcodeSearch } from '@/components/home/use-postcode-search';
import { PostcodeInput } from '@/components/ui/postcode-input';

/**
 * The search bar: one box (placeholder 'Search', §2) and a search button. What is typed is a
 * postcode: §4 'Search box' keeps it in the address state and goes to /address-finder, no call.
 * The visible label says so, since a placeholder alone is neither a label nor lasting.
 */
export function SearchBar({ label }: { label: string }) {
  const search = usePostcodeSearch();
  const [value, setValue] = useState('');
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(typedPostcode(event.currentTarget));
  }

  return (
    <search className="block w-full">
      {/* Submitted by the browser before the page comes to life: the address finder reads ?postcode=. */}
      <form onSubmit={onSubmit} action={SITE_PATHS.addressFinder} method="get">
        <label htmlFor={inputId} className="block text-base font-semibold text-brand-900">
          {label}
        </label>
        <div className="mt-2 flex rounded-full border-2 border-slate-500 bg-white focus-within:border-brand-700">
          <PostcodeInput
            id={inputId}
            type="search"
            value={value}
            onValueChange={setValue}
            placeholder="Search"
            className="min-h-12 w-full flex-1 rounded-l-full bg-transparent px-5 text-lg uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-600 focus:outline-none"
          />
          <button
            type="submit"
            className="m-1 flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900"
          >
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </svg>
            <span className="sr-only sm:not-sr-only">Search</span>
          </button>
        </div>
      </form>
    </search>
  );
}
