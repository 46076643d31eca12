// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-store';
import { type JourneySnapshot, STORAGE_KEYS, writeSlice } from '@/state/persistence';
import { mount } from '@/test-support/render';
import { CheckoutProductsProvider } from '../frame/checkout-products';
import { LeaveGuard } from '../leave-guard/leave-guard';
import { ContactDetailsStep } from './contact-details-step';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/checkout' }));
vi.mock('@/components/basket/actions', () => ({
  loadBasketCatalogue: vi.fn(async () => ({ products: null, alternatePath: false })),
}));

const fibreStreet = DEMO_ADDRESSES.find((address) => address.address.startsWith('5 Fibre Street')) ?? null;
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

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const mounted: Array<{ unmount(): void }> = [];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/checkout');
  for (const fn of Object.values(router)) fn.mockClear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function contactStep(withOrder: boolean) {
  seed({
    basket: { ...initialBasketState, basketItem: 1002, selectedItem: 1002 },
    address: { ...initialAddressState, addressItem: fibreStreet, hasConfirmedAddress: true },
    ...(withOrder ? { checkout: { ...initialCheckoutState, order } } : {}),
  });
  const view = await mount(
    <JourneyProvider>
      <LeaveGuard>
        <CheckoutProductsProvider products={DEMO_PRODUCTS}>
          <ContactDetailsStep products={DEMO_PRODUCTS} providers={[]} />
        </CheckoutProductsProvider>
      </LeaveGuard>
    </JourneyProvider>,
  );
  await act(async () => undefined);
  mounted.push(view);
}

const button = (name: string, within: ParentNode = document) =>
  Array.from(within.querySelectorAll('button')).find((entry) => entry.textContent === name);
const modal = () => document.querySelector('dialog[role="alertdialog"]') as HTMLDialogElement;
const stored = (name: keyof typeof STORAGE_KEYS) => window.localStorage.getItem(STORAGE_KEYS[name]);
const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

describe('ContactDetailsStep address Change', () => {
  it('asks before leaving; Cancel keeps the address, basket and order', async () => {
    await contactStep(true);
    act(() => button('Change address')?.click());
    expect(modal().open).toBe(true);
    expect(modal().textContent).toContain('Are you sure you want to leave?');
    act(() => button('Cancel', modal())?.click());
    expect(modal().open).toBe(false);
    await wait(80);
    expect(router.push).not.toHaveBeenCalled();
    expect(stored('address')).not.toBeNull();
    expect(stored('checkout')).not.toBeNull();
  });

  it('on Continue cancels the order at the old address, clears basket, checkout and address, and goes to the finder', async () => {
    await contactStep(true);
    act(() => button('Change address')?.click());
    act(() => button('Continue', modal())?.click());
    const cancel = vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/cancel-order');
    expect(JSON.parse(String(cancel?.[1]?.body))).toEqual({ code: 'HB-1' });
    await wait(80);
    expect(router.push).toHaveBeenCalledWith('/address-finder');
    expect(stored('basket')).toBeNull();
    expect(stored('checkout')).toBeNull();
    expect(JSON.parse(stored('address') ?? 'null')?.value?.addressItem ?? null).toBeNull();
    await wait(150);
  });
});
