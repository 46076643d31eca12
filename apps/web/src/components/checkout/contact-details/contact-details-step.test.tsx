// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_OTS_PROVIDERS } from '@fibre/domain/demo/ots-providers';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import { initialAddressState, initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, STORAGE_KEYS, writeSlice } from '@/state/persistence';
import { choose, click, leave, settle, typeInto } from '@/test-support/form-events';
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

async function contactStep(withOrder: boolean, providers: readonly OtsProviderItem[] = []) {
  seed({
    basket: { ...initialBasketState, basketItem: 1002, selectedItem: 1002 },
    address: { ...initialAddressState, addressItem: fibreStreet, hasConfirmedAddress: true },
    ...(withOrder ? { checkout: { ...initialCheckoutState, order } } : {}),
  });
  const view = await mount(
    <JourneyProvider>
      <LeaveGuard>
        <CheckoutProductsProvider products={DEMO_PRODUCTS}>
          <ContactDetailsStep products={DEMO_PRODUCTS} providers={providers} />
        </CheckoutProductsProvider>
      </LeaveGuard>
    </JourneyProvider>,
  );
  // The leave guard's watcher loads after hydration (decision 0691): wait for it to join.
  await act(async () => {
    await import('../leave-guard/leave-guard-watcher');
  });
  mounted.push(view);
}

const button = (name: string, within: ParentNode = document) =>
  Array.from(within.querySelectorAll('button')).find((entry) => entry.textContent === name);
const modal = () => document.querySelector('[data-testid="leave-checkout-modal"]') as HTMLDialogElement;
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

describe('ContactDetailsStep keeps what is typed (decision 0461)', () => {
  const keptCustomer = () => JSON.parse(stored('checkout') ?? 'null')?.value?.customer ?? null;

  it('keeps the answers as typed in the 4-hour checkout data, and a reload finds them filled in', async () => {
    await contactStep(false);
    await typeInto($('contact-name'), 'Ada');
    await typeInto($('contact-email'), 'ada@example.com');
    await wait(300);
    expect(keptCustomer()).toMatchObject({ contact_name: 'Ada', email: 'ada@example.com' });
    expect(JSON.parse(stored('checkout') ?? 'null').expiresAt - Date.now()).toBeGreaterThan(14_390_000);

    // A reload: the page goes, the storage stays, a new page reads it.
    for (const view of mounted.splice(0)) view.unmount();
    document.body.innerHTML = '';
    const view = await mount(
      <JourneyProvider>
        <CheckoutProductsProvider products={DEMO_PRODUCTS}>
          <ContactDetailsStep products={DEMO_PRODUCTS} providers={[]} />
        </CheckoutProductsProvider>
      </JourneyProvider>,
    );
    mounted.push(view);
    await act(async () => undefined);
    expect($('contact-name').value).toBe('Ada');
    expect($('contact-email').value).toBe('ada@example.com');
  });

  it('does not put the answers back after Continue on the leave question emptied the checkout', async () => {
    await contactStep(false);
    await typeInto($('contact-name'), 'Ada');
    await wait(300);
    expect(keptCustomer()).toMatchObject({ contact_name: 'Ada' });
    act(() => button('Change address')?.click());
    act(() => button('Continue', modal())?.click());
    await wait(400);
    expect(stored('checkout')).toBeNull();
  });
});

const $ = <E extends Element = HTMLInputElement>(id: string) => document.getElementById(id) as unknown as E;
const errorText = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const summaryLinks = () =>
  [...document.querySelectorAll('[role="alert"] a')].map((link) => [
    link.getAttribute('href'),
    link.textContent,
  ]);

/** Focus leaving `from` for `to`, as the browser reports it (focusout with its relatedTarget). */
async function move(from: Element, to: Element | null) {
  await act(async () => {
    from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
  });
  await settle();
}

async function submitForm() {
  await act(async () => $<HTMLFormElement>('contact-details-form').requestSubmit());
  await settle();
}

describe('ContactDetailsStep date of birth', () => {
  it('says nothing until focus leaves the whole date, and clears as soon as the date is valid', async () => {
    await contactStep(false);
    await typeInto($('birthdate-day'), '10');
    await move($('birthdate-day'), $('birthdate-month'));
    expect(errorText('birthdate')).toBeNull();
    await typeInto($('birthdate-month'), '12');
    await move($('birthdate-month'), $('birthdate-year'));
    await typeInto($('birthdate-year'), '19');
    expect(errorText('birthdate')).toBeNull();
    await move($('birthdate-year'), $('contact-origin'));
    expect(errorText('birthdate')).toBe('Error: Please enter a valid date');
    await typeInto($('birthdate-year'), '1985');
    await settle();
    expect(errorText('birthdate')).toBeNull();
    await typeInto($('birthdate-year'), '2015');
    await settle();
    expect(errorText('birthdate')).toBe('Error: Please confirm that you are at least 18 years old');
  });
});

