'use client';

import {
  isResumeCode,
  RESUME_CODE_BACK,
  RESUME_CODE_FORMAT_MESSAGE,
  RESUME_CODE_HEADING,
  RESUME_CODE_LABEL,
  RESUME_CODE_REASON,
  RESUME_CODE_RESEND,
  resumeCodeHint,
  resumeCodeSentMessage,
} from '@fibre/domain/resume-code';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import { useEffect, useRef } from 'react';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/text-field';
import { type FieldMessages, useSiteForm } from '@/components/form/use-site-form';
import { TEXT_LINK_CLASS } from '@/components/ui/link-button';

export const RESUME_CODE_FORM_ID = 'resume-code-form';
export const RESUME_CODE_FIELD_ID = 'verification-code';
/** The code's name in the form and in the body sent with it. */
export const RESUME_CODE_FIELD = 'verification_code';

interface CodeValues {
  verification_code: string;
}

/** The domain's rule for the code's shape; whether it is the right code is the route's to say. */
function validateCode(values: CodeValues): FieldMessages<CodeValues> {
  return isResumeCode(values.verification_code) ? {} : { verification_code: RESUME_CODE_FORMAT_MESSAGE };
}

export interface ResumeCodeFormProps {
  /** Where the code went. */
  email: string;
  /** A new code was sent after the first. */
  again: boolean;
  /** Codes sent so far: a new one clears the message about the last. */
  codesSent: number;
  busy: boolean;
  /** Sends the code; gives back the route's refusal of it (a wrong or expired code), if any. */
  onSubmit(code: string): Promise<readonly FieldError[]>;
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
  codesSent,
  busy,
  onSubmit,
  onResend,
  onBack,
}: ResumeCodeFormProps) {
  const site = useSiteForm<CodeValues>({
    defaultValues: { verification_code: '' },
    validate: validateCode,
    ids: { verification_code: RESUME_CODE_FIELD_ID },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { clearErrors } = site.form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code sent is the trigger, not read
  useEffect(() => {
    clearErrors();
  }, [clearErrors, codesSent]);

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
        onSubmit={site.submit(async (values) => {
          if (!busy) site.showRefusal(await onSubmit(values.verification_code));
        })}
      >
        <ErrorSummary {...site.summary} />
        <TextField
          label={RESUME_CODE_LABEL}
          hint={resumeCodeHint()}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={12}
          className="max-w-48 font-mono text-lg tracking-widest"
          {...site.field('verification_code')}
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
