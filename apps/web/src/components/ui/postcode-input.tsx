import type { InputHTMLAttributes } from 'react';

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

type PostcodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  /** The typed text, upper-cased. */
  onValueChange: (value: string) => void;
};

/** A controlled postcode box (the search boxes and the heroes' checkers). */
export function PostcodeInput({ value, onValueChange, type = 'text', ...rest }: PostcodeInputProps) {
  return (
    <input
      {...POSTCODE_INPUT_ATTRIBUTES}
      type={type}
      value={value}
      onChange={(event) => onValueChange(event.target.value.toUpperCase())}
      {...rest}
    />
  );
}
