import type { CampaignParams } from './campaign-params';
import {
  type CheckoutDirectDebit,
  type CheckoutInstallation,
  type CheckoutOrder,
  type CheckoutState,
  type FormDraft,
  initialCheckoutState,
} from './stored-state';

/**
 * The checkout's transitions (ordering-journey.md §4 'Checkout timer', decision 0200) as a pure
 * reducer: the site's store dispatches these and persists the result for 4 hours.
 */
export type CheckoutAction =
  /** Starting a checkout resets the order, the installation and the direct debit details. */
  | { type: 'start' }
  /**
   * Clearing resets the customer, the answers, the direct debit and the order (and all the rest but
   * the channel and the analytics parameters: where the visitor came from stays true).
   */
  | { type: 'clear' }
  /**
   * The timer ran out (decision 0461): the order, slot and direct debit go with the cancelled order,
   * the answers typed stay for their 4 hours so a return to the checkout finds them filled in.
   */
  | { type: 'time-out' }
  /** The campaign of a landing page; a page naming none keeps what is kept. */
  | { type: 'set-analytics-params'; params: CampaignParams }
  | { type: 'set-skip-to'; checkoutSkipTo: string | null }
  | { type: 'set-channel'; channel: CheckoutState['channel'] }
  | { type: 'save-answers'; customer: FormDraft; additional: FormDraft }
  /** The order code is copied into orderNumber and customerCode. */
  | {
      type: 'set-order';
      code: string;
      email: string;
      action: CheckoutOrder['action'];
      productId: number | null;
    }
  | { type: 'set-installation'; installation: CheckoutInstallation | null }
  | { type: 'set-direct-debit'; directDebit: CheckoutDirectDebit | null }
  | { type: 'confirmed'; orderNumber: string }
  | { type: 'purchase-sent' }
  /** Keeps a key for a write attempt; a key already kept for that write stays. */
  | { type: 'keep-idempotency-key'; write: string; key: string }
  /** The attempt is over (answered): the next attempt gets a fresh key. */
  | { type: 'drop-idempotency-key'; write: string };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'start':
      return {
        ...state,
        order: null,
        installation: null,
        directDebit: null,
        confirmedOrderNumber: null,
        idempotencyKeys: {},
        purchaseSent: false,
      };
    case 'clear':
      return { ...initialCheckoutState, channel: state.channel, analyticsParams: state.analyticsParams };
    case 'time-out':
      return {
        ...initialCheckoutState,
        channel: state.channel,
        analyticsParams: state.analyticsParams,
        customer: state.customer,
        additional: state.additional,
      };
    case 'set-analytics-params':
      return { ...state, analyticsParams: action.params };
    case 'set-skip-to':
      return { ...state, checkoutSkipTo: action.checkoutSkipTo };
    case 'set-channel':
      return { ...state, channel: action.channel };
    case 'save-answers':
      return { ...state, customer: action.customer, additional: action.additional };
    case 'set-order':
      return {
        ...state,
        order: {
          orderNumber: action.code,
          customerCode: action.code,
          email: action.email,
          action: action.action,
          productId: action.productId,
        },
      };
    case 'set-installation':
      return { ...state, installation: action.installation };
    case 'set-direct-debit':
      return { ...state, directDebit: action.directDebit };
    case 'confirmed':
      return { ...state, confirmedOrderNumber: action.orderNumber };
    case 'purchase-sent':
      return { ...state, purchaseSent: true };
    case 'keep-idempotency-key':
      if (state.idempotencyKeys[action.write]) return state;
      return { ...state, idempotencyKeys: { ...state.idempotencyKeys, [action.write]: action.key } };
    case 'drop-idempotency-key': {
      const { [action.write]: _dropped, ...rest } = state.idempotencyKeys;
      return { ...state, idempotencyKeys: rest };
    }
  }
}

/** The checkout steps in order; a pre-order has no installation step. */
const CHECKOUT_STEPS = [
  { id: 'details', name: 'Your details', path: '/checkout' },
  { id: 'installation', name: 'Installation', path: '/checkout/installation' },
  { id: 'payment', name: 'Payment', path: '/checkout/payment' },
  { id: 'review', name: 'Review', path: '/checkout/review-order' },
] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id'];

/** The steps of this checkout: a pre-order waits for the network, so no visit is booked. */
export function checkoutSteps(preorder: boolean) {
  return CHECKOUT_STEPS.filter((step) => !(preorder && step.id === 'installation'));
}

/** Whether the order was a pre-order (no installation step). */
export function isPreorderAction(action: CheckoutOrder['action']): boolean {
  return action.startsWith('PREORDER');
}

/**
 * The first step this checkout still lacks, for a step opened too early: no order sends the visitor
 * to the details, a sign-up without a slot to installation, and a missing direct debit to payment
 * (a PREORDER without 'DD' needs none). Null when every step before `wanted` is done.
 */
export function missingStepBefore(state: CheckoutState, wanted: CheckoutStepId): CheckoutStepId | null {
  const order = state.order;
  const steps = checkoutSteps(order ? isPreorderAction(order.action) : false).map((step) => step.id);
  const wantedIndex = steps.indexOf(wanted);
  for (const step of steps.slice(0, Math.max(0, wantedIndex))) {
    if (step === 'details' && order === null) return 'details';
    if (step === 'installation' && state.installation === null) return 'installation';
    if (step === 'payment' && state.directDebit === null && needsDirectDebit(order)) return 'payment';
  }
  return null;
}

/** A sign-up and a pre-order with a direct debit to follow need one before review. */
export function needsDirectDebit(order: CheckoutOrder | null): boolean {
  return order === null || order.action !== 'PREORDER';
}

/** The progress bar's fill, in percent: 100 / steps × (active + 1) (content-and-api.md §4). */
export function progressFill(stepCount: number, activeIndex: number): number {
  if (stepCount <= 0) return 0;
  return Math.min(100, (100 / stepCount) * (activeIndex + 1));
}

/**
 * The order action of a first submission (decision 0200): a sign-up where the network serves the
 * address; a pre-order where it is being built, with the Direct Debit to follow (single or
 * multi-dwelling) when the visitor chose to set it up now.
 */
export function orderActionFor(options: {
  preorder: boolean;
  directDebitNow: boolean;
  multiDwelling: boolean;
}): CheckoutOrder['action'] {
  if (!options.preorder) return 'SIGNUP';
  if (!options.directDebitNow) return 'PREORDER';
  return options.multiDwelling ? 'PREORDERDDMDU' : 'PREORDERDDSDU';
}

/** The same-site route of each order action (content-and-api.md §7). */
export const ORDER_ACTION_ROUTES = {
  SIGNUP: '/api/customer-signup',
  PREORDER: '/api/customer-preorder',
  PREORDERDDSDU: '/api/customer-preorderDDSDU',
  PREORDERDDMDU: '/api/customer-preorderDDMDU',
  UPDATE: '/api/customer-update',
} as const satisfies Record<CheckoutOrder['action'], `/api/${string}`>;

/** Where the visitor goes once the contact details made (or changed) the order. */
export function stepAfterDetails(action: CheckoutOrder['action']): string {
  if (action === 'SIGNUP' || action === 'UPDATE') return '/checkout/installation';
  return action === 'PREORDER' ? '/checkout/review-order' : '/checkout/payment';
}
