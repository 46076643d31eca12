'use client';

import { BOT_CHECK_ACTIONS } from '@fibre/domain/bot-check';
import { BIRTHDATE_INPUT_MIN, CONTACT_FORM_BIRTH_YEARS, formatUkDate } from '@fibre/domain/schemas/birthdate';
import { createContactFormSchema } from '@fibre/domain/schemas/contact-form';
import { VALIDATION_MESSAGES } from '@fibre/domain/schemas/validation-messages';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { lookupAddresses } from '@/components/address-finder/address-lookup';
import { Checkbox } from '@/components/form/checkbox';
import { ErrorSummary, type FormErrorItem } from '@/components/form/error-summary';
import { firstMessages } from '@/components/form/schema-errors';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass } from '@/components/ui/link-button';
import { type BotCheckClientConfig, requestBotCheckToken } from '@/services/bot-check-browser';
import { type ContactFormView, OPTIONAL_CONTACT_FIELDS, type OptionalContactField } from './contact-config';
import type { ContactMessageOutcome } from './send-contact-message';

const TEXT_FIELDS = [
  'user_name',
  'user_email',
  'user_phone',
  'user_city',
  'user_address',
  'user_postcode',
  'user_birthdate',
  'user_message',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
type BoxName = 'user_agree' | 'user_subscription';
type FieldName = TextName | BoxName;
const FIELD_ORDER: readonly FieldName[] = [...TEXT_FIELDS, 'user_agree', 'user_subscription'];

type Values = Record<TextName, string> & Record<BoxName, boolean>;
const EMPTY: Values = {
  user_name: '',
  user_email: '',
  user_phone: '',
  user_city: '',
  user_address: '',
  user_postcode: '',
  user_birthdate: '',
  user_message: '',
  user_agree: false,
  user_subscription: false,
};

/** Where the page jumps after sending (§4 'Contact form'): the contact card block's anchor. */
const CONTACT_CARD_ANCHOR = 'contact-card';

type PostcodeCheck = { postcode: string; found: boolean };

/**
 * The configured contact form (§3, §4, §5): every shown field checked on blur with its configured
 * error text by the domain's schema; the postcode's format, then its existence through
 * /api/uprn-by-postcode; the birthdate shown day/month/year on blur; submit disabled until both
 * boxes are ticked; sent by the server action `send`; then the result panel, the form reset and a
 * jump to the contact card.
 */
export function ContactForm({
  view,
  send,
  botCheck,
}: {
  view: ContactFormView;
  send: (values: unknown, botCheckToken: string | null) => Promise<ContactMessageOutcome>;
  /** The invisible bot check's script and site key; each submit asks for a 'contact' token (decision 0388). */
  botCheck: BotCheckClientConfig;
}) {
  const schema = useMemo(() => createContactFormSchema(view.schema), [view.schema]);
  const prefix = useId().replace(/:/g, '');
  const idOf = (field: FieldName) => `${prefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [postcodeCheck, setPostcodeCheck] = useState<PostcodeCheck | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'success' | 'failure' | null>(null);
  // A refusal that keeps the form as typed: too many messages, or the bot check (decision 0388).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [birthdateShown, setBirthdateShown] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const subscriptionShown = view.schema.subscription != null;
  const shown = (field: OptionalContactField) => view.optional[field].display;
  // The configured input type; a textarea is the message's own, so elsewhere it reads as text.
  const inputType = (field: keyof ContactFormView['types']) =>
    view.types[field] === 'textarea' ? 'text' : view.types[field];

  const input = {
    ...values,
    user_subscription: subscriptionShown ? values.user_subscription : undefined,
  };
  const messages: Record<string, string> = {
    ...firstMessages(schema.safeParse(input).error?.issues),
  };
  if (
    shown('postcode') &&
    messages.user_postcode === undefined &&
    postcodeCheck?.postcode === values.user_postcode.trim() &&
    !postcodeCheck.found
  ) {
    messages.user_postcode = VALIDATION_MESSAGES.postcodeNotFound;
  }
  for (const [field, message] of Object.entries(serverErrors)) messages[field] ??= message;
  const errorOf = (field: FieldName) => (touched[field] || submitCount > 0 ? messages[field] : undefined);
  const summary: FormErrorItem[] =
    submitCount > 0
      ? FIELD_ORDER.flatMap((field) => {
          const message = messages[field];
          return message ? [{ fieldId: idOf(field), message }] : [];
        })
      : [];

  async function checkPostcode(postcode: string): Promise<boolean> {
    const trimmed = postcode.trim();
    if (postcodeCheck?.postcode === trimmed) return postcodeCheck.found;
    const found = (await lookupAddresses(trimmed)).kind === 'found';
    setPostcodeCheck({ postcode: trimmed, found });
    return found;
  }

  function blur(field: FieldName) {
    setTouched((previous) => ({ ...previous, [field]: true }));
    if (
      field === 'user_postcode' &&
      values.user_postcode.trim() !== '' &&
      messages.user_postcode === undefined
    ) {
      void checkPostcode(values.user_postcode);
    }
    if (field === 'user_birthdate') setBirthdateShown(formatUkDate(values.user_birthdate));
  }

  function text(field: TextName) {
    return {
      id: idOf(field),
      name: field,
      value: values[field],
      error: errorOf(field),
      onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
        const value = event.currentTarget.value;
        setValues((previous) => ({ ...previous, [field]: value }));
        setServerErrors(({ [field]: _dropped, ...rest }) => rest);
      },
      onBlur: () => blur(field),
    };
  }

  function finish(outcome: 'success' | 'failure') {
    setResult(outcome);
    setValues(EMPTY);
    setTouched({});
    setSubmitCount(0);
    setPostcodeCheck(null);
    setBirthdateShown('');
    // §4: the page jumps to the contact card; the panel takes focus so the outcome is heard.
    window.location.hash = CONTACT_CARD_ANCHOR;
    panel.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(input);
    const postcodeFound =
      !parsed.success || !shown('postcode') || (await checkPostcode(values.user_postcode));
    if (!parsed.success || !postcodeFound) {
      setSubmitCount((count) => count + 1);
      return;
    }
    setBusy(true);
    setResult(null);
    setRefusal(null);
    let outcome: ContactMessageOutcome;
    try {
      const token = await requestBotCheckToken(botCheck, BOT_CHECK_ACTIONS.contact);
      outcome = await send(input, token);
    } catch {
      outcome = { ok: false, failed: true };
    }
    setBusy(false);
    if (outcome.ok) finish('success');
    else if ('refused' in outcome) {
      setRefusal(outcome.refused.message);
      panel.current?.focus();
    } else if ('fieldErrors' in outcome) {
      setServerErrors(outcome.fieldErrors);
      setSubmitCount((count) => count + 1);
    } else finish('failure');
  }

  const boxesTicked = values.user_agree && (!subscriptionShown || values.user_subscription);

  return (
    <div>
      <div ref={panel} tabIndex={-1} className="focus:outline-none">
        {result === 'success' ? (
          <div
            role="status"
            className="mb-6 flex items-start gap-3 rounded-2xl border-2 border-green-700 bg-green-50 p-6"
          >
            <span aria-hidden="true" className="text-2xl text-green-700">
              ✓
            </span>
            <p className="font-semibold text-slate-900">{view.successMessage}</p>
          </div>
        ) : null}
        {refusal !== null ? (
          <div
            role="alert"
            data-testid="contact-form-refusal"
            className="mb-6 flex items-start gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-6"
          >
            <span aria-hidden="true" className="text-2xl text-red-700">
              ✕
            </span>
            <p className="font-semibold text-slate-900">{refusal}</p>
          </div>
        ) : null}
        {result === 'failure' ? (
          <div
            role="alert"
            className="mb-6 flex items-start gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-6"
          >
            <span aria-hidden="true" className="text-2xl text-red-700">
              ✕
            </span>
            <p className="font-semibold text-slate-900">{view.errorMessage}</p>
          </div>
        ) : null}
      </div>
      <form noValidate onSubmit={submit} aria-label="Contact form" data-hydrated={hydrated || undefined}>
        <ErrorSummary errors={summary} submitCount={submitCount} headingLevel={3} />
        <TextField
          label={view.labels.name}
          type={inputType('name')}
          autoComplete="name"
          {...text('user_name')}
        />
        <TextField
          label={view.labels.email}
          type={inputType('email')}
          autoComplete="email"
          spellCheck={false}
          {...text('user_email')}
        />
        <TextField
          label={view.labels.phone}
          type={inputType('phone')}
          autoComplete="tel"
          {...text('user_phone')}
        />
        {OPTIONAL_CONTACT_FIELDS.filter(shown).map((field) => {
          const label = view.optional[field].label;
          const name = `user_${field}` as const;
          if (field === 'message' && view.types.message === 'textarea') {
            const props = text(name);
            return (
              <div key={field} className={props.error ? 'mb-6 border-l-4 border-red-700 pl-3' : 'mb-6'}>
                <label htmlFor={props.id} className="block font-semibold text-slate-900">
                  {label}
                </label>
                {props.error ? (
                  <p id={`${props.id}-error`} className="mt-1 font-semibold text-red-800">
                    <span className="sr-only">Error:</span> {props.error}
                  </p>
                ) : null}
                <textarea
                  id={props.id}
                  name={props.name}
                  value={props.value}
                  rows={5}
                  aria-describedby={props.error ? `${props.id}-error` : undefined}
                  aria-invalid={props.error ? true : undefined}
                  onChange={props.onChange}
                  onBlur={props.onBlur}
                  className={`mt-2 w-full rounded-md border-2 bg-white p-3 text-slate-900 ${props.error ? 'border-red-700' : 'border-slate-700'}`}
                />
              </div>
            );
          }
          if (field === 'birthdate') {
            return (
              <TextField
                key={field}
                label={label}
                type="date"
                min={BIRTHDATE_INPUT_MIN}
                max={`${CONTACT_FORM_BIRTH_YEARS.max}-12-31`}
                autoComplete="bday"
                hint={birthdateShown && !errorOf(name) ? `Date of birth: ${birthdateShown}` : undefined}
                className="max-w-56"
                {...text(name)}
              />
            );
          }
          return (
            <TextField
              key={field}
              label={label}
              type={inputType(field)}
              autoComplete={
                field === 'postcode' ? 'postal-code' : field === 'city' ? 'address-level2' : 'street-address'
              }
              className={field === 'postcode' ? 'max-w-48' : undefined}
              {...text(name)}
            />
          );
        })}
        <Checkbox
          id={idOf('user_agree')}
          name="user_agree"
          label={view.labels.terms}
          checked={values.user_agree}
          error={errorOf('user_agree')}
          onChange={(event) => {
            const ticked = event.currentTarget.checked;
            setValues((previous) => ({ ...previous, user_agree: ticked }));
          }}
        />
        {subscriptionShown ? (
          <Checkbox
            id={idOf('user_subscription')}
            name="user_subscription"
            label={view.labels.subscription}
            checked={values.user_subscription}
            error={errorOf('user_subscription')}
            onChange={(event) => {
              const ticked = event.currentTarget.checked;
              setValues((previous) => ({ ...previous, user_subscription: ticked }));
            }}
          />
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={!boxesTicked || busy}>
          {view.submitLabel}
        </button>
      </form>
    </div>
  );
}
