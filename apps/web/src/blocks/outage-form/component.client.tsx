'use client';

import { createOutageFormSchema } from '@fibre/domain/schemas/outage';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Checkbox } from '@/components/form/checkbox';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { firstMessages } from '@/components/form/schema-errors';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { failureMessage, failureText } from './failure-text';

export interface OutageFormConfig {
  emailError: string;
  agreeLabel: string;
  submitLabel: string;
  successHeader: string;
  successMessage: string;
  errorMessage: string;
}

type Field = 'name' | 'surname' | 'email' | 'postcode' | 'agree';
const FIELD_ORDER: readonly Field[] = ['name', 'surname', 'email', 'postcode', 'agree'];
const EMPTY = { name: '', surname: '', email: '', postcode: '', agree: false };

type Result = { kind: 'success' } | { kind: 'failure'; message: string };

/**
 * The outage form (§4 'Outage form', §5): fields checked all at once on submit by the
 * domain's schema with the configured e-mail error; submit disabled until agree is ticked; only the
 * e-mail goes to POST /api/outage; then a success or failure panel.
 */
export function OutageForm({ config }: { config: OutageFormConfig }) {
  const schema = useMemo(
    () => createOutageFormSchema({ emailError: config.emailError }),
    [config.emailError],
  );
  const prefix = useId().replace(/:/g, '');
  const ids = Object.fromEntries(FIELD_ORDER.map((field) => [field, `${prefix}-outage-${field}`])) as Record<
    Field,
    string
  >;
  const [values, setValues] = useState(EMPTY);
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const hydrated = useHydrated();

  const messages = firstMessages(schema.safeParse(values).error?.issues);
  // Messages appear after the first submit (GOV.UK), then follow the typing; not on blur, whose
  // message would move the agree box from under a pointer already on its way to it.
  const shownError = (field: Field) => (submitCount > 0 ? messages[field] : undefined);
  const summary: FormErrorItem[] =
    submitCount > 0
      ? FIELD_ORDER.flatMap((field) => {
          const message = messages[field];
          return message ? [{ fieldId: ids[field], message }] : [];
        })
      : [];

  function text(field: Exclude<Field, 'agree'>) {
    return {
      id: ids[field],
      name: field,
      value: values[field],
      error: shownError(field),
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const value = event.currentTarget.value;
        setValues((previous) => ({ ...previous, [field]: value }));
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setSubmitCount((count) => count + 1);
      return;
    }
    setBusy(true);
    const answer = await callSiteApi<{ registered: true }>('/api/outage', {
      body: { email: parsed.data.email },
      rateLimit: 'outageRegistration',
    });
    setBusy(false);
    setResult(
      answer.kind === 'ok'
        ? { kind: 'success' }
        : { kind: 'failure', message: failureMessage(config.errorMessage, failureText(answer)) },
    );
  }

  if (result?.kind === 'success') {
    return (
      <div role="status" className="rounded-2xl border-2 border-green-700 bg-green-50 p-6">
        <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
          <span aria-hidden="true" className="text-2xl text-green-700">
            ✓
          </span>
          {config.successHeader}
        </h3>
        <p className="mt-2 text-slate-800">{config.successMessage}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Outage notification" data-hydrated={hydrated || undefined}>
      {result?.kind === 'failure' ? (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-6"
        >
          <span aria-hidden="true" className="text-2xl text-red-700">
            ✕
          </span>
          <p className="font-semibold text-slate-900">{result.message}</p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} submitCount={submitCount} headingLevel={3} />
      <TextField label="First name (optional)" autoComplete="given-name" {...text('name')} />
      <TextField label="Surname (optional)" autoComplete="family-name" {...text('surname')} />
      <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...text('email')} />
      <TextField
        label="Postcode (optional)"
        autoComplete="postal-code"
        className="max-w-48"
        {...text('postcode')}
      />
      <Checkbox
        id={ids.agree}
        name="agree"
        label={config.agreeLabel}
        checked={values.agree}
        error={shownError('agree')}
        onChange={(event) => {
          const agree = event.currentTarget.checked;
          setValues((previous) => ({ ...previous, agree }));
        }}
      />
      <button type="submit" className={buttonClass('primary')} disabled={!values.agree || busy}>
        {config.submitLabel}
      </button>
    </form>
  );
}
