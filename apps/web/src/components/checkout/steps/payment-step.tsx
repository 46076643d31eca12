'use client';

import { DIRECT_DEBIT_FAILED_MESSAGE } from '@fibre/domain/checkout-steps';
import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import type { Product } from '@fibre/domain/schemas/product';
import type { CheckoutDirectDebit } from '@fibre/domain/stored-state';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { track } from '@/analytics/events';
import { Checkbox } from '@/components/form/checkbox';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/text-field';
import { callSiteApi } from '@/lib/site-api/site-api';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { StepLoading } from '../step-loading';
import { paymentInfoParams } from './checkout-analytics';
import {
  DIRECT_DEBIT_FIELDS,
  type DirectDebitErrors,
  type DirectDebitField,
  type DirectDebitValues,
  directDebitErrors,
  directDebitFieldError,
} from './direct-debit-form';
import { DirectDebitGuarantee, PROVIDER_NAME } from './direct-debit-guarantee';
import { StepNotice } from './step-notice';
import { useIdempotencyKey } from './use-idempotency-key';

export const PAYMENT_FORM_ID = 'payment-form';
const FIELD_IDS: Record<DirectDebitField, string> = {
  account_name: 'account-name',
  sort_code: 'sort-code',
  account_number: 'account-number',
  authorise_direct_debit: 'authorise-direct-debit',
};

type Values = DirectDebitValues;
const EMPTY: Values = { account_name: '', sort_code: '', account_number: '', authorise_direct_debit: false };

/**
 * /checkout/payment (decision 0200, 0250): the Direct Debit instruction. The bank details live in
 * this component's state only (never browser storage); the Bacs modulus check runs before they
 * are sent; the provider API checks again (422 bank.invalid_details, shown on the fields). Only the
 * masked answer is kept in the checkout.
 */
export function PaymentStep({ products }: { products: readonly Product[] }) {
  const { checkout, dispatchCheckout, basket, hydrated } = useJourney();
  const router = useRouter();
  const idempotency = useIdempotencyKey('direct-debit');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<DirectDebitErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const code = checkout.order?.customerCode ?? null;

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Checked on submit (GOV.UK); a field already in error is checked again as it changes, so its
    // message goes as soon as it is right. No check on leaving a field: a message appearing then
    // moves the fields below under the pointer, and a click on the tickbox would miss it.
    if (errors[field] !== undefined) {
      setErrors((current) => ({ ...current, [field]: directDebitFieldError(next, field) }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || code === null) return;
    setNotice(null);
    const found = directDebitErrors(values);
    setErrors(found);
    setSubmitCount((count) => count + 1);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    const key = idempotency.take();
    const result = await callSiteApi<{ directDebit: CheckoutDirectDebit }>('/api/direct-debit', {
      body: {
        code,
        account_name: values.account_name,
        sort_code: values.sort_code,
        account_number: values.account_number,
      },
      headers: { 'Idempotency-Key': key },
      rateLimit: 'checkoutStepWrite',
    });
    setBusy(false);
    if (result.kind !== 'unreachable') idempotency.drop();
    if (result.kind === 'ok') {
      // Only the masked account number is kept in the browser (CheckoutDirectDebit).
      const kept: CheckoutDirectDebit = { account_number: result.data.directDebit.account_number };
      dispatchCheckout({ type: 'set-direct-debit', directDebit: kept });
      setValues(EMPTY);
      track('add_payment_info', paymentInfoParams(basket, products));
      router.push('/checkout/review-order');
      return;
    }
    if (result.kind === 'failed' && result.error?.fields && result.error.fields.length > 0) {
      const fromApi: DirectDebitErrors = {};
      for (const field of result.error.fields) {
        if (DIRECT_DEBIT_FIELDS.includes(field.path as DirectDebitField)) {
          fromApi[field.path as DirectDebitField] ??= field.message;
        }
      }
      if (Object.keys(fromApi).length > 0) {
        setErrors(fromApi);
        setSubmitCount((count) => count + 1);
        return;
      }
    }
    setNotice(result.kind === 'rate-limited' ? result.message : DIRECT_DEBIT_FAILED_MESSAGE);
  }

  if (!hydrated) return <StepLoading />;
  const back =
    checkout.order && !checkout.order.action.startsWith('PREORDER') ? '/checkout/installation' : '/checkout';
  const summary = DIRECT_DEBIT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

  return (
    <CheckoutFrame
      step="payment"
      primary={{ label: 'Continue to review', formId: PAYMENT_FORM_ID, busy }}
      secondary={{ label: 'Back', href: back }}
    >
      <h2 className="text-2xl font-bold text-brand-900">Set up your Direct Debit</h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        You pay {PROVIDER_NAME} monthly by Direct Debit. Nothing is taken until your broadband is live; your
        first payment is shown on the next page before you place your order.
      </p>
      {checkout.directDebit && (
        <p className="mt-4 text-slate-700" data-testid="direct-debit-kept">
          You have already given an account ending {checkout.directDebit.account_number.replace(/\*/g, '')}.
          Enter the details again to change it.
        </p>
      )}
      {notice && <StepNotice message={notice} />}
      <div className="mt-6 max-w-xl">
        <ErrorSummary errors={summary} submitCount={submitCount} />
        <form id={PAYMENT_FORM_ID} noValidate onSubmit={submit} autoComplete="off">
          <TextField
            id={FIELD_IDS.account_name}
            name="account_name"
            label="Name of the account holder"
            hint="As it is shown on your bank statement"
            autoComplete="name"
            spellCheck={false}
            value={values.account_name}
            onChange={(event) => update('account_name', event.target.value)}
            error={errors.account_name}
          />
          <TextField
            id={FIELD_IDS.sort_code}
            name="sort_code"
            label="Sort code"
            hint="Must be 6 digits long, for example 30-99-50"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="sm:w-40"
            value={values.sort_code}
            onChange={(event) => update('sort_code', event.target.value)}
            error={errors.sort_code}
          />
          <TextField
            id={FIELD_IDS.account_number}
            name="account_number"
            label="Account number"
            hint="Must be 8 digits long"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="sm:w-52"
            value={values.account_number}
            onChange={(event) => update('account_number', event.target.value)}
            error={errors.account_number}
          />
          <Checkbox
            id={FIELD_IDS.authorise_direct_debit}
            name="authorise_direct_debit"
            label="I am the account holder and the only person needed to authorise debits from this account"
            hint={`I instruct my bank or building society to pay ${PROVIDER_NAME} Direct Debits from this account, safeguarded by the Direct Debit Guarantee.`}
            checked={values.authorise_direct_debit}
            onChange={(event) => update('authorise_direct_debit', event.target.checked)}
            error={errors.authorise_direct_debit}
          />
        </form>
        <p className="text-sm text-slate-700">
          If more than one person is needed to authorise debits from this account, please call us on{' '}
          <a href={`tel:${PROVIDER_PHONE.tel}`} className="underline">
            {PROVIDER_PHONE.display}
          </a>{' '}
          to set up your Direct Debit.
        </p>
      </div>
      <DirectDebitGuarantee />
    </CheckoutFrame>
  );
}
