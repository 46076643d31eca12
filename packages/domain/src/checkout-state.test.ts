import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  checkoutSteps,
  missingStepBefore,
  needsDirectDebit,
  ORDER_ACTION_ROUTES,
  orderActionFor,
  progressFill,
  stepAfterDetails,
} from './checkout-state';
import { type CheckoutState, initialCheckoutState, isCheckoutState } from './stored-state';

const ordered: CheckoutState = checkoutReducer(
  checkoutReducer(initialCheckoutState, {
    type: 'save-answers',
    customer: { contact_name: 'Sam', origin: { value: 'TV' }, accept_terms: true },
    additional: { needsHelpSwitchingProvider: false },
  }),
  { type: 'set-order', code: 'FB7K3M9QXT', email: 'sam@example.com', action: 'SIGNUP', productId: 1002 },
);

describe('checkoutReducer', () => {
  it('copies the order code into orderNumber and customerCode', () => {
    expect(ordered.order).toEqual({
      orderNumber: 'FB7K3M9QXT',
      customerCode: 'FB7K3M9QXT',
      email: 'sam@example.com',
      action: 'SIGNUP',
      productId: 1002,
    });
  });

  it('resets the order, installation and direct debit on start, keeping the answers', () => {
    const full = checkoutReducer(
      checkoutReducer(ordered, {
        type: 'set-installation',
        installation: {
          id_workorder: 'WO4H8N2C6P',
          day: '2026-11-27',
          time: '08:00-13:00',
          label: 'Morning',
        },
      }),
      {
        type: 'set-direct-debit',
        directDebit: { account_number: '******58' },
      },
    );
    const started = checkoutReducer(full, { type: 'start' });
    expect(started.order).toBeNull();
    expect(started.installation).toBeNull();
    expect(started.directDebit).toBeNull();
    expect(started.customer).toEqual(ordered.customer);
  });

  it('clears everything but the channel and the analytics parameters', () => {
    const affiliate = checkoutReducer(
      checkoutReducer(ordered, { type: 'set-channel', channel: 'OTHERAFF' }),
      { type: 'set-analytics-params', params: { utm_source: 'newsletter' } },
    );
    expect(checkoutReducer(affiliate, { type: 'clear' })).toEqual({
      ...initialCheckoutState,
      channel: 'OTHERAFF',
      analyticsParams: { utm_source: 'newsletter' },
    });
  });

  it('on a time-out drops the order, slot and direct debit but keeps the answers typed (decision 0461)', () => {
    const full = checkoutReducer(
      checkoutReducer(ordered, { type: 'set-direct-debit', directDebit: { account_number: '******58' } }),
      { type: 'set-analytics-params', params: { utm_campaign: 'spring' } },
    );
    expect(checkoutReducer(full, { type: 'time-out' })).toEqual({
      ...initialCheckoutState,
      customer: ordered.customer,
      additional: ordered.additional,
      analyticsParams: { utm_campaign: 'spring' },
    });
  });

  it('keeps the first idempotency key of an attempt until it is dropped', () => {
    const kept = checkoutReducer(ordered, {
      type: 'keep-idempotency-key',
      write: 'contact',
      key: 'key-aaaaaaaa',
    });
    const again = checkoutReducer(kept, {
      type: 'keep-idempotency-key',
      write: 'contact',
      key: 'key-bbbbbbbb',
    });
    expect(again.idempotencyKeys.contact).toBe('key-aaaaaaaa');
    const dropped = checkoutReducer(again, { type: 'drop-idempotency-key', write: 'contact' });
    expect(dropped.idempotencyKeys).toEqual({});
  });

  it('produces states the stored-state check accepts', () => {
    const kept = checkoutReducer(ordered, {
      type: 'keep-idempotency-key',
      write: 'contact',
      key: 'key-aaaaaaaa',
    });
    expect(isCheckoutState(kept)).toBe(true);
    expect(isCheckoutState(initialCheckoutState)).toBe(true);
  });
});

describe('isCheckoutState', () => {
  it('refuses a stored whole account number, and any other bank detail beside the masked one', () => {
    const tampered = { ...ordered, directDebit: { account_number: '66374958' } };
    expect(isCheckoutState(tampered)).toBe(false);
    const withSortCode = { ...ordered, directDebit: { sort_code: '089999', account_number: '******58' } };
    expect(isCheckoutState(withSortCode)).toBe(false);
    const withName = { ...ordered, directDebit: { account_name: 'Sam', account_number: '******58' } };
    expect(isCheckoutState(withName)).toBe(false);
    expect(isCheckoutState({ ...ordered, directDebit: { account_number: '******58' } })).toBe(true);
  });

  it('reads a checkout kept before analytics parameters were, and refuses tampered ones (decision 0462)', () => {
    const { analyticsParams: _none, ...old } = ordered;
    expect(isCheckoutState(old)).toBe(true);
    expect(isCheckoutState({ ...ordered, analyticsParams: { utm_source: 'tv' } })).toBe(true);
    expect(isCheckoutState({ ...ordered, analyticsParams: { gclid: 'abc' } })).toBe(false);
  });

  it('refuses a draft with nested objects or long text', () => {
    expect(isCheckoutState({ ...ordered, customer: { a: { b: { c: 1 } } } })).toBe(false);
    expect(isCheckoutState({ ...ordered, customer: { a: 'x'.repeat(321) } })).toBe(false);
  });
});

describe('steps', () => {
  it('skips installation for a pre-order', () => {
    expect(checkoutSteps(true).map((step) => step.id)).toEqual(['details', 'payment', 'review']);
    expect(checkoutSteps(false)).toHaveLength(4);
  });

  it('sends a step opened too early to the first missing one', () => {
    expect(missingStepBefore(initialCheckoutState, 'installation')).toBe('details');
    expect(missingStepBefore(ordered, 'installation')).toBeNull();
    expect(missingStepBefore(ordered, 'review')).toBe('installation');
    const preorder = checkoutReducer(ordered, {
      type: 'set-order',
      code: 'FB7K3M9QXT',
      email: 'sam@example.com',
      action: 'PREORDER',
      productId: 1002,
    });
    expect(missingStepBefore(preorder, 'review')).toBeNull();
    expect(needsDirectDebit(preorder.order)).toBe(false);
  });

  it('fills the progress bar as 100 / steps × (active + 1)', () => {
    expect(progressFill(4, 0)).toBe(25);
    expect(progressFill(3, 1)).toBeCloseTo(66.67, 1);
    expect(progressFill(4, 3)).toBe(100);
  });
});

describe('orderActionFor', () => {
  it('signs up where the network serves, and pre-orders with or without the Direct Debit', () => {
    expect(orderActionFor({ preorder: false, directDebitNow: true, multiDwelling: true })).toBe('SIGNUP');
    expect(orderActionFor({ preorder: true, directDebitNow: false, multiDwelling: false })).toBe('PREORDER');
    expect(orderActionFor({ preorder: true, directDebitNow: true, multiDwelling: false })).toBe(
      'PREORDERDDSDU',
    );
    expect(orderActionFor({ preorder: true, directDebitNow: true, multiDwelling: true })).toBe(
      'PREORDERDDMDU',
    );
  });

  it('sends each action to its route and then to the right step', () => {
    expect(ORDER_ACTION_ROUTES.PREORDERDDMDU).toBe('/api/customer-preorderDDMDU');
    expect(stepAfterDetails('SIGNUP')).toBe('/checkout/installation');
    expect(stepAfterDetails('PREORDER')).toBe('/checkout/review-order');
    expect(stepAfterDetails('PREORDERDDSDU')).toBe('/checkout/payment');
  });
});
