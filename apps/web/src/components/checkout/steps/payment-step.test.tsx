// @vitest-environment jsdom
import { BANK_DETAILS_MISMATCH_MESSAGE } from '@fibre/domain/bank-modulus';
import { initialBasketState } from '@fibre/domain/basket-state';
import { DIRECT_DEBIT_FAILED_MESSAGE } from '@fibre/domain/checkout-steps';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { initialCheckoutState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, writeSlice } from '@/state/persistence';
import { leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { CheckoutProductsProvider } from '../frame/checkout-products';
import { directDebitRules } from './direct-debit-form';
import { PAYMENT_FORM_ID, PaymentStep } from './payment-step';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/checkout/payment' }));
vi.mock('@/components/basket/actions', () => ({
  loadBasketCatalogue: vi.fn(async () => ({ products: null, alternatePath: false })),
}));

const order = { orderNumber: 'HB-1', customerCode: 'HB-1', email: 'a@b.test', action: 'SIGNUP' as const };
const mounted: Array<{ unmount(): void }> = [];
const $ = <E extends Element>(selector: string) => document.querySelector(selector) as E;
const errorText = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const directDebitCalls = () => vi.mocked(fetch).mock.calls.filter(([path]) => path === '/api/direct-debit');

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function payment() {
  const snapshot: Partial<JourneySnapshot> = {
    basket: { ...initialBasketState, basketItem: 1002, selectedItem: 1002 },
    checkout: { ...initialCheckoutState, order: { ...order, productId: 1002 } },
  };
  for (const [name, value] of Object.entries(snapshot)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
  const view = await mount(
    <JourneyProvider>
      <CheckoutProductsProvider products={DEMO_PRODUCTS}>
        <PaymentStep products={DEMO_PRODUCTS} />
      </CheckoutProductsProvider>
    </JourneyProvider>,
  );
  // The step loads its rules once shown (decision 0581); a visitor types after they arrive.
  await act(async () => {
    await directDebitRules.load();
  });
  mounted.push(view);
}

async function fill(details: { name: string; sortCode: string; account: string; tick: boolean }) {
  await typeInto($('#account-name'), details.name);
  await typeInto($('#sort-code'), details.sortCode);
  await typeInto($('#account-number'), details.account);
  const box = $<HTMLInputElement>('#authorise-direct-debit');
  if (box.checked !== details.tick) await act(async () => box.click());
}

async function send() {
  await act(async () => $<HTMLFormElement>(`#${PAYMENT_FORM_ID}`).requestSubmit());
  await settle();
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/direct-debit'
        ? answer(200, { directDebit: { account_number: '******58' } })
        : answer(200, {
            details: [{ id_product: 1002, free_months: 0, monthly_price: 30, first_charge: 0 }],
          }),
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

describe('PaymentStep on the form hook', () => {
  it('says, for an empty form, what is missing from each field, with the summary focused (decision 0425)', async () => {
    await payment();
    await send();
    const links = [...document.querySelectorAll('[role="alert"] a')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['#account-name', 'Enter the name on the account'],
      ['#sort-code', 'Enter a sort code'],
      ['#account-number', 'Enter an account number'],
      ['#authorise-direct-debit', 'Please confirm that you can authorise Direct Debits on this account'],
    ]);
    expect(document.activeElement).toBe($('[role="alert"]').parentElement);
    expect(errorText('sort-code')).toBe('Error: Enter a sort code');
    expect(directDebitCalls()).toHaveLength(0);
  });

  it('shows a field’s message once it is left, not while it is typed, and clears it as it is put right', async () => {
    await payment();
    await typeInto($('#sort-code'), '12');
    expect(errorText('sort-code')).toBeNull();
    await leave($('#sort-code'));
    await settle();
    expect(errorText('sort-code')).toBe('Error: Please enter a valid 6 digit sort code');
    expect(errorText('account-name')).toBeNull();
    expect($('[role="alert"]')).toBeNull();
    await typeInto($('#sort-code'), '08-99-99');
    await settle();
    expect(errorText('sort-code')).toBeNull();
  });

  it('runs the modulus check before sending, on the account number', async () => {
    await payment();
    await fill({ name: 'Lena Steps', sortCode: '107999', account: '88837492', tick: true });
    await send();
    expect(errorText('account-number')).toBe(`Error: ${BANK_DETAILS_MISMATCH_MESSAGE}`);
    expect(directDebitCalls()).toHaveLength(0);
  });

  it('sends good details once with the stored Idempotency-Key and keeps only the masked number', async () => {
    await payment();
    await fill({ name: 'Lena Steps', sortCode: '08-99-99', account: '66374958', tick: true });
    await act(async () => {
      const form = $<HTMLFormElement>(`#${PAYMENT_FORM_ID}`);
      form.requestSubmit();
      form.requestSubmit();
    });
    await settle();
    expect(directDebitCalls()).toHaveLength(1);
    const [, init] = directDebitCalls()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'HB-1',
      account_name: 'Lena Steps',
      sort_code: '08-99-99',
      account_number: '66374958',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.push).toHaveBeenCalledWith('/checkout/review-order');
    const stored = JSON.stringify(window.localStorage);
    expect(stored).toContain('******58');
    expect(stored).not.toContain('66374958');
  });

  it('puts the provider’s refusal on the field it names, and anything else in the notice', async () => {
    await payment();
    vi.mocked(fetch).mockResolvedValueOnce(
      answer(422, {
        error: 'bank.invalid_details',
        message: 'The sort code and account number do not match.',
        fields: [{ path: 'account_number', message: BANK_DETAILS_MISMATCH_MESSAGE }],
      }),
    );
    await fill({ name: 'Lena Steps', sortCode: '08-99-99', account: '66374958', tick: true });
    await send();
    expect(errorText('account-number')).toBe(`Error: ${BANK_DETAILS_MISMATCH_MESSAGE}`);
    expect(document.querySelector('[role="alert"] a')?.getAttribute('href')).toBe('#account-number');
    expect(router.push).not.toHaveBeenCalled();

    vi.mocked(fetch).mockResolvedValueOnce(answer(502, { error: 'service.unavailable', message: 'Down' }));
    await typeInto($('#account-name'), 'Lena M Steps');
    await send();
    expect(document.querySelector('[data-testid="step-notice"]')?.textContent).toContain(
      DIRECT_DEBIT_FAILED_MESSAGE,
    );
  });
});
