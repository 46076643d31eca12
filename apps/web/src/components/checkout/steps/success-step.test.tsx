// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { type CheckoutOrder, initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, writeSlice } from '@/state/persistence';
import { mount } from '@/test-support/render';
import { SuccessStep } from './success-step';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
  usePathname: () => '/success',
}));

const at = (start: string) => DEMO_ADDRESSES.find((address) => address.address.startsWith(start)) ?? null;
const bank = { account_number: '******58' };

function seed(snapshot: Partial<JourneySnapshot>) {
  for (const [name, value] of Object.entries(snapshot)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
}

const mounted: Array<{ unmount(): void }> = [];

async function success(options: {
  action: CheckoutOrder['action'];
  addons?: number[];
  directDebit?: typeof bank | null;
  address?: string;
}) {
  seed({
    basket: { ...initialBasketState, basketItem: 1002, selectedItem: 1002, addons: options.addons ?? [] },
    address: {
      ...initialAddressState,
      addressItem: at(options.address ?? '5 Fibre Street'),
      hasConfirmedAddress: true,
    },
    checkout: {
      ...initialCheckoutState,
      order: {
        orderNumber: 'HB-1',
        customerCode: 'HB-1',
        email: 'sam@example.com',
        action: options.action,
        productId: 1002,
      },
      directDebit: options.directDebit === undefined ? bank : options.directDebit,
      confirmedOrderNumber: 'HB-1',
    },
  });
  const view = await mount(
    <JourneyProvider>
      <SuccessStep products={DEMO_PRODUCTS} />
    </JourneyProvider>,
  );
  await act(async () => undefined);
  mounted.push(view);
  return document.querySelector('[data-testid="success"]')?.textContent ?? '';
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  window.localStorage.clear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('SuccessStep', () => {
  it('links Find my order, where the customer sees and changes the order later', async () => {
    await success({ action: 'SIGNUP' });
    const line = document.querySelector('[data-testid="success-find-my-order"]');
    expect(line?.querySelector('a')?.getAttribute('href')).toBe('/find-my-order');
    expect(line?.textContent).toContain('change your installation date or cancel');
  });

  it('mentions the Direct Debit confirmation when a Direct Debit was set up', async () => {
    await success({ action: 'SIGNUP' });
    expect(document.querySelector('[data-testid="success-email"]')?.textContent).toBe(
      'We have sent a confirmation e-mail to sam@example.com with your contract summary and your Direct Debit confirmation. Keep it for your records.',
    );
  });

  it('says when the Direct Debit will be asked for on a pre-order without one, as the e-mail does', async () => {
    const text = await success({ action: 'PREORDER', directDebit: null, address: '10 Build Road' });
    expect(text).not.toContain('Direct Debit confirmation');
    expect(document.querySelector('[data-testid="success-email"]')?.textContent).toContain(
      'We will ask you to set up your Direct Debit before your service starts.',
    );
  });

  it('tells of moving the phone number only when the order keeps an existing landline', async () => {
    expect(await success({ action: 'SIGNUP', addons: [9002] })).toContain(
      'Moving your phone number to us takes 2 to 3 weeks',
    );
    for (const view of mounted.splice(0)) view.unmount();
    window.localStorage.clear();
    for (const addons of [[9001], []]) {
      const text = await success({ action: 'SIGNUP', addons });
      expect(text).not.toContain('phone number');
      for (const view of mounted.splice(0)) view.unmount();
      window.localStorage.clear();
    }
  });

  it('tells a home of the 14-day right to cancel, and a business not', async () => {
    expect(await success({ action: 'SIGNUP' })).toContain('You can cancel within 14 days');
    for (const view of mounted.splice(0)) view.unmount();
    window.localStorage.clear();
    expect(await success({ action: 'SIGNUP', address: 'Unit 1, Commerce Park' })).not.toContain('14 days');
  });
});
