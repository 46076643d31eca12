// @vitest-environment jsdom

import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { initialAddressState, initialBasketState } from '@fibre/domain/journey-initial';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyValue } from '@/state/journey-store';
import { click } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { ExtrasChooser } from './extras-chooser';

const dispatchBasket = vi.fn();
let journey: Partial<JourneyValue>;
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/state/journey-store', () => ({ useJourney: () => journey }));

/** The store before it has read browser storage: the first value every page hydrates with. */
function beforeStorage() {
  journey = {
    hydrated: false,
    basket: initialBasketState,
    address: initialAddressState,
    promotions: [],
    promotionsReady: false,
    dispatchBasket,
  };
}

function cardNames(container: HTMLElement) {
  return [...container.querySelectorAll('article h3')].map((heading) => heading.textContent);
}

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('ExtrasChooser before browser storage is read (decision 0686)', () => {
  it("draws the cookie's plan with its cards and chosen add-ons, not a loading line", async () => {
    beforeStorage();
    const { container, unmount } = await mount(
      <ExtrasChooser products={DEMO_PRODUCTS} hint={{ planId: 1002, addons: [9004] }} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Extras for Fibre 400');
    expect(cardNames(container)).toEqual(['Home Phone', 'Mesh Wi-Fi Booster']);
    const booster = container.querySelector('[data-testid="addon-9004"] button');
    expect(booster?.textContent).toMatch(/^Selected/);
    // A change waits for the real basket: the copy is only drawn.
    await click(booster);
    expect(dispatchBasket).not.toHaveBeenCalled();
    unmount();
  });

  it('draws the empty basket’s offer when there is no cookie', async () => {
    beforeStorage();
    const { container, unmount } = await mount(<ExtrasChooser products={DEMO_PRODUCTS} hint={null} />);
    expect(container.textContent).toContain('You have not chosen a plan yet.');
    expect(container.textContent).not.toContain('Loading');
    unmount();
  });

  it('follows browser storage once read, whatever the cookie said', async () => {
    journey = {
      hydrated: true,
      basket: { ...initialBasketState, basketItem: 1003 },
      address: initialAddressState,
      promotions: [],
      promotionsReady: true,
      dispatchBasket,
    };
    const { container, unmount } = await mount(
      <ExtrasChooser products={DEMO_PRODUCTS} hint={{ planId: 1002, addons: [9004] }} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Extras for Fibre 900');
    const booster = container.querySelector('[data-testid="addon-9004"] button');
    expect(booster?.textContent).toMatch(/^Add to basket/);
    await click(booster);
    expect(dispatchBasket).toHaveBeenCalledWith({ type: 'toggleAddon', addonId: 9004 });
    unmount();
  });
});
