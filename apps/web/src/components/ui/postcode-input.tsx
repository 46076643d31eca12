'use client';

import { type InputHTMLAttributes, useEffect, useRef } from 'react';

/**
 * What every postcode box shares: the postcode autofill, capitals as typed (shown and kept upper
 * case), no spelling marks, and room for the longest UK postcode with stray spaces (8 characters
 * and two to spare). The address finder spreads these on its own combobox.
 */
export const POSTCODE_INPUT_ATTRIBUTES = {
  name: 'postcode',
  autoComplete: 'postal-code',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 10,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

/**
 * What a postcode box shows for a text once it is entered: capitals, runs of spaces as one, trimmed,
 * within the box's length. It is the visitor's text, not yet a postcode: looking one up or sending
 * it normalises it with the domain's normalisePostcode (address-lookup.ts).
 */
export function postcodeBoxText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toUpperCase().slice(0, POSTCODE_INPUT_ATTRIBUTES.maxLength).trim();
}

type PostcodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  /** The typed text, upper-cased. */
  onValueChange: (value: string) => void;
};

/**
 * A controlled postcode box (the search boxes and the heroes' checkers). Text typed before the page
 * came to life is in the server's box but not in the state, and the first render after hydration
 * would set the box back to the state's value: it is taken into the state once, on mount (decision
 * 0705). Typed after, it reaches the state through onChange.
 */
export function PostcodeInput({ value, onValueChange, type = 'text', ...rest }: PostcodeInputProps) {
  const box = useRef<HTMLInputElement>(null);
  const adopt = useRef({ value, onValueChange });
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== '' && typed !== adopt.current.value) adopt.current.onValueChange(typed.toUpperCase());
  }, []);
  return (
    <input
      {...POSTCODE_INPUT_ATTRIBUTES}
      ref={box}
      type={type}
      value={value}
      onChange={(event) => onValueChange(event.target.value.toUpperCase())}
      {...rest}
    />
  );
}
