'use client';

import { useEffect, useRef } from 'react';

export interface FormErrorItem {
  /** The id of the field to go to: a text field's id, a radio group's id, a date's `<id>-day`. */
  fieldId: string;
  /** The same words as the message under the field. */
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly FormErrorItem[];
  title?: string;
  /**
   * Focus moves to the summary when it appears and each time this changes, once per value: pass
   * the form store's `formState.submitCount`, so a second failed submit announces again but typing
   * never steals focus (not even when the summary cleared and comes back before the next submit).
   */
  submitCount?: number;
  /** 3 where the form sits under an h2 (the basket's promo box). */
  headingLevel?: 2 | 3;
  /**
   * False where the summary follows the typing rather than a submit (a form whose submit stays
   * disabled until it is right): it is announced, but focus stays in the field being filled.
   */
  moveFocus?: boolean;
  /** Extra classes for the box, e.g. a white ground where the form sits on a dark one. */
  className?: string;
}

/**
 * The GOV.UK error summary, at the top of the form on submit: the title inside a child with
 * role="alert", each problem a link to its field, and focus moved here so the visitor hears it.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  submitCount = 0,
  headingLevel = 2,
  moveFocus = true,
  className = '',
}: ErrorSummaryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  // The submit it last took focus for: once per submit, so a summary that went away as the visitor
  // put things right and comes back as they type after that submit does not pull them out of the field.
  const focusedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!hasErrors || !moveFocus || focusedFor.current === submitCount) return;
    focusedFor.current = submitCount;
    summary.current?.focus();
  }, [hasErrors, submitCount, moveFocus]);

  if (!hasErrors) return null;
  return (
    <div
      ref={summary}
      tabIndex={-1}
      className={`mb-8 border-4 border-red-700 p-4 focus:outline-3 focus:outline-accent-600 ${className}`}
    >
      <div role="alert">
        <Heading className="text-xl font-bold text-slate-900">{title}</Heading>
        <ul className="mt-3 space-y-2">
          {errors.map((error) => (
            <li key={`${error.fieldId}:${error.message}`}>
              <a
                href={`#${error.fieldId}`}
                className="font-semibold text-red-800 underline underline-offset-2"
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
