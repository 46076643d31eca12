import type { FormEvent } from 'react';
import { CONSENT_CATEGORIES, type ConsentCategories, type ConsentCategory } from '@/analytics/consent';
import { CONSENT_CATEGORY_TEXT } from './consent-categories';

export interface CookieChoicesFormProps {
  /** Makes the checkboxes' ids unique on the page. */
  fieldPrefix: string;
  draft: ConsentCategories;
  onTick: (category: ConsentCategory, checked: boolean) => void;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
}

/** 'Choose cookies': a checkbox with its hint for each optional category, and 'Save my choices'. */
export function CookieChoicesForm({ fieldPrefix, draft, onTick, onSave }: CookieChoicesFormProps) {
  return (
    <form onSubmit={onSave} className="mt-4" aria-label="Cookie choices">
      <fieldset>
        <legend className="text-lg font-bold text-brand-900">Choose which optional cookies to accept</legend>
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
                  onChange={(event) => onTick(category, event.currentTarget.checked)}
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
  );
}
