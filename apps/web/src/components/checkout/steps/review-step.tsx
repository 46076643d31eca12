'use client';

import { hasConsumerCancellationRights } from '@fibre/domain/cancellation-rights';
import { isPreorderAction } from '@fibre/domain/checkout-state';
import {
  CONFIRM_FAILED_MESSAGE,
  CONFIRM_ORDER_BUTTON,
  maskedAccountText,
  SELECT_AN_OPTION_MESSAGE,
  START_WITHIN_CANCELLATION_QUESTION,
  slotLabel,
  sortCodeText,
} from '@fibre/domain/checkout-steps';
import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { Product } from '@fibre/domain/schemas/product';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { BasketSummary } from '@/components/basket/basket-summary';
import { ErrorSummary } from '@/components/form/error-summary';
import { RadioGroup } from '@/components/form/radio-group';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { StepLoading } from '../step-loading';
import { BusinessContractEnding, CancellationRights } from './cancellation-rights';
import { ContractSummarySection } from './contract-summary-section';
import { ReviewPayments } from './review-payments';
import { StepNotice } from './step-notice';
import { SwitchingSection } from './switching-section';
import { useIdempotencyKey } from './use-idempotency-key';

export const REVIEW_FORM_ID = 'review-form';
const START_ID = 'start-within-cancellation-period';

type Read = { status: 'loading' } | { status: 'ready'; customer: CustomerRecord } | { status: 'failed' };

