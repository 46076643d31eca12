// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@/test-support/render';
import { JourneyProvider } from './journey-engine';
import { useJourney } from './journey-store';
import { STORAGE_KEYS } from './persistence';

const storedCheckout = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.checkout) ?? 'null');

function ShowCampaign() {
  const { checkout } = useJourney();
  return <output>{JSON.stringify(checkout.analyticsParams)}</output>;
}

const mounted: Array<{ unmount(): void }> = [];
async function load(path: string) {
  window.history.replaceState(null, '', path);
  const view = await mount(
    <JourneyProvider>
      <ShowCampaign />
    </JourneyProvider>,
  );
  mounted.push(view);
  await act(async () => undefined);
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

describe('the campaign kept with the checkout (decision 0462)', () => {
  it('keeps the landing page utm parameters with the checkout data for 4 hours', async () => {
    await load('/?utm_source=newsletter&utm_medium=email&gclid=abc');
    expect(document.querySelector('output')?.textContent).toBe(
      '{"utm_source":"newsletter","utm_medium":"email"}',
    );
    const kept = storedCheckout();
    expect(kept.value.analyticsParams).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
    expect(kept.expiresAt - Date.now()).toBeGreaterThan(14_390_000);
  });

  it('keeps them across a later page that names no campaign, and replaces them with a new campaign', async () => {
    await load('/?utm_source=newsletter');
    for (const view of mounted.splice(0)) view.unmount();
    await load('/service-available?addressType=RES');
    expect(storedCheckout().value.analyticsParams).toEqual({ utm_source: 'newsletter' });
    for (const view of mounted.splice(0)) view.unmount();
    await load('/?utm_source=tv');
    expect(storedCheckout().value.analyticsParams).toEqual({ utm_source: 'tv' });
  });
});
