// @vitest-environment jsdom
import { initialBasketState } from '@fibre/domain/basket-state';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { initialAddressState } from '@fibre/domain/stored-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddonChooserBlockData } from '@/payload-types';
import { JourneyProvider } from '@/state/journey-engine';
import { readSlice, writeSlice } from '@/state/persistence';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock } from '@/test-support/demo-blocks';
import { click } from '@/test-support/form-events';
import { untilLoaded } from '@/test-support/lazy-leaf';
import { mount } from '@/test-support/render';
import { AddonChooserView } from './component';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const block = demoBlock('add-ons', 'addon-chooser');
const mountedViews: Array<{ unmount(): void }> = [];

async function chooser(
  options: { block?: AddonChooserBlockData; products?: typeof DEMO_PRODUCTS | null } = {},
) {
  const view = await mount(
    <JourneyProvider>
      <AddonChooserView
        block={options.block ?? block}
        products={options.products === undefined ? DEMO_PRODUCTS : options.products}
      />
    </JourneyProvider>,
  );
  mountedViews.push(view);
  await untilLoaded(
    view.container,
    (container) =>
      container.querySelector('button:not([disabled])') !== null ||
      container.textContent?.includes('No addons') === true,
  );
  return view.container;
}

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((node) => node.textContent?.startsWith(text));
const storedAddons = () => readSlice(window.localStorage, 'basket', Date.now()).addons;

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

describe('the add-on chooser (/add-ons)', () => {
  it('is the #whats-included section and offers the named add-ons a home’s plans list, priced by the domain', async () => {
    const container = await chooser();
    expect(container.querySelector('section')?.id).toBe('whats-included');
    expect(container.querySelector('h2')?.textContent).toBe('What’s included');
    // Static IP (9003) is named too, but only home-worker and business plans list it.
    expect([...container.querySelectorAll('article h3')].map((node) => node.textContent)).toEqual([
      'Home Phone',
      'Mesh Wi-Fi Booster',
    ]);
    expect(container.querySelector('[data-testid="addon-9001"]')?.textContent).toContain('£7 a month');
    expect(container.querySelector('[data-testid="addon-9004"]')?.textContent).toContain('£4 a month');
    const html = container.innerHTML;
    expect(await seriousA11yViolations(html)).toEqual([]);
  });

  it('toggles between Add to basket and Selected, keeping the id in the basket’s add-ons', async () => {
    const container = await chooser();
    const phone = () => container.querySelector('[data-testid="addon-9001"] button');
    expect(phone()?.textContent).toContain('Add to basket');
    await click(phone());
    expect(phone()?.textContent).toContain('Selected');
    expect(storedAddons()).toEqual([9001]);
    await click(container.querySelector('[data-testid="addon-9004"] button'));
    expect(storedAddons()).toEqual([9001, 9004]);
    await click(phone());
    expect(phone()?.textContent).toContain('Add to basket');
    expect(storedAddons()).toEqual([9004]);
    const html = container.innerHTML;
    expect(await seriousA11yViolations(html)).toEqual([]);
  });

  it('says No addons available when nothing matches, or the provider gave no catalogue', async () => {
    const none = await chooser({ block: { ...block, productIds: [9003] } });
    expect(none.textContent).toContain('No addons available');
    expect(none.querySelector('article')).toBeNull();
    const failed = await chooser({ products: null });
    expect(failed.textContent).toContain('Our add-ons cannot be shown just now.');
  });

  it('offers every add-on a home’s plans list when staff named none (/deals)', async () => {
    const container = await chooser({ block: demoBlock('deals', 'addon-chooser') });
    expect(container.querySelector('section')?.id).toBe('add-ons');
    expect(container.querySelectorAll('article')).toHaveLength(3);
  });

  it('Proceed goes to the address finder without a chosen address', async () => {
    const container = await chooser();
    await click(button(container, 'Proceed'));
    expect(push).toHaveBeenCalledWith('/address-finder');
  });

  it('Proceed goes to /service-property-confirmation with a chosen address', async () => {
    writeSlice(
      window.localStorage,
      'address',
      { ...initialAddressState, addressItem: DEMO_ADDRESSES[0] ?? null, hasConfirmedAddress: true },
      Date.now(),
    );
    writeSlice(window.localStorage, 'basket', { ...initialBasketState, addons: [9004] }, Date.now());
    const container = await chooser();
    expect(container.querySelector('[data-testid="addon-9004"] button')?.textContent).toContain('Selected');
    await click(button(container, 'Proceed'));
    expect(push).toHaveBeenCalledWith('/service-property-confirmation');
  });
});
