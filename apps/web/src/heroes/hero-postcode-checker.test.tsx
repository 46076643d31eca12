// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressSchemas } from '@/components/address-finder/address-lookup';
import { JourneyProvider } from '@/state/journey-engine';
import { readSlice } from '@/state/persistence';
import { seriousA11yViolations } from '@/test-support/axe';
import { choose, click, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { BUNDLE_HERO_ELIGIBLE, pageHeroEligible } from './hero-eligible-messages';
import { HeroPostcodeChecker } from './hero-postcode-checker.client';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

/** The same-site routes the checker calls, answered from the demo addresses. */
function stubSiteRoutes() {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (path.startsWith('/api/uprn-by-postcode')) {
      const addresses = DEMO_ADDRESSES.filter((address) => address.postcode === body.postcode);
      return addresses.length > 0
        ? Response.json({ addresses })
        : Response.json({ error: 'uprn.by_postcode.none', message: 'none' }, { status: 404 });
    }
    if (path.startsWith('/api/uprn-checked')) return Response.json({ ok: true });
    if (path.startsWith('/api/uprn')) {
      return Response.json({ address: DEMO_ADDRESSES.find((address) => address.uprn === body.uprn) });
    }
    return Response.json({ promotions: [] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const mounted: Array<{ unmount(): void }> = [];

async function checker(eligible = pageHeroEligible('Hey!Broadband full fibre')) {
  const view = await mount(
    <JourneyProvider>
      <HeroPostcodeChecker label="Enter your postcode to check availability" eligible={eligible} />
    </JourneyProvider>,
  );
  mounted.push(view);
  return view.container;
}

async function checkAddress(container: HTMLElement, postcode: string, address: string) {
  await typeInto(container.querySelector('input') as HTMLInputElement, postcode);
  await click(container.querySelector('button[type="submit"]'));
  await act(async () => undefined);
  const select = container.querySelector('select') as HTMLSelectElement;
  const index = [...select.options].findIndex((option) => option.textContent === address);
  expect(index, `${address} listed`).toBeGreaterThan(0);
  await choose(select, String(index - 1));
  await click(
    [...container.querySelectorAll('button')].find((button) => button.textContent === 'Check address'),
  );
  await act(async () => undefined);
}

const stored = () => readSlice(window.localStorage, 'address', Date.now());

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
  stubSiteRoutes();
});

afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
});

// The form loads its rules once shown (decision 0587); a visitor types after they arrive.
beforeAll(async () => {
  await addressSchemas.load();
});

describe('the page and bundle heroes’ postcode checker', () => {
  it('stores an eligible address as confirmed and says Congrats with the page’s anchor', async () => {
    const container = await checker();
    await checkAddress(container, 'HB1 1AA', '1 Fibre Street, Demoton');
    expect(push).not.toHaveBeenCalled();
    const eligible = container.querySelector('[data-testid="hero-eligible"]');
    expect(eligible?.querySelector('[role="status"]')?.textContent).toBe(
      'Congrats! Hey!Broadband full fibre is in your area',
    );
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === "What's in the page?");
    expect(link?.getAttribute('href')).toBe('#whats-included');
    expect(stored()).toMatchObject({ hasConfirmedAddress: true, addressItem: { uprn: '100000000001' } });
    expect(await seriousA11yViolations(container.innerHTML)).toEqual([]);
  });

  it('sends an existing customer to /error/existing-customer without keeping the address', async () => {
    const container = await checker();
    await checkAddress(container, 'HB1 1AB', '1 Spark Lane, Demoton');
    expect(push).toHaveBeenCalledWith('/error/existing-customer');
    expect(container.querySelector('[data-testid="hero-eligible"]')).toBeNull();
  });

  it('sends an ineligible address to /service-unavailable, a building one too (no area offered here)', async () => {
    const container = await checker();
    await checkAddress(container, 'HB1 1AE', '1 Far Lane, Demoton');
    expect(push).toHaveBeenLastCalledWith('/service-unavailable');
    await checkAddress(container, 'HB1 1AD', '10 Build Road, Demoton');
    expect(push).toHaveBeenLastCalledWith('/service-unavailable');
    expect(container.querySelector('[data-testid="hero-eligible"]')).toBeNull();
  });

  it('is axe-clean with the postcode box and with the address list', async () => {
    const container = await checker();
    const empty = container.innerHTML;
    await typeInto(container.querySelector('input') as HTMLInputElement, 'HB1 1AA');
    await click(container.querySelector('button[type="submit"]'));
    await act(async () => undefined);
    const listed = container.innerHTML;
    expect(container.querySelectorAll('option')).toHaveLength(7);
    // axe replaces the page's body, so it runs on copies once the checker is done with.
    expect(await seriousA11yViolations(empty)).toEqual([]);
    expect(await seriousA11yViolations(listed)).toEqual([]);
  });

  it('says so when a postcode has no addresses', async () => {
    const container = await checker();
    await typeInto(container.querySelector('input') as HTMLInputElement, 'HB9 9ZZ');
    await click(container.querySelector('button[type="submit"]'));
    await act(async () => undefined);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'No results found. Please try a different UK postcode.',
    );
  });

  it('shows the bundle hero’s Congrats and its "What’s in the bundle?" button to #bundle-select', async () => {
    const container = await checker(BUNDLE_HERO_ELIGIBLE);
    await checkAddress(container, 'HB1 1AA', '2 Fibre Street, Demoton');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Congrats');
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === "What's in the bundle?");
    expect(link?.getAttribute('href')).toBe('#bundle-select');
    // Change forgets the address and offers the postcode box again.
    await click(
      [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Change')),
    );
    expect(container.querySelector('input')).not.toBeNull();
    expect(stored().hasConfirmedAddress).toBe(false);
  });
});
