import type { InputHTMLAttributes } from 'react';

export interface StaffSignInFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/**
 * One box of the staff sign-in, in the admin's own look (Payload's field classes) rather than the
 * site's: label, hint, the message read as 'Error:' first, and the input described by both.
 */
export function StaffSignInField({ id, label, hint, error, ...input }: StaffSignInFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field-type text" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" style={{ color: 'var(--theme-error-500)' }}>
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="field-type__wrap">
        <input
          {...input}
          id={id}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
    </div>
  );
}
