'use client';

import { lazy, Suspense, startTransition, useEffect, useId, useState } from 'react';
import type { HeroPostcodeCheckerProps } from './hero-postcode-checker.client';
import { HeroPostcodeForm, heroTextClass } from './hero-postcode-form';

// React.lazy, fetched once the page has hydrated: not a script of the page's first load, as
// next/dynamic's server-rendered chunk was (decisions 0312, 0657).
const LiveChecker = lazy(() =>
  import('./hero-postcode-checker.client').then((module) => ({ default: module.HeroPostcodeChecker })),
);

/**
 * The heroes' postcode checker, its code loaded after the page's first load (decision 0657). The
 * server and the first render draw the checker as it starts (HeroPostcodeForm: a box and Search,
 * which without script sends the search to the address finder); once the page has hydrated the
 * live checker is fetched in a transition, so this stand-in stays on screen until it is ready, and
 * takes over what was typed, the focus and a search asked for meanwhile.
 */
export function HeroPostcodeChecker(
  props: Omit<HeroPostcodeCheckerProps, 'initialPostcode' | 'focusOnMount' | 'searchOnMount'>,
) {
  const inputId = useId();
  const [postcode, setPostcode] = useState('');
  const [focused, setFocused] = useState(false);
  const [searched, setSearched] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => {
    // Focused before the page came to life: the live checker draws a new box, so the focus is read
    // here or lost. Text typed meanwhile the box itself hands over on mount (PostcodeInput, 0705),
    // in its effect, which runs before this one.
    if (document.getElementById(inputId) === document.activeElement) setFocused(true);
    startTransition(() => setLive(true));
  }, [inputId]);
  const standIn = (
    <HeroPostcodeForm
      label={props.label}
      textClass={heroTextClass(props.tone ?? 'dark')}
      inputId={inputId}
      postcode={postcode}
      onPostcodeChange={setPostcode}
      onFocusChange={setFocused}
      // Once hydrated (before, the browser sends the search to the address finder), a search
      // waits for the live checker, which runs it as it takes over.
      onSubmit={(event) => {
        event.preventDefault();
        // From the form: text typed before the page came to life is not in the state.
        const box = event.currentTarget.elements.namedItem('postcode');
        if (box instanceof HTMLInputElement) setPostcode(box.value.toUpperCase());
        setSearched(true);
      }}
      busy={searched}
      status=""
    />
  );
  return (
    <Suspense fallback={standIn}>
      {live ? (
        <LiveChecker {...props} initialPostcode={postcode} focusOnMount={focused} searchOnMount={searched} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
