// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, writeSlice } from '@/state/persistence';
import { click, settle } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { CheckoutProductsProvider } from '../frame/checkout-products';
import { REVIEW_FORM_ID, ReviewStep } from './review-step';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/checkout/review-order',
}));
vi.mock('@/components/basket/actions', () => ({
  loadBasketCatalogue: vi.fn(async () => ({ products: null, alternatePath: false })),
}));

const at = (start: string) => DEMO_ADDRESSES.find((address) => address.address.startsWith(start)) ?? null;
const order = {
  orderNumber: 'HB-1',
  customerCode: 'HB-1',
  email: 'a@b.test',
  action: 'SIGNUP' as const,
  productId: 1002,
};

function seed(snapshot: Partial<JourneySnapshot>) {
  for (const [name, value] of Object.entries(snapshot)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
}

const mounted: Array<{ unmount(): void }> = [];

async function review(addressStart: string, plan: number) {
  const addressItem = at(addressStart);
  seed({
    basket: { ...initialBasketState, basketItem: plan, selectedItem: plan },
    address: {
      ...initialAddressState,
      addressItem,
      hasConfirmedAddress: true,
      addressType: addressItem?.address_type === 'BUS' ? 'BUS' : 'RES',
    },
    checkout: { ...initialCheckoutState, order: { ...order, productId: plan } },
  });
  const view = await mount(
    <JourneyProvider>
      <CheckoutProductsProvider products={DEMO_PRODUCTS}>
        <ReviewStep products={DEMO_PRODUCTS} />
      </CheckoutProductsProvider>
    </JourneyProvider>,
  );
  await act(async () => undefined);
  mounted.push(view);
  return view;
}

async function placeOrder() {
  const form = document.getElementById(REVIEW_FORM_ID) as HTMLFormElement;
  await act(async () => {
    form.requestSubmit();
  });
}

const confirmCall = () => vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/confirm-order');

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/confirm-order'
        ? new Response(JSON.stringify({ code: 'HB-1', order_number: 'HB-1' }), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
    ),
  );
  window.localStorage.clear();
  for (const fn of Object.values(router)) fn.mockClear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('ReviewStep and the right to cancel', () => {
  it('tells a home the 14-day right to cancel and asks when to start', async () => {
    await review('5 Fibre Street', 1002);
    expect(document.querySelector('[data-testid="right-to-cancel"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="business-contract-ending"]')).toBeNull();
    expect(document.querySelectorAll('input[name="start_within_cancellation_period"]')).toHaveLength(2);
    await placeOrder();
    expect(confirmCall()).toBeUndefined();
  });

  it('offers the terms as the footer bar’s tertiary link, in a new tab so the checkout stays', async () => {
    await review('5 Fibre Street', 1002);
    const terms = document.querySelector('[data-testid="checkout-footer-tertiary"]') as HTMLAnchorElement;
    expect(terms.getAttribute('href')).toBe('/legal');
    expect(terms.target).toBe('_blank');
  });

  it('tells a business how its contract ends instead, and places the order without the question', async () => {
    await review('Unit 1, Commerce Park', 3002);
    expect(document.querySelector('[data-testid="right-to-cancel"]')).toBeNull();
    expect(document.querySelector('[data-testid="business-contract-ending"]')?.textContent).toContain(
      'does not apply to a business contract',
    );
    expect(document.querySelector('input[name="start_within_cancellation_period"]')).toBeNull();
    expect(document.body.textContent).not.toContain('within 14 days');
    await placeOrder();
    expect(JSON.parse(String(confirmCall()?.[1]?.body))).toEqual({
      code: 'HB-1',
      start_within_cancellation_period: false,
    });
    expect(router.push).toHaveBeenCalledWith('/success');
  });
});

describe('ReviewStep on the form hook', () => {
  const errorText = () =>
    document.getElementById('start-within-cancellation-period-error')?.textContent ?? null;

  it('asks a home for the 14-day answer on submit, the summary linking to the first radio and focused', async () => {
    await review('5 Fibre Street', 1002);
    await placeOrder();
    await settle();
    const summary = [...document.querySelectorAll('[role="alert"]')].find((alert) =>
      alert.textContent?.startsWith('There is a problem'),
    );
    const link = summary?.querySelector('a');
    expect([link?.getAttribute('href'), link?.textContent]).toEqual([
      '#start-within-cancellation-period',
      'Please select an option',
    ]);
    expect(document.activeElement).toBe(summary?.parentElement);
    expect(errorText()).toBe('Error: Please select an option');
  });

  it('asks when the question is left unanswered, not when focus moves between its radios', async () => {
    await review('5 Fibre Street', 1002);
    const [yes, no] = [...document.querySelectorAll('input[name="start_within_cancellation_period"]')];
    await act(async () => {
      yes!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: no! }));
    });
    await settle();
    expect(errorText()).toBeNull();
    await act(async () => {
      no!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    });
    await settle();
    expect(errorText()).toBe('Error: Please select an option');
    await click(yes);
    await settle();
    expect(errorText()).toBeNull();
  });

  it('places a home’s order once with its answer and the stored Idempotency-Key', async () => {
    await review('5 Fibre Street', 1002);
    await click(document.getElementById('start-within-cancellation-period'));
    const form = document.getElementById(REVIEW_FORM_ID) as HTMLFormElement;
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await settle();
    const calls = vi.mocked(fetch).mock.calls.filter(([path]) => path === '/api/confirm-order');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      code: 'HB-1',
      start_within_cancellation_period: true,
    });
    expect(new Headers(calls[0]?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.push).toHaveBeenCalledWith('/success');
  });
});
