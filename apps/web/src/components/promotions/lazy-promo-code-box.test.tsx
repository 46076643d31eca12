// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { type JourneySnapshot, writeSlice } from '@/state/persistence';
import { settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { LazyPromoCodeBox, PromoCodeStandIn } from './lazy-promo-code-box';
import { PromoCodeBox } from './promo-code-box';

const context = {
  products: DEMO_PRODUCTS,
  promotions: DEMO_PROMOTIONS,
  coverage: 'PASSSERV',
  addressType: 'RES' as const,
};
const mounted: Array<{ unmount(): void }> = [];

function storeBasket(basketItem: number | null) {
  const basket: Partial<JourneySnapshot> = {
    basket: { ...initialBasketState, basketItem, selectedItem: basketItem },
  };
  for (const [name, value] of Object.entries(basket)) {
    writeSlice(window.localStorage, name as keyof JourneySnapshot, value as never, Date.now());
  }
}

async function markupOf(node: ReactNode): Promise<string> {
  const view = await mount(<JourneyProvider>{node}</JourneyProvider>);
  await settle();
  mounted.push(view);
  return view.container.innerHTML;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const view of mounted.splice(0)) view.unmount();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('LazyPromoCodeBox (decision 0654)', () => {
  it('draws, while the live box loads, exactly what the live box first draws', async () => {
    storeBasket(1002);
    const live = await markupOf(<PromoCodeBox idPrefix="mini" context={context} />);
    const standIn = await markupOf(<PromoCodeStandIn idPrefix="mini" />);
    expect(live).toContain('id="mini-promo-code"');
    // The same but for the stand-in's field taking no typing (read-only looks the same).
    expect(standIn).toContain('readonly=""');
    expect(standIn.replace(' readonly=""', '')).toBe(live);
  });

  it('becomes the live box, which looks the code up on Apply', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({}), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    storeBasket(1002);
    await markupOf(<LazyPromoCodeBox idPrefix="mini" context={context} />);
    await settle();
    const field = document.querySelector<HTMLInputElement>('#mini-promo-code');
    if (!field) throw new Error('no promo code field');
    await typeInto(field, 'WELCOME10');
    await act(async () => (field.form as HTMLFormElement).requestSubmit());
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/get-promo?code=WELCOME10&product=1002',
    ]);
  });

  it('draws nothing while the basket holds no plan', async () => {
    storeBasket(null);
    expect(await markupOf(<LazyPromoCodeBox idPrefix="mini" context={context} />)).toBe('');
  });

  it('sends nothing when Enter is pressed in the stand-in', async () => {
    storeBasket(1002);
    await markupOf(<PromoCodeStandIn idPrefix="mini" />);
    const form = document.querySelector('form');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
