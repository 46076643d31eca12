'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { usePostcodeAddresses } from '@/components/address-finder/use-postcode-addresses';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass, TEXT_LINK_CLASS } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { CALL_ME_FIELDS, type CallMeField, callMeFieldErrors, streetNameOf } from './call-me-fields';

export interface CallMeFormProps {
  /** The current-provider choices (GET /ots/providers); a free text box when none could be read. */
  providers: readonly string[];
  /** The number to call instead, shown when the request fails. */
  phone: string | null;
}

const EMPTY = {
  contact_name: '',
  contact_surname: '',
  email: '',
  phone: '',
  postcode: '',
  current_provider: '',
};
type TextValues = typeof EMPTY;

type Result = { kind: 'success' } | { kind: 'failure'; message: string } | null;

/**
 * The 'Still in a contract?' call-back form (decision 0372). The provider's own rules decide: the
 * body goes to POST /api/customer-callMe, which checks it with the domain's callMeBodySchema, and
 * each field error it answers (§5 'call-me') is shown under its field and in the GOV.UK error
 * summary. The address is chosen from the postcode's list, giving the uprn and street name.
 */
export function CallMeForm({ providers, phone }: CallMeFormProps) {
  const prefix = useId().replace(/:/g, '');
  const ids = Object.fromEntries(
    CALL_ME_FIELDS.map((field) => [field, `${prefix}-call-me-${field}`]),
  ) as Record<CallMeField, string>;
  const [values, setValues] = useState<TextValues>(EMPTY);
  const { addresses, uprn, setUprn, lookupMessage, findAddresses: find, chosen } = usePostcodeAddresses();
  const [errors, setErrors] = useState<Partial<Record<CallMeField, string>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const idempotencyKey = useRef<string | null>(null);
  const hydrated = useHydrated();

  function text(field: keyof TextValues) {
    return {
      id: ids[field],
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const value = event.currentTarget.value;
        setValues((previous) => ({ ...previous, [field]: value }));
      },
    };
  }

  const findAddresses = () => find(values.postcode);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    idempotencyKey.current ??= crypto.randomUUID();
    const answer = await callSiteApi<{ customer: unknown }>('/api/customer-callMe', {
      body: {
        email: values.email,
        contact_name: values.contact_name,
        contact_surname: values.contact_surname,
        uprn,
        postcode: values.postcode,
        street_name: streetNameOf(chosen),
        phone: values.phone,
        current_provider: values.current_provider,
      },
      headers: { 'Idempotency-Key': idempotencyKey.current },
      rateLimit: 'leadSubmit',
    });
    setBusy(false);
    if (answer.kind === 'ok') {
      setResult({ kind: 'success' });
      return;
    }
    const fieldErrors = answer.kind === 'failed' ? callMeFieldErrors(answer.error?.fields) : {};
    if (Object.keys(fieldErrors).length > 0) {
      // A refused body was not written: the corrected one is a new request.
      idempotencyKey.current = null;
      setErrors(fieldErrors);
      setResult(null);
      setSubmitCount((count) => count + 1);
      return;
    }
    setErrors({});
    setResult({
      kind: 'failure',
      message:
        answer.kind === 'rate-limited'
          ? answer.message
          : `Sorry, we could not send your request.${phone ? ` Please call us on ${phone} instead.` : ' Please try again later.'}`,
    });
  }

  if (result?.kind === 'success') {
    return (
      <div role="status" className="mt-4 rounded-2xl border-2 border-green-700 bg-white p-4">
        <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span aria-hidden="true" className="text-green-700">
            ✓
          </span>
          Thank you, we will call you back
        </p>
        <p className="mt-1 text-slate-800">We will ring {values.phone} within one working day.</p>
      </div>
    );
  }

  const summary: FormErrorItem[] = CALL_ME_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: ids[field], message }] : [];
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Ask us to call you"
      className="mt-4"
      data-hydrated={hydrated || undefined}
    >
      {result?.kind === 'failure' ? (
        <div
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-2xl border-2 border-red-700 bg-white p-4"
        >
          <span aria-hidden="true" className="text-xl text-red-700">
            ✕
          </span>
          <p className="font-semibold text-slate-900">{result.message}</p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} submitCount={submitCount} headingLevel={3} />
      <TextField label="First name" autoComplete="given-name" {...text('contact_name')} />
      <TextField label="Last name" autoComplete="family-name" {...text('contact_surname')} />
      <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...text('email')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" {...text('phone')} />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        {...text('postcode')}
        suffix={
          <button type="button" className={TEXT_LINK_CLASS} onClick={() => void findAddresses()}>
            Find address
          </button>
        }
      />
      <p aria-live="polite" className="sr-only">
        {lookupMessage}
      </p>
      {addresses !== null && addresses.length === 0 ? (
        <p className="mb-4 text-slate-800">{lookupMessage}</p>
      ) : null}
      <SelectField
        id={ids.address}
        name="address"
        label="Address"
        placeholder={addresses && addresses.length > 0 ? 'Choose your address' : 'Find your postcode first'}
        options={(addresses ?? []).map((item) => ({ value: item.uprn ?? '', label: item.address }))}
        value={uprn}
        error={errors.address}
        onChange={(event) => setUprn(event.currentTarget.value)}
      />
      {providers.length > 0 ? (
        <SelectField
          id={ids.current_provider}
          name="current_provider"
          label="Your current provider"
          placeholder="Choose your option"
          options={providers.map((name) => ({ value: name, label: name }))}
          value={values.current_provider}
          error={errors.current_provider}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((previous) => ({ ...previous, current_provider: value }));
          }}
        />
      ) : (
        <TextField label="Your current provider" {...text('current_provider')} />
      )}
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        Call me back
      </button>
    </form>
  );
}
