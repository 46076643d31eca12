'use client';

import {
  findOrderCodeHint,
  findOrderCodeSentMessage,
  normaliseOrderNumber,
} from '@fibre/domain/find-my-order';
import {
  isResumeCode,
  normaliseResumeCode,
  RESUME_CODE_CONTINUE,
  RESUME_CODE_FORMAT_MESSAGE,
  RESUME_CODE_HEADING,
  RESUME_CODE_LABEL,
  RESUME_CODE_RESEND,
} from '@fibre/domain/resume-code';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import { useEffect, useRef } from 'react';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/text-field';
import { type FieldMessages, useSiteForm } from '@/components/form/use-site-form';
import { buttonClass, TEXT_LINK_CLASS } from '@/components/ui/link-button';

interface CodeValues {
  verification_code: string;
}

/**
 * The domain's rule for the code's shape, spaces a copy from the e-mail brings left out as the
 * route's schema leaves them out; whether it is the right code is the route's to say.
 */
function validateCode(values: CodeValues): FieldMessages<CodeValues> {
  return isResumeCode(normaliseResumeCode(values.verification_code))
    ? {}
    : { verification_code: RESUME_CODE_FORMAT_MESSAGE };
}

export interface FindOrderCodeFormProps {
  email: string;
  orderNumber: string;
  again: boolean;
  /** Codes asked for so far: a new one clears the message about the last. */
  codesSent: number;
  busy: boolean;
  onSubmit(code: string): Promise<readonly FieldError[]>;
  onResend(): void;
  onBack(): void;
}

/**
 * Find my order's code step, GOV.UK's 'check your email' pattern as resuming an order has it
 * (decision 0380): where the code went (said the same whether or not the order exists), one numeric
 * field the phone can fill from the e-mail, Continue, a new code, and the way back. The heading
 * takes focus when the step appears, so keyboard and screen-reader users start here.
 */
export function FindOrderCodeForm(props: FindOrderCodeFormProps) {
  const { email, orderNumber, again, codesSent, busy, onSubmit, onResend, onBack } = props;
  const site = useSiteForm<CodeValues>({
    defaultValues: { verification_code: '' },
    validate: validateCode,
    ids: { verification_code: 'verification-code' },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const { clearErrors } = site.form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code sent is the trigger, not read
  useEffect(() => {
    heading.current?.focus();
    clearErrors();
  }, [clearErrors, codesSent]);

  return (
    <section aria-labelledby="find-order-code-heading" className="mt-6">
      <h2
        id="find-order-code-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {RESUME_CODE_HEADING}
      </h2>
      <p className="mt-3 text-slate-800" role="status">
        {findOrderCodeSentMessage(email, normaliseOrderNumber(orderNumber), again)}
      </p>
      <form
        noValidate
        className="mt-6"
        onSubmit={site.submit(async (values) => {
          if (!busy) site.showRefusal(await onSubmit(values.verification_code));
        })}
      >
        <ErrorSummary {...site.summary} />
        <TextField
          label={RESUME_CODE_LABEL}
          hint={findOrderCodeHint()}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={12}
          className="max-w-48 font-mono text-lg tracking-widest"
          {...site.field('verification_code')}
        />
        <button type="submit" className={`mt-2 ${buttonClass('primary')}`} disabled={busy}>
          {RESUME_CODE_CONTINUE}
        </button>
      </form>
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        <button type="button" className={TEXT_LINK_CLASS} onClick={onResend} disabled={busy}>
          {RESUME_CODE_RESEND}
        </button>
        <button type="button" className={TEXT_LINK_CLASS} onClick={onBack} disabled={busy}>
          Change the e-mail address or order number
        </button>
      </div>
    </section>
  );
}
