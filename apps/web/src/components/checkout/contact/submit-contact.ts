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
  /** The order was refused for the visitor's input: the message and the fields it names. */
  | { kind: 'refused'; message: string; fields: readonly FieldError[] }
  | { kind: 'failed'; message: string };

type Send = (
  route: `/api/${string}`,
  key: string,
) => Promise<SiteApiResult<{ customer: CustomerActionResponse }>>;

/**
 * Sends the contact details as `action` with the attempt's Idempotency-Key. A first order answered
 * 409 customer.open_order_exists is the visitor's own open order when the same e-mail placed it at
 * this address (an earlier visit, another tab): it is sent once more as UPDATE, under a key of its
 * own, and resumed. Refusals of the input keep their message and fields; anything else gets §8's
 * words, so the form stays as typed and the visitor can try again.
 */
export async function submitContactDetails(
  action: CheckoutOrder['action'],
  key: string,
  send: Send,
): Promise<ContactSubmitOutcome> {
  const first = await send(ORDER_ACTION_ROUTES[action], key);
  if (first.kind === 'ok') return { kind: 'ok', customer: first.data.customer, action };
  if (
    action !== 'UPDATE' &&
    first.kind === 'failed' &&
    first.status === 409 &&
    first.error?.error === 'customer.open_order_exists'
  ) {
    const resumed = await send(ORDER_ACTION_ROUTES.UPDATE, `${key.slice(0, 60)}-upd`);
    if (resumed.kind === 'ok') return { kind: 'ok', customer: resumed.data.customer, action: 'UPDATE' };
    return { kind: 'refused', message: first.error.message, fields: [] };
  }
  return outcomeOf(first);
}

function outcomeOf(result: SiteApiResult<unknown>): ContactSubmitOutcome {
  if (result.kind === 'rate-limited') return { kind: 'refused', message: result.message, fields: [] };
  if (result.kind === 'failed' && result.error && result.status >= 400 && result.status < 500) {
    const fields = result.error.fields ?? [];
    // A 400 from the routes' own schema is the same check the form ran: show its fields, §8's words above.
    const message = result.status === 400 ? CONTACT_SUBMIT_FAILED_MESSAGE : result.error.message;
    return { kind: 'refused', message, fields };
  }
  return { kind: 'failed', message: CONTACT_SUBMIT_FAILED_MESSAGE };
}

/** The real sender: the order body to the route, with the key as its Idempotency-Key header. */
export function siteSender(body: unknown): Send {
  return (route, key) =>
    callSiteApi<{ customer: CustomerActionResponse }>(route, {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      rateLimit: 'checkoutStepWrite',
    });
}
