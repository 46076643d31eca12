'use client';

import { DIRECT_DEBIT_FAILED_MESSAGE } from '@fibre/domain/checkout-steps';
import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import type { Product } from '@fibre/domain/schemas/product';
import type { CheckoutDirectDebit } from '@fibre/domain/stored-state';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { trackWithMonthlyPayment } from '@/components/basket/basket-events';
import { monthlyPaymentQuery } from '@/components/basket/use-monthly-payment';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSiteForm } from '@/components/form/use-site-form';
import { callSiteApi } from '@/lib/site-api/site-api';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { StepLoading } from '../step-loading';
import { paymentInfoParams } from './checkout-analytics';
import { DirectDebitFields } from './direct-debit-fields';
import {
  checkDirectDebit,
  DIRECT_DEBIT_FIELD_IDS,
  type DirectDebitValues,
  directDebitRules,
  EMPTY_DIRECT_DEBIT,
} from './direct-debit-form';
import { DirectDebitGuarantee, PROVIDER_NAME } from './direct-debit-guarantee';
import { StepNotice } from './step-notice';
import { useIdempotencyKey } from './use-idempotency-key';

export const PAYMENT_FORM_ID = 'payment-form';

/**
 * /checkout/payment (decision 0200, 0250): the Direct Debit instruction on the form hook (decision
 * 0420). The bank details live in the form's memory only (never browser storage); the Bacs modulus
 * check runs before they are sent; the provider API checks again (422 bank.invalid_details, shown
 * on the fields). Only the masked answer is kept in the checkout. The request carries the step's
 * stored Idempotency-Key (decision 0200), not the hook's.
 */
export function PaymentStep({ products }: { products: readonly Product[] }) {
  const { checkout, dispatchCheckout, basket, address, hydrated } = useJourney();
  const router = useRouter();
  const idempotency = useIdempotencyKey('direct-debit');
  const [notice, setNotice] = useState<string | null>(null);
  const site = useSiteForm<DirectDebitValues>({
    defaultValues: EMPTY_DIRECT_DEBIT,
    validate: checkDirectDebit,
    rules: directDebitRules,
    ids: DIRECT_DEBIT_FIELD_IDS,
  });
  const code = checkout.order?.customerCode ?? null;

  const submit = site.submit(async (values) => {
    if (code === null) return;
    setNotice(null);
    const { account_name, sort_code, account_number } = values;
    const result = await callSiteApi<{ directDebit: CheckoutDirectDebit }>('/api/direct-debit', {
      body: { code, account_name, sort_code, account_number },
      headers: { 'Idempotency-Key': idempotency.take() },
      rateLimit: 'checkoutStepWrite',
    });
    if (result.kind !== 'unreachable') idempotency.drop();
    if (result.kind === 'ok') {
      // Only the masked account number is kept in the browser (CheckoutDirectDebit).
      const kept: CheckoutDirectDebit = { account_number: result.data.directDebit.account_number };
      dispatchCheckout({ type: 'set-direct-debit', directDebit: kept });
      site.reset(EMPTY_DIRECT_DEBIT);
      void trackWithMonthlyPayment(
        'add_payment_info',
        paymentInfoParams(basket, products),
        monthlyPaymentQuery(basket, address),
      );
      router.push('/checkout/review-order');
      return;
    }
    const refused = result.kind === 'failed' ? (result.error?.fields ?? []) : [];
    // Shown on their fields when the refusal names any of them; else the step's own notice.
    if (refused.length > 0 && site.showRefusal(refused).length < refused.length) return;
    setNotice(result.kind === 'rate-limited' ? result.message : DIRECT_DEBIT_FAILED_MESSAGE);
  });

  if (!hydrated) return <StepLoading />;
  const back =
    checkout.order && !checkout.order.action.startsWith('PREORDER') ? '/checkout/installation' : '/checkout';

  return (
    <CheckoutFrame
      step="payment"
      primary={{ label: 'Continue to review', formId: PAYMENT_FORM_ID, busy: site.pending }}
      secondary={{ label: 'Back', href: back }}
    >
      <PaymentIntro kept={checkout.directDebit} />
      {notice && <StepNotice message={notice} />}
      <div className="mt-6 max-w-xl">
        <ErrorSummary {...site.summary} />
        <form id={PAYMENT_FORM_ID} noValidate onSubmit={submit} autoComplete="off" {...site.rulesTriggers}>
          <DirectDebitFields site={site} />
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

/** The step's heading and what it is for; the account already given, if any. */
function PaymentIntro({ kept }: { kept: CheckoutDirectDebit | null }) {
  return (
    <>
      <h2 className="text-2xl font-bold text-brand-900">Set up your Direct Debit</h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        You pay {PROVIDER_NAME} monthly by Direct Debit. Nothing is taken until your broadband is live; your
        first payment is shown on the next page before you place your order.
      </p>
      {kept && (
        <p className="mt-4 text-slate-700" data-testid="direct-debit-kept">
          You have already given an account ending {kept.account_number.replace(/\*/g, '')}. Enter the details
          again to change it.
        </p>
      )}
    </>
  );
}
