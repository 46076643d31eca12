'use client';

import {
  RESUME_CODE_BACK,
  RESUME_CODE_HEADING,
  RESUME_CODE_LABEL,
  RESUME_CODE_REASON,
  RESUME_CODE_RESEND,
  resumeCodeHint,
  resumeCodeSentMessage,
} from '@fibre/domain/resume-code';
import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/text-field';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';

export const RESUME_CODE_FORM_ID = 'resume-code-form';
export const RESUME_CODE_FIELD_ID = 'verification-code';

export interface ResumeCodeFormProps {
  /** Where the code went. */
  email: string;
  /** A new code was sent after the first. */
  again: boolean;
  busy: boolean;
  /** The field's message (a code not 6 digits, or refused by the route). */
  error: string | null;
  /** Times the visitor submitted: the error summary takes focus on each. */
  submitCount: number;
  onSubmit(code: string): void;
  onResend(): void;
  onBack(): void;
}

/**
 * The code step of resuming an open order (decision 0380), GOV.UK's 'check your email' pattern:
 * where the code went, one numeric field the phone can fill from the e-mail (one-time-code), the
 * footer bar's Continue submitting it, and a way to get a new code or go back to the details.
 * The heading takes focus when the step appears, so keyboard and screen-reader users start here.
 */
export function ResumeCodeForm({
  email,
  again,
  busy,
  error,
  submitCount,
  onSubmit,
  onResend,
  onBack,
}: ResumeCodeFormProps) {
  const [code, setCode] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="resume-code-heading" className="mt-8 max-w-2xl">
      <h3
        id="resume-code-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 focus:outline-none"
      >
        {RESUME_CODE_HEADING}
      </h3>
      <p className="mt-3 text-slate-700">{RESUME_CODE_REASON}</p>
      <p className="mt-3 font-semibold text-slate-900" role="status">
        {resumeCodeSentMessage(email, again)}
      </p>
      <form
        id={RESUME_CODE_FORM_ID}
        noValidate
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit(code);
        }}
      >
        <ErrorSummary
          errors={error ? [{ fieldId: RESUME_CODE_FIELD_ID, message: error }] : []}
          submitCount={submitCount}
        />
        <TextField
          id={RESUME_CODE_FIELD_ID}
          name="verification_code"
          label={RESUME_CODE_LABEL}
          hint={resumeCodeHint()}
          error={error ?? undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={12}
          className="max-w-48 font-mono text-lg tracking-widest"
        />
      </form>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <button type="button" className={TEXT_LINK_CLASS} onClick={onResend} disabled={busy}>
          {RESUME_CODE_RESEND}
        </button>
        <button type="button" className={TEXT_LINK_CLASS} onClick={onBack} disabled={busy}>
          {RESUME_CODE_BACK}
        </button>
      </div>
    </section>
  );
}
