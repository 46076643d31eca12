'use client';

import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** 'current-password' to sign in, 'new-password' to choose one (so managers offer the right thing). */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * content-and-api.md §9 field type 'password', in GOV.UK's password-input pattern: a text field
 * whose characters are hidden, with a 'Show' button beside it that shows them ('Hide' hides them
 * again) and says so to a screen reader. Spell check and capitals are off, so nothing is sent to a
 * spelling service.
 */
export function PasswordField({ id, autoComplete = 'current-password', ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      id={id}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      suffix={
        <button
          type="button"
          aria-controls={id}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown(!shown)}
          className="btn btn-outline min-h-11 shrink-0 px-4"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
