'use client';

import { orderActionFor, stepAfterDetails } from '@fibre/domain/checkout-state';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { lazyRules } from '@/components/form/lazy-rules';
import { useJourney } from '@/state/journey-store';
import { affiliateCookies, checkoutChannel } from '../steps/checkout-analytics';
import { useIdempotencyKey } from '../steps/use-idempotency-key';
import { CONTACT_DETAILS_FIELD_IDS } from './contact-details-controls';
import { toDraft } from './contact-details-draft';
import type { ContactDetailsMode } from './contact-details-mode';
import type { ContactDetailsOptions, ContactDetailsValues } from './contact-details-values';
import type { orderBody as OrderBody } from './order-body';
import { siteSender, submitContactDetails } from './submit-contact-details';
import { type PendingResume, useResumeCode } from './use-resume-code';

interface SubmitOptions {
  item: AddressItem | null;
  mode: ContactDetailsMode;
  options: ContactDetailsOptions;
  /** The form hook's: puts a refusal's fields on their controls. */
  showRefusal(fields: readonly FieldError[]): unknown;
}

/**
 * Sends the contact details (decision 0200): the order action this address and answer call for,
 * under the step's kept Idempotency-Key, then on to the next step, to the e-mailed code of an open
 * order (decision 0380), or back to the form with a refusal's fields on their controls and §8's words.
 */
/** The order body's builder (with the switch answers' schema): loaded when an order is sent (decision 0581). */
const orderBodies = lazyRules(() => import('./order-body'));

export function useContactDetailsSubmit({ item, mode, options, showRefusal }: SubmitOptions) {
  const { basket, checkout, dispatchCheckout } = useJourney();
  const router = useRouter();
  const idempotency = useIdempotencyKey('contact');
  const [notice, setNotice] = useState<string | null>(null);
  // The code step's own sends (the code, a new code); the details' send is the form hook's pending.
  const [codeBusy, setCodeBusy] = useState(false);

  function finishOrder(customer: CustomerActionResponse, sent: PendingResume) {
    if (basket.basketItem === null) return;
    dispatchCheckout({ type: 'set-channel', channel: sent.channel });
    dispatchCheckout({
      type: 'set-order',
      code: customer.code,
      email: sent.email,
      action: sent.kind,
      productId: basket.basketItem,
    });
    router.push(stepAfterDetails(sent.kind));
  }

  const code = useResumeCode({
    busy: codeBusy,
    setBusy: setCodeBusy,
    setNotice,
    idempotency,
    onResumed: finishOrder,
    backTo: CONTACT_DETAILS_FIELD_IDS.email,
  });

  /** What is sent and how the order is kept: the action, the body, and the order's own kind. */
  function attemptOf(
    orderBody: typeof OrderBody,
    values: ContactDetailsValues,
    address: AddressItem & { uprn: string },
  ) {
    const action = mode.plain
      ? 'UPDATE'
      : orderActionFor({
          preorder: mode.preorder,
          directDebitNow: values.directDebitNow === 'yes',
          multiDwelling: address.ismdu,
        });
    const cookies = affiliateCookies(document.cookie);
    const channel = checkoutChannel(checkout.channel, cookies);
    const body = orderBody({ values, options, address, basket, channel, awc: cookies.awc });
    // The order keeps its own kind: a change (UPDATE) or a resumed order stays a sign-up or pre-order.
    const kind =
      mode.plain && checkout.order ? checkout.order.action : action === 'UPDATE' ? 'SIGNUP' : action;
    const pending: PendingResume = { body, email: values.email, kind, channel, again: false };
    return { action, pending };
  }

  async function send(values: ContactDetailsValues): Promise<void> {
    if (item === null || item.uprn === null || basket.basketItem === null) return;
    setNotice(null);
    const { orderBody } = await orderBodies.load();
    const { action, pending } = attemptOf(orderBody, values, { ...item, uprn: item.uprn });
    const key = idempotency.take();
    const outcome = await submitContactDetails(action, key, siteSender(pending.body), idempotency.renew);
    const draft = toDraft(values);
    dispatchCheckout({ type: 'save-answers', customer: draft.customer, additional: draft.additional });
    if (outcome.kind === 'ok') {
      idempotency.drop();
      finishOrder(outcome.customer, pending);
      return;
    }
    if (outcome.kind === 'verify') {
      idempotency.drop();
      code.ask(pending);
      return;
    }
    if (outcome.kind === 'refused') {
      idempotency.drop();
      showRefusal(outcome.fields);
    }
    setNotice(outcome.message);
  }

  return { send, notice, code, codeBusy };
}
