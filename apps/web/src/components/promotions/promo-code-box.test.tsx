// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, writeSlice } from '@/state/persistence';
import { leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { PromoCodeBox } from './promo-code-box';

const welcome = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'WELCOME10')!;
const context = {
  products: DEMO_PRODUCTS,
  promotions: DEMO_PROMOTIONS,
  coverage: 'PASSSERV',
  addressType: 'RES' as const,
};
const mounted: Array<{ unmount(): void }> = [];
const $ = <E extends Element>(selector: string) => document.querySelector(selector) as E;
const field = () => $<HTMLInputElement>('#mini-promo-code');
const errorText = () => document.getElementById('mini-promo-code-error')?.textContent ?? null;
const lookups = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/get-promo'));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function box(promoCodes = initialBasketState.promoCodes) {
  const snapshot: Partial<JourneySnapshot> = {
    basket: { ...initialBasketState, basketItem: 1002, selectedItem: 1002, promoCodes },
  };
  for (const [name, value] of Object.entries(snapshot)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
  const view = await mount(
    <JourneyProvider>
      <PromoCodeBox idPrefix="mini" context={context} />
    </JourneyProvider>,
  );
  await settle();
  mounted.push(view);
}

async function apply() {
  await act(async () => (field().form as HTMLFormElement).requestSubmit());
  await settle();
}

function summaryLinks() {
  return [...document.querySelectorAll('[role="alert"] a')].map((link) => [
    link.getAttribute('href'),
    link.textContent,
  ]);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/get-promo?code=WELCOME10')
        ? json(200, { promotion: welcome })
        : json(404, { error: 'promotions.get.not_found', message: 'Promo code not valid' }),
    ),
  );
  window.localStorage.clear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('PromoCodeBox on the form hook', () => {
  it("asks for a blank code on Apply, without asking the server (decision 0426: not 'Promo code not valid')", async () => {
    await box();
    await leave(field());
    await settle();
    expect(errorText()).toBeNull();
    await typeInto(field(), '   ');
    await apply();
    expect(summaryLinks()).toEqual([['#mini-promo-code', 'Enter a promo code']]);
    expect(errorText()).toBe('Error: Enter a promo code');
    expect(document.activeElement).toBe($('[role="alert"]').parentElement);
    expect(lookups()).toHaveLength(0);
  });

  it("keeps 'Promo code not valid' for a code the look-up does not know, and clears it as the code changes", async () => {
    await box();
    await typeInto(field(), 'NOSUCHCODE');
    await apply();
    expect(lookups()).toHaveLength(1);
    expect(summaryLinks()).toEqual([['#mini-promo-code', 'Promo code not valid']]);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await typeInto(field(), 'WELCOME1');
    await settle();
    expect(errorText()).toBeNull();
  });

  it('says a code already in the basket when the field is left', async () => {
    await box([welcome]);
    await typeInto(field(), 'welcome10');
    expect(errorText()).toBeNull();
    await leave(field());
    await settle();
    expect(errorText()).toBe('Error: You have already entered this promo code');
  });

  it('applies a good code, empties the box and says so', async () => {
    await box();
    await typeInto(field(), 'WELCOME10');
    await apply();
    expect($('[role="status"]').textContent).toBe('WELCOME10 applied: 10% off every month');
    expect(field().value).toBe('');
    expect(errorText()).toBeNull();
    expect(JSON.stringify(window.localStorage)).toContain('WELCOME10');
  });
});