/** The record of the order as the provider API keeps it (POST /api/customer-get-by-code/). */
function useCustomerRecord(code: string | null): Read {
  const [read, setRead] = useState<Read>({ status: 'loading' });
  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    callSiteApi<{ customer: CustomerRecord }>('/api/customer-get-by-code', {
      body: { code },
      signal: controller.signal,
    })
      .then((result) =>
        setRead(
          result.kind === 'ok' ? { status: 'ready', customer: result.data.customer } : { status: 'failed' },
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);
  return read;
}

function Row({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800 sm:text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * /checkout/review-order (decision 0200, 0250): everything the visitor is about to agree to, read
 * back from the provider: the basket with the month-by-month schedule and the April rises, the
 * one-off credits and the bill they land on, the installation slot, the masked bank details, the
 * switching implications, the Ofcom contract summary (download as PDF, or print), the 14-day right
 * to cancel with the model form, the 14-day start question, and 'Place order and pay monthly'. A
 * business has no right to cancel (decision 0280): it is told how its contract ends instead, is not
 * asked the start question, and the order is placed with the answer false, which the provider
 * API requires and which means nothing for a business.
 */
export function ReviewStep({ products }: { products: readonly Product[] }) {
  const { address, checkout, dispatchCheckout, hydrated } = useJourney();
  const consumer = hasConsumerCancellationRights(address.addressItem?.address_type ?? 'RES');
  const router = useRouter();
  const idempotency = useIdempotencyKey('confirm');
  const code = checkout.order?.customerCode ?? null;
  const read = useCustomerRecord(hydrated ? code : null);
  const [start, setStart] = useState<'' | 'yes' | 'no'>('');
  const [error, setError] = useState<string | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || code === null) return;
    setNotice(null);
    if (consumer && start === '') {
      setError(SELECT_AN_OPTION_MESSAGE);
      setSubmitCount((count) => count + 1);
      return;
    }
    setError(null);
    setBusy(true);
    const key = idempotency.take();
    const result = await callSiteApi<{ code: string; order_number: string }>('/api/confirm-order', {
      body: { code, start_within_cancellation_period: consumer && start === 'yes' },
      headers: { 'Idempotency-Key': key },
      rateLimit: 'checkoutStepWrite',
    });
    setBusy(false);
    if (result.kind !== 'unreachable') idempotency.drop();
    // Already placed (an earlier attempt's answer was lost): the order stands, so go on to /success.
    const placed =
      result.kind === 'ok' || (result.kind === 'failed' && result.error?.error === 'order.already_confirmed');
    if (placed) {
      const number = result.kind === 'ok' ? result.data.order_number : null;
      dispatchCheckout({ type: 'confirmed', orderNumber: number ?? checkout.order?.orderNumber ?? code });
      router.push('/success');
      return;
    }
    setNotice(
      result.kind === 'rate-limited'
        ? result.message
        : (result.kind === 'failed' && result.error?.message) || CONFIRM_FAILED_MESSAGE,
    );
  }

  if (!hydrated) return <StepLoading />;
  const preorder = checkout.order ? isPreorderAction(checkout.order.action) : false;
  const customer = read.status === 'ready' ? read.customer : null;
  const workOrder = customer?.work_order ?? null;
  const slot =
    workOrder?.day && workOrder.time
      ? slotLabel(workOrder.day, workOrder.time)
      : (checkout.installation?.label ?? null);
  // The holder and sort code come only from the provider API; the browser keeps the masked number.
  const fromApi = customer?.direct_debit ?? null;
  const kept = fromApi ? null : checkout.directDebit;
  const back = preorder && checkout.order?.action === 'PREORDER' ? '/checkout' : '/checkout/payment';

  return (
    <CheckoutFrame
      step="review"
      primary={{ label: CONFIRM_ORDER_BUTTON, formId: REVIEW_FORM_ID, busy }}
      secondary={{ label: 'Back', href: back }}
    >
      <div data-print-page>
        <h2 className="text-2xl font-bold text-brand-900">Check your order</h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Please check everything below. When you place your order you agree to pay monthly for the contract
          described in the contract summary.
        </p>
        {notice && <StepNotice message={notice} />}
        {read.status === 'failed' && (
          <StepNotice message="We could not read your order back just now. Please reload the page to try again." />
        )}

        <div className="mt-8">
          <section aria-labelledby="review-order-heading">
            <h3 id="review-order-heading" className="text-xl font-bold text-brand-900">
              Your order
            </h3>
            <dl className="mt-2 divide-y divide-slate-200" data-testid="review-order">
              {customer && (
                <>
                  <Row term="Order number">{customer.code}</Row>
                  <Row term="Name">
                    {[customer.contact_title, customer.contact_name, customer.contact_surname]
                      .filter(Boolean)
                      .join(' ')}
                  </Row>
                  <Row term="E-mail">{customer.email}</Row>
                  <Row term="Installation address">
                    {[customer.address, customer.postcode].filter(Boolean).join(', ')}
                  </Row>
                </>
              )}
              {!preorder && (
                <Row term="Installation" testId="review-installation">
                  {slot ?? 'Not booked yet'}
                </Row>
              )}
              {preorder && (
                <Row term="Installation">
                  We will book your installation with you when the network at your address is ready.
                </Row>
              )}
              <Row term="Direct Debit" testId="review-direct-debit">
                {fromApi
                  ? `${fromApi.account_name}, sort code ${sortCodeText(fromApi.sort_code)}, account ${maskedAccountText(fromApi.account_number)}`
                  : kept
                    ? `Account ${maskedAccountText(kept.account_number)}`
                    : 'No Direct Debit yet: we will ask for it before your service starts.'}
              </Row>
            </dl>
          </section>
          <section aria-labelledby="review-basket-heading" className="mt-8">
            <h3 id="review-basket-heading" className="text-xl font-bold text-brand-900">
              What you pay
            </h3>
            <div className="mt-2 max-w-2xl">
              <BasketSummary products={products} readOnly idPrefix="review" />
            </div>
          </section>
          <ReviewPayments products={products} />
          <SwitchingSection customer={customer} />
          {code && <ContractSummarySection code={code} products={products} />}
          {consumer ? <CancellationRights /> : <BusinessContractEnding />}
          <div className="mt-10 max-w-2xl">
            <ErrorSummary
              errors={error ? [{ fieldId: START_ID, message: error }] : []}
              submitCount={submitCount}
            />
            <form id={REVIEW_FORM_ID} noValidate onSubmit={confirm}>
              {consumer && (
                <RadioGroup
                  id={START_ID}
                  name="start_within_cancellation_period"
                  legend={START_WITHIN_CANCELLATION_QUESTION}
                  hint="If you choose yes and then cancel within the 14 days, you pay for the service you used until you told us. If you choose no, we will not connect you until the 14 days have passed."
                  options={[
                    { value: 'yes', label: 'Yes, start my service as soon as possible' },
                    { value: 'no', label: 'No, wait until the 14 days have passed' },
                  ]}
                  value={start}
                  onChange={(event) => {
                    setStart(event.target.value === 'yes' ? 'yes' : 'no');
                    setError(null);
                  }}
                  error={error ?? undefined}
                />
              )}
            </form>
            <p className="text-slate-800">
              By choosing ‘{CONFIRM_ORDER_BUTTON}’ you enter a contract with us and agree to pay the monthly
              price and the charges shown above by Direct Debit.
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap gap-4" data-print-hide>
          <button type="button" className={buttonClass('outline')} onClick={() => window.print()}>
            Print this page
          </button>
        </div>
      </div>
    </CheckoutFrame>
  );
}
