// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { CHECKOUT_TIMER_MS, INITIAL_CHECKOUT_TIMER, OVERTIME_MS } from '@fibre/domain/checkout-timer';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { type CheckoutState, initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, STORAGE_KEYS, writeSlice } from '@/state/persistence';
import { mount } from '@/test-support/render';
import { CheckoutFrame } from './checkout-frame';
import { CheckoutProductsProvider } from './checkout-products';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/checkout' }));
vi.mock('@/components/basket/actions', () => ({
  loadBasketCatalogue: vi.fn(async () => ({ products: null, alternatePath: false })),
}));

const fibreStreet = DEMO_ADDRESSES.find((address) => address.address.startsWith('5 Fibre Street'));
const order = {
  orderNumber: 'HB-1',
  customerCode: 'HB-1',
  email: 'a@b.test',
  action: 'SIGNUP' as const,
  productId: 1002,
};
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function seed(snapshot: Partial<JourneySnapshot>) {
  for (const [name, value] of Object.entries(snapshot)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
}

const withPlan = { ...initialBasketState, basketItem: 1002, selectedItem: 1002 };
const atAddress = { ...initialAddressState, addressItem: fibreStreet ?? null, hasConfirmedAddress: true };

const mounted: Array<{ unmount(): void }> = [];

async function frame(step: 'details' | 'installation' | 'payment' | 'review') {
  const view = await mount(
    <JourneyProvider>
      <CheckoutProductsProvider products={DEMO_PRODUCTS}>
        <CheckoutFrame step={step} primary={{ label: 'Continue', formId: 'step-form' }}>
          <form id="step-form">Step</form>
        </CheckoutFrame>
      </CheckoutProductsProvider>
    </JourneyProvider>,
  );
  mounted.push(view);
  return view;
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  window.sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  window.localStorage.clear();
  for (const fn of Object.values(router)) fn.mockClear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const storedTimer = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.timer) ?? 'null')?.value;
const storedCheckout = (): CheckoutState | undefined =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.checkout) ?? 'null')?.value;

