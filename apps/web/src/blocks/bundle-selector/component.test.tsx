// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { initialAddressState } from '@fibre/domain/stored-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BundleSelectorBlockData } from '@/payload-types';
import { JourneyProvider } from '@/state/journey-engine';
import { readSlice, writeSlice } from '@/state/persistence';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock } from '@/test-support/demo-blocks';
import { click } from '@/test-support/form-events';
import { untilLoaded } from '@/test-support/lazy-leaf';
import { mount } from '@/test-support/render';
import { BundleSelectorView } from './component';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const GIGAAUTO = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'GIGAAUTO');
if (!GIGAAUTO) throw new Error('no GIGAAUTO demo promotion');
const promotions = new Map([['GIGAAUTO', GIGAAUTO]]);
/** The seed's blocks carry no row ids; the CMS gives each bundle one. */
function withIds(block: BundleSelectorBlockData): BundleSelectorBlockData {
  return { ...block, bundles: block.bundles.map((bundle, index) => ({ ...bundle, id: `row-${index + 1}` })) };
}
const variantA = withIds(demoBlock('bundles', 'bundle-selector'));
const variantB = withIds(demoBlock('deals', 'bundle-selector'));
const mountedViews: Array<{ unmount(): void }> = [];

async function selector(block: BundleSelectorBlockData) {
  const view = await mount(
    <JourneyProvider>
      <BundleSelectorView block={block} products={DEMO_PRODUCTS} promotions={promotions} />
    </JourneyProvider>,
  );
  mountedViews.push(view);
  await untilLoaded(
    view.container,
    (container) => container.querySelector('button:not([disabled])') !== null,
  );
  return view.container;
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('article button')];
const storedBasket = () => readSlice(window.localStorage, 'basket', Date.now());

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ promotions: [] })),
  );
});

afterEach(() => {
  for (const view of mountedViews.splice(0)) view.unmount();
  vi.unstubAllGlobals();
});

describe('the bundle selector (/bundles, variant a)', () => {
  it('is #bundle-select, prices each bundle by the domain and offers Choose {name}', async () => {
    const container = await selector(variantA);
    expect(container.querySelector('section')?.id).toBe('bundle-select');
    expect(buttons(container).map((node) => node.textContent)).toEqual([
      'Choose Broadband & Phone',
      'Choose Gigaplus',
    ]);
    // demo-data.md: Fibre 400 with Home Phone is £37; Gigaplus is Fibre 900 less GIGAAUTO's £3, plus the £4 booster.
    expect(container.querySelector('[data-testid="bundle-row-1"]')?.textContent).toContain('£37 a month');
    expect(container.querySelector('[data-testid="bundle-row-2"]')?.textContent).toContain('£36 a month');
    // The sub-body is variant b's.
    expect(container.textContent).not.toContain('Keep your number or get a new one');
    const html = container.innerHTML;
    expect(await seriousA11yViolations(html)).toEqual([]);
  });

  it('puts the bundle in the basket in place of what was there and goes to the address finder', async () => {
    writeSlice(
      window.localStorage,
      'basket',
      {
        ...readSlice(window.localStorage, 'basket', Date.now()),
        basketItem: 1001,
        selectedItem: 1001,
        addons: [9004],
      },
      Date.now(),
    );
    const container = await selector(variantA);
    await click(buttons(container)[0]);
    expect(storedBasket()).toMatchObject({
      basketItem: 1002,
      addons: [9001],
      bundle: true,
      bundleId: 'row-1',
    });
    expect(push).toHaveBeenCalledWith('/address-finder');
  });

  it('goes to /checkout with a chosen address, the bundle’s promotion in the basket', async () => {
    writeSlice(
      window.localStorage,
      'address',
      { ...initialAddressState, addressItem: DEMO_ADDRESSES[0] ?? null, hasConfirmedAddress: true },
      Date.now(),
    );
    const container = await selector(variantA);
    await click(buttons(container)[1]);
    const basket = storedBasket();
    expect(basket).toMatchObject({ basketItem: 1003, addons: [9004], bundle: true, bundleId: 'row-2' });
    expect(basket.promoCodes.map((promotion) => promotion.code)).toContain('GIGAAUTO');
    expect(push).toHaveBeenCalledWith('/checkout');
  });

  it('leaves out a bundle whose products are not all in the catalogue', async () => {
    const container = await selector({
      ...variantA,
      bundles: [...variantA.bundles, { id: 'row-3', name: 'Retired', productIds: [1002, 4242] }],
    });
    expect(container.querySelectorAll('article')).toHaveLength(2);
  });
});

describe('the bundle selector (/deals, variant b)', () => {
  it('shows each sub-body and a Select bundle button that sets the basket too', async () => {
    const container = await selector(variantB);
    expect(container.textContent).toContain('Keep your number or get a new one: tell us at checkout.');
    expect(buttons(container).map((node) => node.textContent)).toEqual([
      'Select bundle Broadband & Phone',
      'Select bundle Gigaplus',
    ]);
    const html = container.innerHTML;
    await click(buttons(container)[0]);
    expect(storedBasket()).toMatchObject({ basketItem: 1002, addons: [9001], bundle: true });
    expect(push).toHaveBeenCalledWith('/address-finder');
    expect(await seriousA11yViolations(html)).toEqual([]);
  });
});
