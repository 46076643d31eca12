import { ORDER_ACTION_ROUTES } from '@fibre/domain/checkout-state';
import { IDEMPOTENCY_KEY_HEADER } from '@fibre/domain/checkout-steps';
import type { CustomerActionResponse } from '@fibre/domain/schemas/api-customer';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import type { CheckoutOrder } from '@fibre/domain/stored-state';
import { callSiteApi, type SiteApiResult } from '@/lib/site-api/site-api';

/** ordering-journey.md §8: the words of any failed submission. */
export const CONTACT_SUBMIT_FAILED_MESSAGE =
  'There was an error submitting your contact details. Please try again.';

export type ContactSubmitOutcome =
  | { kind: 'ok'; customer: CustomerActionResponse; action: CheckoutOrder['action'] }
  /**
   * The provider answered no (a 4xx other than a busy key): the attempt is over and its key is
   * spent, since the provider replays a stored 4xx to the same key. The message and the fields
   * it names are for the visitor.
   */
  | { kind: 'refused'; message: string; fields: readonly FieldError[] }
  /** No answer, a 5xx, a key still in progress or a rate limit: the same key may be sent again. */
  | { kind: 'failed'; message: string }
  /**
   * The open order at this address and e-mail may be resumed once the visitor enters the code the
   * site e-mailed to that address (decision 0380): the same body is sent again with the code.
   */
  | { kind: 'verify' };

/** What the order routes answer: the order, or (customer-update) that a code was e-mailed. */
export type ContactAnswer = { customer: CustomerActionResponse } | { verification: 'sent' };

type Send = (route: `/api/${string}`, key: string) => Promise<SiteApiResult<ContactAnswer>>;

/**
 * Sends the contact details as `action` with the attempt's Idempotency-Key. A first order answered
 * 409 customer.open_order_exists is the visitor's own open order when the same e-mail placed it at
 * this address (an earlier visit, another tab): it is sent once more as UPDATE, under a key of its
 * own, and resumed. A key the provider saw with another body (422 idempotency.key_reused: the
 * visitor edited the form after an attempt whose answer was lost) means this body is a new request,
 * so it is sent once more under `freshKey()`; if the lost attempt did create the order, that send
 * meets the open order above and resumes it. Only the words written for people reach the visitor
 * (the open-order 409, and the field errors of a 400); anything else gets §8's words, so the form
 * stays as typed and the visitor can try again.
 */
export async function submitContactDetails(
  action: CheckoutOrder['action'],
  key: string,
  send: Send,
  freshKey: () => string,
): Promise<ContactSubmitOutcome> {
  let sentKey = key;
  let first = await send(ORDER_ACTION_ROUTES[action], sentKey);
  if (isKeyReused(first)) {
    sentKey = freshKey();
    first = await send(ORDER_ACTION_ROUTES[action], sentKey);
  }
  if (first.kind === 'ok') return answered(first.data, action);
  if (
    action !== 'UPDATE' &&
    first.kind === 'failed' &&
    first.status === 409 &&
    first.error?.error === 'customer.open_order_exists'
  ) {
    // No order is resumed yet: the route e-mails a code to this address first (decision 0380).
    const resumed = await send(ORDER_ACTION_ROUTES.UPDATE, `${sentKey.slice(0, 60)}-upd`);
    if (resumed.kind === 'ok') return answered(resumed.data, 'UPDATE');
    if (resumed.kind === 'rate-limited') return { kind: 'failed', message: resumed.message };
    const unsent = codeUnsent(resumed);
    if (unsent) return unsent;
    return { kind: 'refused', message: first.error.message, fields: [] };
  }
  return codeUnsent(first) ?? outcomeOf(first);
}

/**
 * Sends the contact details once more with the code the visitor typed (the sender's body carries
 * it), as UPDATE. A code refused (wrong, expired, for other details) comes back on its field. An
 * open order gone meanwhile (404) gets §8's words: sent again, the details then make a new order.
 */
export async function submitResumeCode(key: string, send: Send): Promise<ContactSubmitOutcome> {
  const result = await send(ORDER_ACTION_ROUTES.UPDATE, key);
  if (result.kind === 'ok') return answered(result.data, 'UPDATE');
  if (result.kind === 'failed' && result.error?.error === 'customer.verification_invalid') {
    const fields = result.error.fields ?? [];
    return { kind: 'refused', message: result.error.message, fields };
  }
  return codeUnsent(result) ?? outcomeOf(result);
}

function answered(data: ContactAnswer, action: CheckoutOrder['action']): ContactSubmitOutcome {
  return 'customer' in data ? { kind: 'ok', customer: data.customer, action } : { kind: 'verify' };
}

/** The e-mail service failed to send a code (503 customer.verification_unsent): its words are for people. */
function codeUnsent(result: SiteApiResult<unknown>): ContactSubmitOutcome | null {
  return result.kind === 'failed' && result.error?.error === 'customer.verification_unsent'
    ? { kind: 'failed', message: result.error.message }
    : null;
}

function isKeyReused(result: SiteApiResult<unknown>): boolean {
  return (
    result.kind === 'failed' && result.status === 422 && result.error?.error === 'idempotency.key_reused'
  );
}

/**
 * What the visitor sees. The provider's other messages (a reused or busy key, an unknown customer,
 * a state conflict) are written for developers, so they are replaced by §8's words.
 */
function outcomeOf(result: SiteApiResult<unknown>): ContactSubmitOutcome {
  // The rate limit's words are the site's own catalogue (decision 0141), written for people.
  if (result.kind === 'rate-limited') return { kind: 'failed', message: result.message };
  if (result.kind !== 'failed' || result.status < 400 || result.status >= 500)
    return { kind: 'failed', message: CONTACT_SUBMIT_FAILED_MESSAGE };
  // The twin request under this key is still running: the same key will replay its answer.
  if (result.error?.error === 'idempotency.in_progress')
    return { kind: 'failed', message: CONTACT_SUBMIT_FAILED_MESSAGE };
  if (result.status === 409 && result.error?.error === 'customer.open_order_exists')
    return { kind: 'refused', message: result.error.message, fields: [] };
  // A 400 from the routes' own schema is the same check the form ran: its fields, §8's words above.
  const fields = result.status === 400 ? (result.error?.fields ?? []) : [];
  return { kind: 'refused', message: CONTACT_SUBMIT_FAILED_MESSAGE, fields };
}

/** The real sender: the order body to the route, with the key as its Idempotency-Key header. */
export function siteSender(body: unknown): Send {
  return (route, key) =>
    callSiteApi<ContactAnswer>(route, {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      rateLimit: 'checkoutStepWrite',
    });
}
