'use client';

import {
  RESUME_CODE_LABEL,
  RESUME_CODE_RESEND,
  resumeCodeHint,
  resumeCodeSentMessage,
} from '@fibre/domain/resume-code';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import { useState } from 'react';
import { StepNotice } from '@/components/checkout/steps/step-notice';
import { EmailField } from '@/components/form/email-field';
import { ErrorSummary } from '@/components/form/error-summary';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { TextField } from '@/components/form/text-field';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass, TEXT_LINK_CLASS } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { failureMessage } from './change-failure';

const rules = lazyRules(() => import('./your-order-rules'));
const validateEmail = lazyCheck(rules, (loaded, values: { email: string }) => loaded.validateEmail(values));
const validateCode = lazyCheck(rules, (loaded, values: CodeValues) => loaded.validateEmailCode(values));

interface CodeValues {
  email: string;
  verification_code: string;
}

type Notice = { message: string; tone: 'error' | 'info' } | null;

/** Sends the body to the e-mail route; the refusal's fields, or a notice, or the answer. */
async function sendEmailChange(body: object, key: string) {
  return callSiteApi<{ verification?: string; order?: { email: string | null } }>('/api/your-order/email', {
    body,
    headers: { 'Idempotency-Key': key },
    rateLimit: 'orderChange',
  });
}

/**
 * A new e-mail address (decision 0663): a code goes to the NEW address and only that code, typed
 * here, changes it, so an order's mail never goes to an inbox nobody has shown they own.
 */
export function EmailChangeForm({ current }: { current: string | null }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [shown, setShown] = useState(current);
  const [asked, setAsked] = useState<{ email: string; again: boolean } | null>(null);
  const details = useSiteForm<{ email: string }>({
    defaultValues: { email: '' },
    validate: validateEmail,
    rules,
    ids: { email: 'order-email' },
  });

  const ask = async (email: string, key: string, again: boolean): Promise<readonly FieldError[]> => {
    setNotice(null);
    const result = await sendEmailChange({ email }, key);
    if (result.kind === 'ok') {
      setAsked({ email, again });
      return [];
    }
    if (result.kind === 'failed' && result.error?.fields?.length) return result.error.fields;
    setNotice({ message: failureMessage(result), tone: 'error' });
    return [];
  };

  return (
    <section aria-labelledby="email-heading" className="mt-10">
      <h2 id="email-heading" className="text-xl font-bold text-brand-900">
        E-mail address
      </h2>
      <p className="mt-2 text-slate-800" data-testid="current-email">
        Now: {shown ?? 'none given'}
      </p>
      {notice && <StepNotice message={notice.message} tone={notice.tone} />}
      <form
        noValidate
        hidden={asked !== null}
        onSubmit={details.submit(async (values, attempt) => {
          details.showRefusal(await ask(values.email, attempt.key, false));
        })}
        className="mt-4"
        {...details.rulesTriggers}
      >
        <ErrorSummary {...details.summary} />
        <EmailField
          label="New e-mail address"
          hint="We will send a code to this address to check it is yours."
          {...details.field('email')}
        />
        <button type="submit" className={buttonClass('primary')} disabled={details.pending}>
          Send a code
        </button>
      </form>
      {asked && (
        <EmailCodeStep
          asked={asked}
          onResend={() => void ask(asked.email, crypto.randomUUID(), true)}
          onBack={() => setAsked(null)}
          onChanged={(email) => {
            setShown(email);
            setAsked(null);
            details.reset();
            setNotice({ message: 'Your e-mail address has been changed.', tone: 'info' });
          }}
          onFailed={(message) => setNotice({ message, tone: 'error' })}
        />
      )}
    </section>
  );
}

function EmailCodeStep(props: {
  asked: { email: string; again: boolean };
  onResend: () => void;
  onBack: () => void;
  onChanged: (email: string) => void;
  onFailed: (message: string) => void;
}) {
  const site = useSiteForm<CodeValues>({
    defaultValues: { email: props.asked.email, verification_code: '' },
    validate: validateCode,
    rules,
    ids: { email: 'order-email-confirm', verification_code: 'order-email-code' },
  });
  const submit = site.submit(async (values, attempt) => {
    const result = await sendEmailChange(values, attempt.key);
    if (result.kind === 'ok') props.onChanged(result.data.order?.email ?? values.email);
    else if (result.kind === 'failed' && result.error?.fields?.length) site.showRefusal(result.error.fields);
    else props.onFailed(failureMessage(result));
  });
  return (
    <div className="mt-4">
      <p className="font-semibold text-slate-900" role="status">
        {resumeCodeSentMessage(props.asked.email, props.asked.again)}
      </p>
      <form noValidate onSubmit={submit} className="mt-4" {...site.rulesTriggers}>
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
        <button type="submit" className={buttonClass('primary')} disabled={site.pending}>
          Change e-mail address
        </button>
      </form>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        <button type="button" className={TEXT_LINK_CLASS} onClick={props.onResend}>
          {RESUME_CODE_RESEND}
        </button>
        <button type="button" className={TEXT_LINK_CLASS} onClick={props.onBack}>
          Use a different e-mail address
        </button>
      </div>
    </div>
  );
}
