import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlBorder, describedBy, FieldLabel, FormGroup } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id' | 'aria-describedby' | 'aria-invalid' | 'children'
  > {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Choose a title'): the field stays unanswered until the visitor picks. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down. GOV.UK prefers radios for short lists; use this for long ones. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FormGroup error={error}>
      <FieldLabel id={id} label={label} hint={hint} error={error} />
      <select
        {...select}
        ref={ref}
        id={id}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={`mt-2 h-11 min-w-48 rounded-md border-2 bg-white px-3 text-slate-900 ${controlBorder(Boolean(error))} ${className ?? ''}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormGroup>
  );
}
