import type { ReactNode } from 'react';
import { type FieldRegistration, FieldsetGroup } from './field-parts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps extends FieldRegistration<HTMLInputElement> {
  /**
   * The group's id: the first radio's id (so the error summary's `#id` lands on it, as GOV.UK does),
   * then `<id>-2`, `<id>-3`…, and the root of `<id>-hint` and `<id>-error`.
   */
  id: string;
  /** The question, as the fieldset's legend. */
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  /** The chosen value when the caller holds it in state; leave it out under the form hook. */
  value?: string;
  /** Side by side, for two short answers (Yes / No). */
  inline?: boolean;
}

/** The id of each radio: the first is the group's id. */
export function radioId(groupId: string, index: number): string {
  return index === 0 ? groupId : `${groupId}-${index + 1}`;
}

/**
 * One question with radios in a fieldset and legend. `{...register('landline')}` passes through:
 * every radio gets the same name, handlers and ref, which is how the form hook reads a radio group.
 */
export function RadioGroup({
  id,
  legend,
  options,
  hint,
  error,
  value,
  inline = false,
  name = id,
  onChange,
  onBlur,
  ref,
}: RadioGroupProps) {
  return (
    <FieldsetGroup id={id} legend={legend} hint={hint} error={error}>
      <div className={inline ? 'mt-2 flex flex-wrap gap-6' : 'mt-2 space-y-3'}>
        {options.map((option, index) => {
          const inputId = radioId(id, index);
          const optionHintId = `${inputId}-item-hint`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                type="radio"
                id={inputId}
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
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
