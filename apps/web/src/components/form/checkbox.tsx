import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHint, FormGroup } from './field-parts';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-describedby' | 'aria-invalid'> {
  id: string;
  /** The words beside the box; a real `<label>`, so clicking them ticks it. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One yes/no box (a consent, a confirmation). `{...register('terms')}` passes straight through. */
export function Checkbox({ id, label, hint, error, className, ref, ...input }: CheckboxProps) {
  return (
    <FormGroup error={error}>
      <FieldError id={id} message={error} />
      <div className="flex items-start gap-3">
        <input
          {...input}
          ref={ref}
          type="checkbox"
          id={id}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          className={`mt-0.5 h-7 w-7 shrink-0 accent-brand-700 ${className ?? ''}`}
        />
        <div>
          <label htmlFor={id} className="text-slate-900">
            {label}
          </label>
          <FieldHint id={id}>{hint}</FieldHint>
        </div>
      </div>
    </FormGroup>
  );
}
