'use client';

import { normaliseResumeCode } from '@fibre/domain/resume-code';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import type { FindMyOrderAnswer } from '@fibre/domain/schemas/find-my-order';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callSiteApi, type SiteApiResult } from '@/lib/site-api/site-api';
import type { FindMyOrderValues } from './find-my-order-rules';

/** Said when the code could not be asked for or checked, and the route gave no words of its own. */
export const FIND_MY_ORDER_FAILED =
  'Sorry, we could not do that just now. Please try again in a few minutes, or call us.';

/** What was sent, kept to ask again or to send with the code. */
export interface AskedFor extends FindMyOrderValues {
  /** A new code was asked for after the first. */
  again: boolean;
}

function failureMessage(result: SiteApiResult<unknown>): string {
  if (result.kind === 'rate-limited') return result.message;
  if (result.kind === 'failed' && result.error?.message) return result.error.message;
  return FIND_MY_ORDER_FAILED;
}

/**
 * Find my order's two calls to POST /api/find-my-order: ask for a code (the answer is the same
 * whether or not the order exists), then send it; once it holds, on to the order page.
 */
export function useFindMyOrder() {
  const router = useRouter();
  const [asked, setAsked] = useState<AskedFor | null>(null);
  const [codesSent, setCodesSent] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Asks for a code; gives back the refusal's fields about the details, if any. */
  async function askForCode(values: FindMyOrderValues, again = false): Promise<readonly FieldError[]> {
    setNotice(null);
    setBusy(true);
    const result = await callSiteApi<FindMyOrderAnswer>('/api/find-my-order', {
      body: values,
      rateLimit: 'orderLookup',
    });
    setBusy(false);
    if (result.kind === 'ok') {
      setAsked({ ...values, again });
      setCodesSent((count) => count + 1);
      return [];
    }
    if (result.kind === 'failed' && result.error?.fields?.length) return result.error.fields;
    setNotice(failureMessage(result));
    return [];
  }

  /** Sends the code; gives back the refusal's fields about it, if any. */
  async function sendCode(text: string): Promise<readonly FieldError[]> {
    if (asked === null) return [];
    setNotice(null);
    setBusy(true);
    const result = await callSiteApi<FindMyOrderAnswer>('/api/find-my-order', {
      body: {
        email: asked.email,
        order_number: asked.order_number,
        verification_code: normaliseResumeCode(text),
      },
      rateLimit: 'orderLookup',
    });
    if (result.kind === 'ok' && result.data.verification === 'verified') {
      router.push(result.data.next);
      return [];
    }
    setBusy(false);
    if (result.kind === 'failed' && result.error?.fields?.length) return result.error.fields;
    setNotice(failureMessage(result));
    return [];
  }

  async function resend() {
    if (asked !== null && !busy) await askForCode(asked, true);
  }

  function back() {
    setAsked(null);
    setNotice(null);
  }

  return { asked, codesSent, notice, busy, askForCode, sendCode, resend, back };
}
