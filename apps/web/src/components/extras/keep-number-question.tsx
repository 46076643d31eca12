'use client';

import { useId } from 'react';

export interface KeepNumberQuestionProps {
  /** True when the 'keep existing number' home phone is in the basket. */
  keepsNumber: boolean;
  disabled: boolean;
  onAnswer: (keepExisting: boolean) => void;
}

/**
 * 'Do you want to keep your existing phone number?': yes swaps the home phone for the variant
 * whose name includes 'existing', no swaps it back (ordering-journey.md §4 'Package selection').
 */
export function KeepNumberQuestion({ keepsNumber, disabled, onAnswer }: KeepNumberQuestionProps) {
  const name = useId();
  return (
    <fieldset className="mt-4" disabled={disabled}>
      <legend className="font-semibold text-slate-900">
        Do you want to keep your existing phone number?
      </legend>
      <div className="mt-2 flex gap-6">
        {[
          { value: true, label: 'Yes' },
          { value: false, label: 'No, give me a new number' },
        ].map((option) => (
          <label key={option.label} className="flex items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={name}
              checked={keepsNumber === option.value}
              onChange={() => onAnswer(option.value)}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
