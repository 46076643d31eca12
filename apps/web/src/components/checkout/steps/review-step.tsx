'use client';

import { hasConsumerCancellationRights } from '@fibre/domain/cancellation-rights';
import { isPreorderAction } from '@fibre/domain/checkout-state';
import {
  CONFIRM_FAILED_MESSAGE,
  CONFIRM_ORDER_BUTTON,
  startAnswerMessage,
  startsWithinCancellationPeriod,
} from '@fibre/domain/checkout-steps';
import type { Product } from '@fibre/domain/schemas/product';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { BasketSummary } from '@/components/basket/basket-summary';
import { ErrorSummary } from '@/components/form/error-summary';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { useJourney } from '@/state/journey-store';
import { CheckoutFrame } from '../frame/checkout-frame';
import { StepLoading } from '../step-loading';
import { BusinessContractEnding, CancellationRights } from './cancellation-rights';
import { ContractSummarySection } from './contract-summary-section';
import { ReviewOrderDetails } from './review-order-details';
import { ReviewPayments } from './review-payments';
import { START_FIELD, START_ID, type StartChoice, StartQuestion } from './start-question';
import { StepNotice } from './step-notice';
import { SwitchingSection } from './switching-section';
import { useCustomerRecord } from './use-customer-record';
import { useIdempotencyKey } from './use-idempotency-key';

export const REVIEW_FORM_ID = 'review-form';

/**
 * /checkout/review-order (decision 0200, 0250): everything the visitor is about to agree to, read
 * back from the provider: the basket with the month-by-month schedule and the April rises, the
 * one-off credits and the bill they land on, the installation slot, the masked bank details, the
 * switching implications, the Ofcom contract summary (download as PDF, or print), the 14-day right
 * to cancel with the model form, the 14-day start question (on the form hook, decision 0420), and
 * 'Place order and pay monthly'. A business has no right to cancel (decision 0280): it is told how
 * its contract ends instead, is not asked the start question, and the order is placed with the
 * answer false, which the provider API requires and which means nothing for a business.
 */
export function ReviewStep({ products }: { products: readonly Product[] }) {
  const { address, checkout, hydrated } = useJourney();
  const consumer = hasConsumerCancellationRights(address.addressItem?.address_type ?? 'RES');
  const code = checkout.order?.customerCode ?? null;
  const read = useCustomerRecord(hydrated ? code : null);
  const { site, confirm, notice } = useConfirmOrder(code, consumer);

  if (!hydrated) return <StepLoading />;
  const preorder = checkout.order ? isPreorderAction(checkout.order.action) : false;
  const customer = read.status === 'ready' ? read.customer : null;
  const back = preorder && checkout.order?.action === 'PREORDER' ? '/checkout' : '/checkout/payment';

  return (
    <CheckoutFrame
      step="review"
      primary={{ label: CONFIRM_ORDER_BUTTON, formId: REVIEW_FORM_ID, busy: site.pending }}
      secondary={{ label: 'Back', href: back }}
      tertiary={{ label: 'Terms and conditions', href: '/legal', newTab: true }}
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
        {/* Until the order is read back, the loading line keeps the screen's height: the rows read
            back would otherwise push what is drawn below them down (layout shift, decision 0583). */}
        {code !== null && read.status === 'loading' ? (
          <div className="mt-8">
            <StepLoading />
          </div>
        ) : (
          <ReviewBody>
            <ReviewOrderDetails
              customer={customer}
              preorder={preorder}
              installation={checkout.installation}
              directDebit={checkout.directDebit}
            />
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
              <ErrorSummary {...site.summary} />
              <form id={REVIEW_FORM_ID} noValidate onSubmit={confirm}>
                {consumer && <StartQuestion site={site} />}
              </form>
              <p className="text-slate-800">
                By choosing ‘{CONFIRM_ORDER_BUTTON}’ you enter a contract with us and agree to pay the monthly
                price and the charges shown above by Direct Debit.
              </p>
            </div>
          </ReviewBody>
        )}
      </div>
    </CheckoutFrame>
  );
}

/** The review's content once the order is read back, and the print button under it. */
function ReviewBody({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="mt-8">{children}</div>
      <div className="mt-8 flex flex-wrap gap-4" data-print-hide>
        <button type="button" className={buttonClass('outline')} onClick={() => window.print()}>
          Print this page
        </button>
      </div>
    </>
  );
}

/**
 * The review's form: the 14-day answer checked by the domain, then POST /api/confirm-order once,
 * with the step's stored Idempotency-Key (decision 0200). An order an earlier attempt already
 * placed (its answer lost) stands, so that goes on to /success too.
 */
function useConfirmOrder(code: string | null, consumer: boolean) {
  const { checkout, dispatchCheckout } = useJourney();
  const router = useRouter();
  const idempotency = useIdempotencyKey('confirm');
  const [notice, setNotice] = useState<string | null>(null);
  const site = useSiteForm<StartChoice>({
    defaultValues: { [START_FIELD]: null },
    validate: (values) => ({ [START_FIELD]: startAnswerMessage(values[START_FIELD], consumer) }),
    ids: { [START_FIELD]: START_ID },
  });

  const confirm = site.submit(async (values) => {
    if (code === null) return;
    setNotice(null);
    const result = await callSiteApi<{ code: string; order_number: string }>('/api/confirm-order', {
      body: {
        code,
        start_within_cancellation_period: startsWithinCancellationPeriod(values[START_FIELD], consumer),
      },
      headers: { 'Idempotency-Key': idempotency.take() },
      rateLimit: 'checkoutStepWrite',
    });
    if (result.kind !== 'unreachable') idempotency.drop();
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
  });

  return { site, confirm, notice };
}
