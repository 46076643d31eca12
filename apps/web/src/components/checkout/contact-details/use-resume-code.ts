'use client';

import { normaliseResumeCode } from '@fibre/domain/resume-code';
import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import type { CheckoutOrder } from '@fibre/domain/stored-state';
import { useState } from 'react';
import type { checkoutChannel } from '../steps/checkout-analytics';
import type { useIdempotencyKey } from '../steps/use-idempotency-key';
import type { orderBody } from './order-body';
import { RESUME_CODE_FIELD } from './resume-code-form';
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
 * The contact-details step's code step (decision 0380): the details sent again with the code the
 * visitor typed (the code form checks its shape with the domain's rule first), a new code on
 * request, and the way back to the details, which stay as typed.
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
  // Codes sent so far: a new one clears the message about the last.
  const [codesSent, setCodesSent] = useState(0);

  function ask(sent: PendingResume) {
    setPending(sent);
    setCodesSent((count) => count + 1);
  }

  /**
   * The order, or a new code asked for, or the code refused: then its fields for the code form to
   * show; anything else goes back to the details with the words to show.
   */
  function after(outcome: ContactSubmitOutcome, sent: PendingResume): readonly FieldError[] {
    if (outcome.kind === 'ok') {
      idempotency.drop();
      onResumed(outcome.customer, sent);
      return [];
    }
    if (outcome.kind === 'verify') {
      idempotency.drop();
      ask({ ...sent, again: true });
      return [];
    }
    if (outcome.kind === 'refused') {
      idempotency.drop();
      const fields = outcome.fields.filter((entry) => entry.path === RESUME_CODE_FIELD);
      if (fields.length > 0) return fields;
      setPending(null);
    }
    setNotice(outcome.message);
    return [];
  }

  async function send(sent: PendingResume, body: unknown): Promise<readonly FieldError[]> {
    setNotice(null);
    setBusy(true);
    const outcome = await submitResumeCode(idempotency.take(), siteSender(body));
    setBusy(false);
    return after(outcome, sent);
  }

  /** Sends the details with the code; gives back the refusal's fields about the code, if any. */
  async function submit(text: string): Promise<readonly FieldError[]> {
    if (busy || pending === null) return [];
    return send(pending, { ...pending.body, [RESUME_CODE_FIELD]: normaliseResumeCode(text) });
  }

  async function resend() {
    if (busy || pending === null) return;
    await send(pending, pending.body);
  }

  function back() {
    setPending(null);
    // The details are as typed; the e-mail is the likeliest to change.
    requestAnimationFrame(() => document.getElementById(backTo)?.focus());
  }

  return { pending, codesSent, ask, submit, resend, back };
}