describe('ContactDetailsStep taps after a wrong field', () => {
  it("chooses the billing radio the pointer pressed, and shows the left field's message only after the click", async () => {
    await contactStep(false);
    const no = $('billing-same-2');
    await typeInto($('contact-phone'), '12345');
    await act(async () => no.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await move($('contact-phone'), no);
    expect(errorText('contact-phone')).toBeNull();
    await act(async () => no.dispatchEvent(new MouseEvent('pointerup', { bubbles: true })));
    await click(no);
    await settle();
    expect(no.checked).toBe(true);
    expect($('billing-street')).not.toBeNull();
    expect(errorText('contact-phone')).toBe('Error: Phone is invalid');
  });

  it('ticks the voucher box the pointer pressed after a wrong billing postcode', async () => {
    await contactStep(false);
    await click($('billing-same-2'));
    const voucher = $('voucher');
    await typeInto($('billing-postcode'), 'XX');
    await act(async () => voucher.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await move($('billing-postcode'), voucher);
    expect(errorText('billing-postcode')).toBeNull();
    await act(async () => voucher.dispatchEvent(new MouseEvent('pointerup', { bubbles: true })));
    await click(voucher);
    await settle();
    expect(voucher.checked).toBe(true);
    expect(errorText('billing-postcode')).not.toBeNull();
  });
});

describe('ContactDetailsStep e-mail confirmation', () => {
  it("clears 'Emails do not match' once the e-mail is corrected to match", async () => {
    await contactStep(false);
    await typeInto($('contact-email'), 'ada@example.com');
    await move($('contact-email'), $('contact-confirm'));
    await typeInto($('contact-confirm'), 'eve@example.com');
    await move($('contact-confirm'), $('contact-phone'));
    expect(errorText('contact-confirm')).toBe('Error: Emails do not match');
    await typeInto($('contact-email'), 'eve@example.com');
    await settle();
    expect(errorText('contact-confirm')).toBeNull();
  });
});

describe('ContactDetailsStep current provider', () => {
  it("drops a stale 'Field is required' once a provider is chosen from the list", async () => {
    await contactStep(false, DEMO_OTS_PROVIDERS);
    await leave($('current-provider'));
    await settle();
    expect(errorText('current-provider')).toBe('Error: Field is required');
    await click($('switching-help'));
    expect(errorText('current-provider-choice')).toBe('Error: Field is required');
    await choose($<HTMLSelectElement>('current-provider-choice'), 'RCP-BT0001');
    await settle();
    expect(errorText('current-provider-choice')).toBeNull();
  });

  it('links the summary to the dropdown, and drops the link once a provider is chosen', async () => {
    await contactStep(false, DEMO_OTS_PROVIDERS);
    await click($('switching-help'));
    await submitForm();
    expect(summaryLinks()).toContainEqual(['#current-provider-choice', 'Field is required']);
    await choose($<HTMLSelectElement>('current-provider-choice'), 'RCP-BT0001');
    await settle();
    expect(summaryLinks().map(([href]) => href)).not.toContain('#current-provider-choice');
    expect(summaryLinks().map(([href]) => href)).not.toContain('#current-provider');
  });

  it('checks the chosen name when the dropdown is left unanswered', async () => {
    await contactStep(false, DEMO_OTS_PROVIDERS);
    await click($('switching-help'));
    await move($('current-provider-choice'), $('alternative-contact'));
    expect(errorText('current-provider-choice')).toBe('Error: Field is required');
  });
});

describe('ContactDetailsStep submit', () => {
  it('checks everything on submit, lists each field in the summary and moves focus to it', async () => {
    await contactStep(false);
    await submitForm();
    const links = summaryLinks();
    expect(links.slice(0, 8)).toEqual([
      ['#contact-title', 'Please enter your details'],
      ['#contact-name', 'Field is required'],
      ['#contact-surname', 'Field is required'],
      ['#contact-email', 'Please enter your details'],
      ['#contact-confirm', 'Please enter your details'],
      ['#contact-phone', 'Please enter your details'],
      ['#birthdate-day', 'Please enter your details'],
      ['#contact-origin', 'Field is required'],
    ]);
    expect(links).toContainEqual(['#accept-terms', 'You must agree to the terms and conditions to proceed']);
    expect(links).toContainEqual(['#switching-help', 'Please select an option']);
    expect(document.activeElement?.contains(document.querySelector('[role="alert"]'))).toBe(true);
    expect(vi.mocked(fetch).mock.calls.some(([path]) => String(path).startsWith('/api/customer-'))).toBe(
      false,
    );
  });
});
