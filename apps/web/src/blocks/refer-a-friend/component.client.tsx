'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { usePostcodeAddresses } from '@/components/address-finder/use-postcode-addresses';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass, TEXT_LINK_CLASS } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';

const FIELDS = ['email', 'phone', 'postcode', 'uprn'] as const;
type Field = (typeof FIELDS)[number];

export interface ReferAFriendFormProps {
  promoCode: string;
  submitLabel: string;
  successMessage: string;
}

type Result = { kind: 'success' } | { kind: 'failure'; message: string } | null;

/**
 * The referred friend's form: e-mail, phone and the address chosen from the postcode's list. The
 * route checks the body with the domain's prospect schema; its field errors show under each field
 * and in the error summary. On success the referral code is shown to use at checkout.
 */
export function ReferAFriendForm({ promoCode, submitLabel, successMessage }: ReferAFriendFormProps) {
  const prefix = useId().replace(/:/g, '');
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${prefix}-refer-${field}`])) as Record<
    Field,
    string
  >;
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [postcode, setPostcode] = useState('');
  const { addresses, uprn, setUprn, lookupMessage, findAddresses: find } = usePostcodeAddresses();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const idempotencyKey = useRef<string | null>(null);
  const hydrated = useHydrated();

  const findAddresses = () => find(postcode);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    idempotencyKey.current ??= crypto.randomUUID();
    const answer = await callSiteApi<{ customer: unknown }>('/api/customer-prospect', {
      body: { email, phone, uprn },
      headers: { 'Idempotency-Key': idempotencyKey.current },
      rateLimit: 'leadSubmit',
    });
    setBusy(false);
    if (answer.kind === 'ok') {
      setResult({ kind: 'success' });
      return;
    }
    const fields: Partial<Record<Field, string>> = {};
    if (answer.kind === 'failed') {
      for (const { path, message } of answer.error?.fields ?? []) {
        const field = (FIELDS as readonly string[]).includes(path) ? (path as Field) : null;
        if (field && fields[field] === undefined) fields[field] = message;
      }
    }
    if (Object.keys(fields).length > 0) {
      idempotencyKey.current = null;
      setErrors(fields);
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
          : 'Sorry, we could not send your details. Please try again later.',
    });
  }

  if (result?.kind === 'success') {
    return (
      <div role="status" className="rounded-2xl border-2 border-green-700 bg-green-50 p-6">
        <p className="text-xl font-bold text-slate-900">{successMessage}</p>
        <p className="mt-2 text-slate-800">
          When you order, enter the promo code <strong className="font-mono text-lg">{promoCode}</strong> in
          your basket.
        </p>
      </div>
    );
  }

  const summary: FormErrorItem[] = FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: ids[field], message }] : [];
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Refer a friend" data-hydrated={hydrated || undefined}>
      {result?.kind === 'failure' ? (
        <div role="alert" className="mb-6 rounded-2xl border-2 border-red-700 bg-red-50 p-6">
          <p className="font-semibold text-slate-900">{result.message}</p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} submitCount={submitCount} headingLevel={3} />
      <TextField
        id={ids.email}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <TextField
        id={ids.phone}
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
      />
      <TextField
        id={ids.postcode}
        name="postcode"
        label="Postcode"
        autoComplete="postal-code"
        value={postcode}
        error={errors.postcode}
        onChange={(event) => setPostcode(event.currentTarget.value)}
        suffix={
          <button type="button" className={TEXT_LINK_CLASS} onClick={() => void findAddresses()}>
            Find address
          </button>
        }
      />
      <p aria-live="polite" className="sr-only">
        {lookupMessage}
      </p>
      <SelectField
        id={ids.uprn}
        name="uprn"
        label="Address"
        placeholder={addresses && addresses.length > 0 ? 'Choose your address' : 'Find your postcode first'}
        options={(addresses ?? []).map((item) => ({ value: item.uprn ?? '', label: item.address }))}
        value={uprn}
        error={errors.uprn}
        onChange={(event) => setUprn(event.currentTarget.value)}
      />
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
