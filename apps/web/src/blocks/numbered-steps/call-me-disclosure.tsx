'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CallMeFormProps } from './component.client';

const loadForm = () => import('./component.client');

let providerNames: Promise<string[]> | null = null;
/**
 * The current-provider names, asked of the site once a page, beside the form's code (decision 0711):
 * the page's own render makes no provider call for a form few visitors open.
 */
function loadProviderNames(): Promise<string[]> {
  providerNames ??= import('./call-me-providers')
    .then((module) => module.fetchProviderNames())
    .catch(() => []);
  return providerNames;
}

export type CallMeDisclosureProps = Omit<CallMeFormProps, 'providers'>;

// React.lazy, fetched when the visitor opens the disclosure (or points at it): not a script of the
// page's first load, as next/dynamic's server-rendered form was (decision 0709). The form waits
// for the list too, so its provider question is drawn once, as a list or as a text box.
const LiveCallMeForm = lazy(async () => {
  const [module, providers] = await Promise.all([loadForm(), loadProviderNames()]);
  return {
    default: function CallMeFormWithProviders(props: CallMeDisclosureProps) {
      return <module.CallMeForm {...props} providers={providers} />;
    },
  };
});

/** What the closed disclosure says (the form inside is named 'Ask us to call you'). */
export const CALL_ME_SUMMARY = 'Or ask us to call you';

/**
 * The 'Still in a contract?' call-back form behind a disclosure (GOV.UK's Details pattern; decision
 * 0709). The server draws the summary alone; the form's code and its first render come once the
 * visitor opens it, and it stays rendered after (closed, the browser hides it, answers kept).
 * Opened before the page came to life, the box is open on mount, and the form renders then.
 */
export function CallMeDisclosure(props: CallMeDisclosureProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const warm = () => {
    void loadForm();
    void loadProviderNames();
  };
  return (
    <details
      ref={details}
      className="mt-6"
      // The summary is all a closed box shows: pointing at it or reaching it by keyboard warms the
      // code and the list.
      onPointerEnter={warm}
      onFocus={warm}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-lg font-bold text-brand-900 underline underline-offset-4 hover:text-brand-700">
        {CALL_ME_SUMMARY}
      </summary>
      {opened ? (
        <Suspense fallback={<p className="mt-4 text-slate-700">Loading the form…</p>}>
          <LiveCallMeForm {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
