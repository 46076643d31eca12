import type { ReactNode } from 'react';
import { type FieldRegistration, FieldsetGroup } from './field-parts';
import { radioId } from './radio-group';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface CheckboxGroupProps extends FieldRegistration<HTMLInputElement> {
  /** The group's id: the first box's id (the error summary's `#id`), then `<id>-2`, `<id>-3`… */
  id: string;
  /** The question, as the fieldset's legend ('Select all that apply' goes in the hint). */
  legend: ReactNode;
  options: readonly CheckboxOption[];
  hint?: ReactNode;
  error?: string;
  /** The ticked values when the caller holds them in state; leave it out under the form hook. */
  values?: readonly string[];
}

/**
 * content-and-api.md §9 field type 'checkbox-group': one question answered by ticking any number of
 * boxes, in a fieldset and legend as GOV.UK's checkboxes. `{...register('topics')}` passes through:
 * every box gets the same name, so the form hook reads the ticked values as a list.
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  hint,
  error,
  values,
  name = id,
  onChange,
  onBlur,
  ref,
}: CheckboxGroupProps) {
  return (
    <FieldsetGroup id={id} legend={legend} hint={hint} error={error}>
      <div className="mt-2 space-y-3">
        {options.map((option, index) => {
          const inputId = radioId(id, index);
          const optionHintId = `${inputId}-item-hint`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                type="checkbox"
                id={inputId}
                name={name}
                value={option.value}
                checked={values === undefined ? undefined : values.includes(option.value)}
                onChange={onChange}
                onBlur={onBlur}
                ref={ref}
                aria-describedby={option.hint ? optionHintId : undefined}
                className="mt-0.5 h-7 w-7 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={inputId} className="text-slate-900">
                  {option.label}
                </label>
                {option.hint && (
                  <div id={optionHintId} className="text-slate-600">
                    {option.hint}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </FieldsetGroup>
  );
}
