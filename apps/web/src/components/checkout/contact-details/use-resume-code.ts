'use client';

import { isResumeCode, normaliseResumeCode, RESUME_CODE_FORMAT_MESSAGE } from '@fibre/domain/resume-code';
import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import type { CheckoutOrder } from '@fibre/domain/stored-state';
import { useState } from 'react';
import type { checkoutChannel } from '../steps/checkout-analytics';
import type { useIdempotencyKey } from '../steps/use-idempotency-key';
import type { orderBody } from './order-body';
import { type ContactSubmitOutcome, siteSender, submitResumeCode } from './submit-contact-details';

/** An open order waiting for the e-mailed code (decision 0380): the details as sent, kept to send again. */
export interface PendingResume {
  body: ReturnType<typeof orderBody>;
  email: string;
  /** The order's own kind once resumed (a sign-up or a pre-order). */
  kind: CheckoutOrder['action'];
  channel: ReturnType<typeof checkoutChannel>;
  /** A new code was asked for after the first. */
  again: boolean;
}

interface ResumeCodeOptions {
  busy: boolean;
  setBusy(busy: boolean): void;
  setNotice(message: string | null): void;
  idempotency: ReturnType<typeof useIdempotencyKey>;
  onResumed(customer: CustomerActionResponse, sent: PendingResume): void;
  /** The id of the details field to focus when the visitor goes back to change them. */
  backTo: string;
}

/**
 * The contact-details step's code step (decision 0380): the details sent again with the code the visitor
 * typed, a new code on request, and the way back to the details, which stay as typed. A code that
 * is not 6 digits is refused here with the domain's words before anything is sent.
 */
export function useResumeCode({
  busy,
  setBusy,
  setNotice,
  idempotency,
  onResumed,
  backTo,
}: ResumeCodeOptions) {
  const [pending, setPending] = useState<PendingResume | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);

  function ask(sent: PendingResume) {
    setPending(sent);
    setError(null);
    setAttempts(0);
  }

  /** The order, a code refused on its field, or back to the details with the words to show. */
  function after(outcome: ContactSubmitOutcome, sent: PendingResume) {
    if (outcome.kind === 'ok') {
      idempotency.drop();
      onResumed(outcome.customer, sent);
      return;
    }
    if (outcome.kind === 'verify') {
      idempotency.drop();
      ask({ ...sent, again: true });
      return;
    }
    if (outcome.kind === 'refused') {
      idempotency.drop();
      const field = outcome.fields.find((entry) => entry.path === 'verification_code');
      if (field) {
        setError(field.message);
        return;
      }
      setPending(null);
    }
    setNotice(outcome.message);
  }

  async function send(sent: PendingResume, body: unknown) {
    setNotice(null);
    setBusy(true);
    const outcome = await submitResumeCode(idempotency.take(), siteSender(body));
    setBusy(false);
    after(outcome, sent);
  }

  async function submit(text: string) {
    if (busy || pending === null) return;
    setAttempts((count) => count + 1);
    if (!isResumeCode(text)) {
      setError(RESUME_CODE_FORMAT_MESSAGE);
      return;
    }
    setError(null);
    await send(pending, { ...pending.body, verification_code: normaliseResumeCode(text) });
  }

  async function resend() {
    if (busy || pending === null) return;
    await send(pending, pending.body);
  }

  function back() {
    setPending(null);
    setError(null);
    // The details are as typed; the e-mail is the likeliest to change.
    requestAnimationFrame(() => document.getElementById(backTo)?.focus());
  }

  return { pending, error, attempts, ask, submit, resend, back };
}