describe('CheckoutFrame', () => {
  it('starts the timer on /checkout, sets the end time once, and counts down MM:SS', async () => {
    seed({ basket: withPlan, address: atAddress });
    await frame('details');
    expect(storedTimer()).toEqual({
      runsOutAt: NOW + CHECKOUT_TIMER_MS,
      isOvertime: false,
      checkoutEndTime: NOW + 60 * 60_000,
      extensions: 0,
    });
    expect(document.querySelector('[role="timer"]')?.textContent).toBe('10:00');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(document.querySelector('[role="timer"]')?.textContent).toBe('08:59');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Your details');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('gives 5 more minutes with the message, then cancels the order, empties the basket and goes to /', async () => {
    seed({ basket: withPlan, address: atAddress, checkout: { ...initialCheckoutState, order } });
    await frame('details');
    expect(storedCheckout()?.order).toEqual(order);
    await act(async () => {
      vi.advanceTimersByTime(CHECKOUT_TIMER_MS);
    });
    expect(document.querySelector('[role="status"]')?.textContent).toContain(
      "we've given you 5 extra minutes to complete your order",
    );
    expect(storedTimer()?.isOvertime).toBe(true);
    expect(router.replace).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(OVERTIME_MS - 1_000);
    });
    expect(router.replace).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.replace).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(router.push).toHaveBeenCalledWith('/');
    expect(router.replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.timer)).toBeNull();
    const cancel = vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/cancel-order');
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ code: 'HB-1' });
  });

  it('keeps a running timer and the order on a return to /checkout', async () => {
    const running = { ...INITIAL_CHECKOUT_TIMER, runsOutAt: NOW + 90_000, checkoutEndTime: NOW + 1_000 };
    seed({
      basket: withPlan,
      address: atAddress,
      checkout: { ...initialCheckoutState, order },
      timer: running,
    });
    await frame('details');
    expect(storedTimer()).toEqual(running);
    expect(storedCheckout()?.order).toEqual(order);
    expect(document.querySelector('[role="timer"]')?.textContent).toBe('01:30');
  });

  it('sends a step opened too early to the first missing step, and an empty basket to the plans', async () => {
    seed({ basket: withPlan, address: atAddress });
    const first = await frame('payment');
    expect(router.replace).toHaveBeenLastCalledWith('/checkout');
    first.unmount();
    mounted.splice(0);

    seed({ checkout: { ...initialCheckoutState, order } });
    const second = await frame('review');
    expect(router.replace).toHaveBeenLastCalledWith('/checkout/installation');
    second.unmount();
    mounted.splice(0);

    window.localStorage.clear();
    seed({ address: atAddress });
    await frame('details');
    expect(router.replace).toHaveBeenLastCalledWith('/service-available?addressType=RES');
  });

  it('shows the steps of a pre-order without installation', async () => {
    seed({
      basket: withPlan,
      address: atAddress,
      checkout: { ...initialCheckoutState, order: { ...order, action: 'PREORDER' } },
    });
    await frame('payment');
    expect(document.querySelector('nav .sr-only')?.textContent).toBe('Step 2 of 3');
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('CheckoutFrame timer warning (decision 0460, WCAG 2.2.1)', () => {
  const warning = () => document.querySelector('[data-testid="checkout-timer-warning"]') as HTMLDialogElement;
  const moreTime = () =>
    Array.from(warning().querySelectorAll('button')).find(
      (entry) => entry.textContent === 'I need more time',
    );
  // The warning's code loads after the first draw (decision 0692): each tick lets it join.
  const tick = (ms: number) =>
    act(async () => {
      vi.advanceTimersByTime(ms);
      await import('./timer-warning');
    });

  it('opens an alert dialog 2 minutes before the expiry with the focus on one-press "I need more time"', async () => {
    seed({ basket: withPlan, address: atAddress });
    await frame('details');
    // No dialog until a warning is due: its code joins then (decision 0692).
    expect(warning()).toBeNull();
    await tick(CHECKOUT_TIMER_MS - 120_000 - 1_000);
    expect(warning()).toBeNull();
    await tick(1_000);
    expect(warning().open).toBe(true);
    expect(warning().getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(warning().getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Do you need more time?',
    );
    const body = document.getElementById(warning().getAttribute('aria-describedby') ?? '');
    expect(body?.textContent).toContain('Your checkout will time out in 02:00.');
    expect(body?.textContent).toContain(
      "Choose 'I need more time' for another 10 minutes (you can ask 10 more times).",
    );
    expect(document.activeElement).toBe(moreTime());

    await act(async () => moreTime()?.click());
    expect(warning().open).toBe(false);
    expect(storedTimer()).toMatchObject({ runsOutAt: Date.now() + CHECKOUT_TIMER_MS, extensions: 1 });
    expect(document.querySelector('[role="timer"]')?.textContent).toBe('10:00');
  });

  it('allows ten extensions, then only Close, and the visitor is never sent away meanwhile', async () => {
    seed({ basket: withPlan, address: atAddress });
    await frame('details');
    for (let press = 1; press <= 10; press += 1) {
      await tick(CHECKOUT_TIMER_MS - 30_000);
      expect(warning().open).toBe(true);
      await act(async () => moreTime()?.click());
      expect(storedTimer()?.extensions).toBe(press);
    }
    await tick(CHECKOUT_TIMER_MS - 30_000);
    expect(warning().open).toBe(true);
    expect(moreTime()).toBeUndefined();
    expect(warning().textContent).toContain('You have had all the extra time we can give');
    expect(document.activeElement?.textContent).toBe('Close');
    expect(storedTimer()?.isOvertime).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('Escape closes the warning for this period only; it opens again before the overtime runs out', async () => {
    seed({ basket: withPlan, address: atAddress });
    await frame('details');
    await tick(CHECKOUT_TIMER_MS - 60_000);
    expect(warning().open).toBe(true);
    await act(async () => {
      warning().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(warning().open).toBe(false);
    await tick(30_000);
    expect(warning().open).toBe(false);
    await tick(30_000);
    expect(storedTimer()?.isOvertime).toBe(true);
    expect(warning().open).toBe(false);
    await tick(OVERTIME_MS - 120_000);
    expect(warning().open).toBe(true);
    expect(warning().textContent).toContain('we will empty your basket and cancel the order you started');
  });

  it('on the final expiry keeps the answers typed, marks the time-out for the landing page and goes to /', async () => {
    const answers: CheckoutState = {
      ...initialCheckoutState,
      order,
      customer: { contact_name: 'Sam', email: 'sam@example.com' },
      additional: { needsHelpSwitchingProvider: 'no' },
    };
    seed({ basket: withPlan, address: atAddress, checkout: answers });
    await frame('details');
    await tick(CHECKOUT_TIMER_MS);
    await tick(OVERTIME_MS + 200);
    expect(router.push).toHaveBeenCalledWith('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.basket)).toBeNull();
    expect(storedCheckout()).toMatchObject({
      order: null,
      customer: { contact_name: 'Sam', email: 'sam@example.com' },
      additional: { needsHelpSwitchingProvider: 'no' },
    });
    expect(JSON.parse(window.sessionStorage.getItem('hb:v1:checkout-timed-out') ?? 'null')).toEqual({
      at: expect.any(Number),
    });
  });
});
