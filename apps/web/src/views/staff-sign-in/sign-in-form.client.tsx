'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useSiteForm } from '@/components/form/use-site-form';
import { StaffSignInField } from './staff-sign-in-field';
import {
  EMPTY_STAFF_SIGN_IN,
  type SignInNeeds,
  type StaffSignInValues,
  staffSignInBody,
  validateStaffSignIn,
} from './staff-sign-in-values';

type Answer =
  | { signedIn: true }
  | { signedIn: false; needs: SignInNeeds }
  | { error: string; message: string; fields?: Array<{ path: string; message: string }> };

const FALLBACK = 'Signing in did not work. Try again in a minute.';

async function postSignIn(endpoint: string, body: unknown): Promise<Answer | null> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json().catch(() => null)) as Answer | null;
}

/**
 * The staff sign-in form: e-mail and password; then the authenticator's code (after setting the
 * app up, the first time) and, when the account asks for it, a new password. Every step posts the
 * whole form to POST /cms-api/users/login (sign-in.ts), checked first by the same schema through
 * the one form hook (decision 0420); the last step sets the session cookie.
 */
export function StaffSignInForm({ endpoint, redirectTo }: { endpoint: string; redirectTo: string }) {
  const prefix = useId();
  const ids = {
    email: `${prefix}-email`,
    password: `${prefix}-password`,
    code: `${prefix}-code`,
    newPassword: `${prefix}-newPassword`,
  };
  const [needs, setNeeds] = useState<SignInNeeds | null>(null);
  const [enrolment, setEnrolment] = useState<SignInNeeds['enrolment'] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const site = useSiteForm<StaffSignInValues>({
    defaultValues: EMPTY_STAFF_SIGN_IN,
    validate: (values) => validateStaffSignIn(values, needs),
    ids,
  });
  const banner = useRef<HTMLDivElement>(null);
  const problems = refusal ? [refusal] : site.summary.errors.map((error) => error.message);
  const problemCount = problems.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each failed submit or refusal announces again
  useEffect(() => {
    if (problemCount > 0) banner.current?.focus();
  }, [problemCount, site.summary.submitCount, refusal]);

  const onValid = async (values: StaffSignInValues) => {
    setRefusal(null);
    const answer = await postSignIn(endpoint, staffSignInBody(values, needs)).catch(() => null);
    if (answer && 'signedIn' in answer) {
      if (answer.signedIn) return window.location.assign(redirectTo);
      setNeeds(answer.needs);
      if (answer.needs.enrolment) setEnrolment(answer.needs.enrolment);
      return;
    }
    setRefusal(answer?.message ?? FALLBACK);
    site.showRefusal(answer?.fields ?? []);
  };

  return (
    <form className="login__form" onSubmit={site.submit(onValid)} noValidate>
      {problemCount > 0 ? (
        <div
          ref={banner}
          tabIndex={-1}
          role="alert"
          className="banner banner--type-error"
          style={{ marginBottom: 'var(--base)' }}
        >
          {problems.length === 1 ? problems[0] : problems.map((problem) => <p key={problem}>{problem}</p>)}
        </div>
      ) : null}
      <StaffSignInField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={needs !== null}
        {...site.field('email')}
      />
      <StaffSignInField
        label="Password"
        type="password"
        autoComplete="current-password"
        readOnly={needs !== null}
        {...site.field('password')}
      />
      {needs && enrolment ? <Enrolment prefix={prefix} enrolment={enrolment} /> : null}
      {needs ? (
        <StaffSignInField
          label="Code from your authenticator app"
          hint="6 digits"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...site.field('code')}
        />
      ) : null}
      {needs?.newPassword ? (
        <StaffSignInField
          label="New password"
          hint="The password you were given works once. Choose one of at least 12 characters."
          type="password"
          autoComplete="new-password"
          {...site.field('newPassword')}
        />
      ) : null}
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={site.pending}>
        {needs ? 'Sign in' : 'Continue'}
      </button>
    </form>
  );
}

function Enrolment({
  prefix,
  enrolment,
}: {
  prefix: string;
  enrolment: NonNullable<SignInNeeds['enrolment']>;
}) {
  return (
    <section aria-labelledby={`${prefix}-enrol`} style={{ marginBottom: 'var(--base)' }}>
      <h2 id={`${prefix}-enrol`}>Set up your authenticator app</h2>
      <p>
        Staff sign in with a code from an authenticator app as well as the password. Scan this code with the
        app, or type the key into it, then enter the 6-digit code it shows.
      </p>
      {/* biome-ignore lint/performance/noImgElement: a data: SVG made by the server, not an optimisable image. */}
      <img src={enrolment.qrImage} alt="QR code for your authenticator app" width={200} height={200} />
      <p>
        Key: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
    </section>
  );
}
