'use client';

import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';

interface Enrolment {
  secret: string;
  uri: string;
  qrImage: string;
}

interface Needs {
  code: true;
  newPassword: boolean;
  enrolment?: Enrolment;
}

type Answer =
  | { signedIn: true }
  | { signedIn: false; needs: Needs }
  | { error: string; message: string; fields?: Array<{ path: string; message: string }> };

const FALLBACK = 'Signing in did not work. Try again in a minute.';

/**
 * The staff sign-in form: e-mail and password; then the authenticator's code (after setting the
 * app up, the first time) and, when the account asks for it, a new password. Every step posts the
 * whole form to POST /cms-api/users/login (sign-in.ts); the last sets the session cookie.
 */
export function StaffSignInForm({ endpoint, redirectTo }: { endpoint: string; redirectTo: string }) {
  const id = useId();
  const [needs, setNeeds] = useState<Needs | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const body = {
      email: text('email') ?? '',
      password: text('password') ?? '',
      ...(needs && text('code') ? { code: text('code') } : {}),
      ...(needs?.newPassword && text('newPassword') ? { newPassword: text('newPassword') } : {}),
    };
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => null)) as Answer | null;
      if (answer && 'signedIn' in answer && answer.signedIn) {
        window.location.assign(redirectTo);
        return;
      }
      if (answer && 'signedIn' in answer) {
        setNeeds(answer.needs);
        if (answer.needs.enrolment) setEnrolment(answer.needs.enrolment);
      } else {
        setError(answer?.message ?? FALLBACK);
        setFieldErrors(
          Object.fromEntries((answer?.fields ?? []).map((field) => [field.path, field.message])),
        );
        requestAnimationFrame(() => errorRef.current?.focus());
      }
    } catch {
      setError(FALLBACK);
    } finally {
      setBusy(false);
    }
  }

  const field = (
    name: string,
    label: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const fieldId = `${id}-${name}`;
    const message = fieldErrors[name];
    const describedBy = [hint ? `${fieldId}-hint` : null, message ? `${fieldId}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field-type text" style={{ marginBottom: 'var(--base)' }}>
        <label className="field-label" htmlFor={fieldId}>
          {label}
        </label>
        {hint ? (
          <p id={`${fieldId}-hint`} className="field-description">
            {hint}
          </p>
        ) : null}
        {message ? (
          <p id={`${fieldId}-error`} className="field-error" style={{ color: 'var(--theme-error-500)' }}>
            <span className="sr-only">Error: </span>
            {message}
          </p>
        ) : null}
        <div className="field-type__wrap">
          <input
            id={fieldId}
            name={name}
            aria-describedby={describedBy || undefined}
            aria-invalid={message ? true : undefined}
            {...input}
          />
        </div>
      </div>
    );
  };

  return (
    <form className="login__form" onSubmit={submit} noValidate>
      {error ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="banner banner--type-error"
          style={{ marginBottom: 'var(--base)' }}
        >
          {error}
        </div>
      ) : null}
      {field('email', 'Email', {
        type: 'email',
        autoComplete: 'email',
        required: true,
        readOnly: needs !== null,
      })}
      {field('password', 'Password', {
        type: 'password',
        autoComplete: 'current-password',
        required: true,
        readOnly: needs !== null,
      })}
      {needs && enrolment ? (
        <section aria-labelledby={`${id}-enrol`} style={{ marginBottom: 'var(--base)' }}>
          <h2 id={`${id}-enrol`}>Set up your authenticator app</h2>
          <p>
            Staff sign in with a code from an authenticator app as well as the password. Scan this code with
            the app, or type the key into it, then enter the 6-digit code it shows.
          </p>
          {/* biome-ignore lint/performance/noImgElement: a data: SVG made by the server, not an optimisable image. */}
          <img src={enrolment.qrImage} alt="QR code for your authenticator app" width={200} height={200} />
          <p>
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
        </section>
      ) : null}
      {needs
        ? field(
            'code',
            'Code from your authenticator app',
            {
              type: 'text',
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              pattern: '[0-9 ]*',
              required: true,
            },
            '6 digits',
          )
        : null}
      {needs?.newPassword
        ? field(
            'newPassword',
            'New password',
            { type: 'password', autoComplete: 'new-password', required: true, minLength: 12 },
            'The password you were given works once. Choose one of at least 12 characters.',
          )
        : null}
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
        {needs ? 'Sign in' : 'Continue'}
      </button>
    </form>
  );
}
