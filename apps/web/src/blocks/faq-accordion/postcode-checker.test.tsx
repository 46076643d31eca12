// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressSchemas } from '@/components/address-finder/address-lookup';
import { JourneyProvider } from '@/state/journey-engine';
import { readSlice } from '@/state/persistence';
import { choose, click, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { FaqAccordionBlock } from './component';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/heroes/hero-postcode-checker.lazy', async () => ({
  HeroPostcodeChecker: (await import('@/heroes/hero-postcode-checker.client')).HeroPostcodeChecker,
}));

/** The same-site routes the checker calls, answered from the demo addresses. */
function stubSiteRoutes() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
      if (path.startsWith('/api/uprn-by-postcode')) {
        return Response.json({ addresses: DEMO_ADDRESSES.filter((a) => a.postcode === body.postcode) });
      }
      if (path.startsWith('/api/uprn-checked')) return Response.json({ ok: true });
      if (path.startsWith('/api/uprn')) {
        return Response.json({ address: DEMO_ADDRESSES.find((a) => a.uprn === body.uprn) });
      }
      return Response.json({ promotions: [] });
    }),
  );
}

const mounted: Array<{ unmount(): void }> = [];

// The checker loads its rules once shown (decision 0587); a visitor types after they arrive.
beforeAll(async () => {
  await addressSchemas.load();
});

async function faqBlock() {
  const view = await mount(
    <JourneyProvider>
      <FaqAccordionBlock block={{ blockType: 'faq-accordion', faqs: [], displayPostcodeChecker: true }} />
    </JourneyProvider>,
  );
  mounted.push(view);
  return view.container.querySelector('[data-testid="faq-postcode-checker"]') as HTMLElement;
}

async function checkAddress(checker: HTMLElement, postcode: string, address: string) {
  await typeInto(checker.querySelector('input') as HTMLInputElement, postcode);
  await click(checker.querySelector('button[type="submit"]'));
  await act(async () => undefined);
  const select = checker.querySelector('select') as HTMLSelectElement;
  const index = [...select.options].findIndex((option) => option.textContent === address);
  await choose(select, String(index - 1));
  await click([...checker.querySelectorAll('button')].find((b) => b.textContent === 'Check address'));
  await act(async () => undefined);
}

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
  stubSiteRoutes();
});

afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
});

describe('the FAQ postcode checker (content-and-api.md §4)', () => {
  it('is headed as the spec says and looks the postcode up here, not on /address-finder', async () => {
    const checker = await faqBlock();
    expect(checker.querySelector('h2')?.textContent).toBe('Can you get Hey!Broadband?');
    expect(checker.querySelector('label')?.textContent).toBe('Enter your postcode to check availability.');
    await typeInto(checker.querySelector('input') as HTMLInputElement, 'HB1 1AA');
    await click(checker.querySelector('button[type="submit"]'));
    await act(async () => undefined);
    expect(push).not.toHaveBeenCalled();
    expect(checker.querySelectorAll('option')).toHaveLength(7);
  });

  it('sends an existing customer to /error/existing-customer', async () => {
    await checkAddress(await faqBlock(), 'HB1 1AB', '1 Spark Lane, Demoton');
    expect(push).toHaveBeenCalledWith('/error/existing-customer');
  });

  it('sends an ineligible address to /service-unavailable', async () => {
    await checkAddress(await faqBlock(), 'HB1 1AE', '2 Far Lane, Demoton');
    expect(push).toHaveBeenCalledWith('/service-unavailable');
  });

  it('otherwise stores the address, marks it confirmed and offers its plans', async () => {
    const checker = await faqBlock();
    await checkAddress(checker, 'HB1 1AF', 'Unit 1, Commerce Park, Demoton');
    expect(push).not.toHaveBeenCalled();
    expect(readSlice(window.localStorage, 'address', Date.now())).toMatchObject({
      hasConfirmedAddress: true,
      addressItem: { uprn: '100000000041' },
    });
    expect(checker.querySelector('[role="status"]')?.textContent).toBe(
      'Good news! Hey!Broadband is available at your address',
    );
    const plans = [...checker.querySelectorAll('a')].find((a) => a.textContent === 'See the plans');
    expect(plans?.getAttribute('href')).toBe('/service-available?addressType=BUS');
  });
});
