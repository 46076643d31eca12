import type { CheckoutState } from '@fibre/domain/stored-state';

/** The same-site route that releases an unconfirmed order's claim on its address (decision 0200). */
export const CANCEL_ORDER_PATH = '/api/cancel-order';

/** The order a leave or a timeout should cancel: one placed but not yet confirmed, else null. */
export function unconfirmedOrderCode(checkout: CheckoutState): string | null {
  if (checkout.order === null || checkout.confirmedOrderNumber !== null) return null;
  return checkout.order.customerCode;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Cancels the checkout's unconfirmed order, fire and forget: keepalive lets the request finish
 * while the page navigates away, and nothing waits for (or shows) the answer. The claim lapses at
 * the checkout end time anyway if this never arrives. One key per attempt: there is no retry.
 */
export function cancelUnconfirmedOrder(checkout: CheckoutState, send: typeof fetch = fetch): void {
  const code = unconfirmedOrderCode(checkout);
  if (code === null) return;
  try {
    send(CANCEL_ORDER_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ code }),
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (offline, blocked): the claim lapses on its own.
  }
}
