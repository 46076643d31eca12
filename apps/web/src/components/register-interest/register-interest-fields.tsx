'use client';

import { TITLES } from '@fibre/domain/constants';
import {
  REGISTER_INTEREST_MESSAGES,
  type RegisterInterestForm,
  registerInterestFormSchema,
} from '@fibre/domain/schemas/register-interest';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '@/components/form/checkbox';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { firstMessages } from '@/components/form/schema-errors';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass } from '@/components/ui/link-button';

type Field = 'contact_title' | 'contact_name' | 'contact_surname' | 'email' | 'phone' | 'accept_terms';
export const REGISTER_INTEREST_FIELDS: readonly Field[] = [
  'contact_title',
  'contact_name',
  'contact_surname',
  'email',
  'phone',
  'accept_terms',
];

const EMPTY = {
  contact_title: '',
  contact_name: '',
  contact_surname: '',
  email: '',
  phone: '',
  accept_terms: false,
  accept_marketing: false,
};
type Values = typeof EMPTY;

export interface RegisterInterestFieldsProps {
  /** Prefix of every field id (two forms may share a page). */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  /** The chosen address, shown read-only and sent as the postcode item; null: submit stays disabled. */
  address: { line: string } | null;
  /** Waiting or sending: everything is disabled. */
  busy: boolean;
  submitLabel: string;
  /** Called with the checked answers; only when every rule passes and an address exists. */
  onSubmit(form: RegisterInterestForm): void;
  /** A failure to show above the fields (role="alert"). */
  banner?: string | null;
  /** Extra state for tests and styling on the form element (`data-step`). */
  step?: number;
}

/**
 * The register-interest form (content-and-api.md §3, §5): title, first name, surname, e-mail,
 * phone, terms and marketing, checked by the domain's one schema (the server route parses the same
 * rules). A field's message shows once it was touched; while any touched field fails, a GOV.UK
 * error summary above the submit button says 'There was an error submitting your details. Please
 * try again.' and links to each field (decision 0363). Submit is disabled until every rule passes
 * and an address exists.
 */
export function RegisterInterestFields({
  idPrefix,
  label,
  address,
  busy,
  submitLabel,
  onSubmit,
  banner,
  step,
}: RegisterInterestFieldsProps) {
  const ids = Object.fromEntries(
    [...REGISTER_INTEREST_FIELDS, 'accept_marketing'].map((field) => [field, `${idPrefix}-${field}`]),
  ) as Record<Field | 'accept_marketing', string>;
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const hydrated = useHydrated();

  const parsed = registerInterestFormSchema.safeParse(values);
  const messages = firstMessages(parsed.error?.issues);
  const shown = (field: Field) => (touched.has(field) ? messages[field] : undefined);
  const summary: FormErrorItem[] = REGISTER_INTEREST_FIELDS.flatMap((field) => {
    const message = shown(field);
    return message ? [{ fieldId: ids[field], message }] : [];
  });
  const ready = parsed.success && address !== null;

  const touch = (field: Field) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set([...previous, field])));
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  function text(field: Exclude<Field, 'contact_title' | 'accept_terms'>) {
    return {
      id: ids[field],
      name: field,
      value: values[field],
      error: shown(field),
      required: true,
      disabled: busy,
      onChange: (event: { currentTarget: HTMLInputElement }) => set(field, event.currentTarget.value),
      onBlur: () => touch(field),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !ready || !parsed.success) return;
    onSubmit(parsed.data);
  }

  const statusId = `${idPrefix}-submit-status`;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      aria-busy={busy || undefined}
      data-hydrated={hydrated || undefined}
      data-step={step}
      className="rounded-2xl bg-white p-6 text-slate-900"
    >
      {banner ? (
        <div className="mb-6 flex items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
          <span aria-hidden="true" className="text-xl text-red-700">
            ✕
          </span>
          {/* The words alone are the alert, so they are announced (and read) without the icon. */}
          <p role="alert" className="font-semibold text-slate-900">
            {banner}
          </p>
        </div>
      ) : null}
      <div className="mb-6 rounded-xl bg-slate-100 p-4">
        {address ? (
          <p>
            <span className="block text-sm font-bold uppercase tracking-wide text-slate-700">
              Registering interest at
            </span>
            {address.line}
          </p>
        ) : (
          <p>
            <Link
              href="/address-finder"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Find your address
            </Link>{' '}
            first, so we know where you would like full fibre.
          </p>
        )}
      </div>
      <SelectField
        id={ids.contact_title}
        name="contact_title"
        label="Title"
        placeholder="Choose your option"
        options={TITLES}
        value={values.contact_title}
        error={shown('contact_title')}
        required
        disabled={busy}
        onChange={(event) => {
          set('contact_title', event.currentTarget.value);
          touch('contact_title');
        }}
        onBlur={() => touch('contact_title')}
      />
      <TextField label="First name" autoComplete="given-name" {...text('contact_name')} />
      <TextField label="Surname" autoComplete="family-name" {...text('contact_surname')} />
      <TextField label="Email" type="email" autoComplete="email" spellCheck={false} {...text('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
      <Checkbox
        id={ids.accept_terms}
        name="accept_terms"
        label={
          <>
            I agree to{' '}
            <Link href="/legal" className="font-semibold text-brand-700 underline underline-offset-2">
              Terms &amp; Conditions
            </Link>
          </>
        }
        checked={values.accept_terms}
        error={shown('accept_terms')}
        required
        disabled={busy}
        onChange={(event) => {
          set('accept_terms', event.currentTarget.checked);
          touch('accept_terms');
        }}
        onBlur={() => touch('accept_terms')}
      />
      <Checkbox
        id={ids.accept_marketing}
        name="accept_marketing"
        label="Keep me up to date with offers and news by e-mail (optional)"
        checked={values.accept_marketing}
        disabled={busy}
        onChange={(event) => set('accept_marketing', event.currentTarget.checked)}
      />
      <ErrorSummary
        errors={summary}
        title={REGISTER_INTEREST_MESSAGES.submitFailed}
        headingLevel={3}
        moveFocus={false}
      />
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={!ready || busy}
        aria-describedby={ready ? undefined : statusId}
      >
        {submitLabel}
      </button>
      {ready ? null : (
        <p id={statusId} className="mt-2 text-slate-700">
          {address === null
            ? 'Find your address first, then fill in every field to register.'
            : 'Fill in every field and agree to the terms to register.'}
        </p>
      )}
    </form>
  );
}
