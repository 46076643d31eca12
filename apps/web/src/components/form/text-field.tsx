import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlBorder, describedBy, FieldLabel, FormGroup } from './field-parts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  /** The input's id: the label's `for`, the error summary's `#id`, the root of `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The spec's message for this field, shown under the label while it is wrong. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * What sits on the input's right, on the same row: a button that acts on this one field (the
   * basket's 'Apply' beside its promo code). Outside the label and the description, so its own
   * accessible name stays its own.
   */
  suffix?: ReactNode;
}

/**
 * A labelled text input in the GOV.UK way. Every other input attribute passes through, so
 * `{...register('email')}` (name, onChange, onBlur, ref), `type`, `autoComplete` and `inputMode` work.
 */
export function TextField({ id, label, hint, error, className, ref, suffix, ...input }: TextFieldProps) {
  const control = (
    <input
      type="text"
      {...input}
      ref={ref}
      id={id}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      className={`h-11 w-full rounded-md border-2 bg-white px-3 text-slate-900 ${suffix === undefined ? 'mt-2' : 'min-w-0'} ${controlBorder(Boolean(error))} ${className ?? ''}`}
    />
  );
  return (
    <FormGroup error={error}>
      <FieldLabel id={id} label={label} hint={hint} error={error} />
      {suffix === undefined ? (
        control
      ) : (
        <div className="mt-2 flex gap-2">
          {control}
          {suffix}
        </div>
      )}
    </FormGroup>
  );
}
