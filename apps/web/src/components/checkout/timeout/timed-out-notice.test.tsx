// @vitest-environment jsdom
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { initialAddressState } from '@fibre/domain/stored-state';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { writeSlice } from '@/state/persistence';
import { seriousA11yViolations } from '@/test-support/axe';
import { untilLoaded } from '@/test-support/lazy-leaf';
import { mount } from '@/test-support/render';
import { writeTimedOutMark } from './timed-out-mark';
import { TimedOutNotice } from './timed-out-notice';
import { TIMED_OUT_TEXT } from './timed-out-notice-view';

const mounted: Array<{ unmount(): void }> = [];
async function landing({ told = true } = {}) {
  const view = await mount(
    <JourneyProvider>
      <main>
        <TimedOutNotice />
        <h1>Home</h1>
      </main>
    </JourneyProvider>,
  );
  mounted.push(view);
  await act(async () => undefined);
  // The notice's own code is fetched once there is a time-out to tell (decision 0704).
  if (told) await untilLoaded(view.container, () => notice() !== null);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const notice = () => document.querySelector('[data-testid="checkout-timed-out"]');

describe('TimedOutNotice (decision 0461)', () => {
  it('says the checkout timed out and what was kept, focuses its heading, and links back to the plans', async () => {
    const address = DEMO_ADDRESSES.find((item) => item.address.startsWith('5 Fibre Street')) ?? null;
    writeSlice(
      window.localStorage,
      'address',
      { ...initialAddressState, addressItem: address, hasConfirmedAddress: true },
      Date.now(),
    );
    writeTimedOutMark(window.sessionStorage, Date.now());
    await landing();
    expect(notice()?.querySelector('h2')?.textContent).toBe('Your checkout timed out');
    expect(notice()?.textContent).toContain('the details you typed are kept for 4 hours');
    expect(document.activeElement).toBe(notice()?.querySelector('h2'));
    const link = notice()?.querySelector('a');
    expect(link?.textContent).toBe(TIMED_OUT_TEXT.again);
    expect(link?.getAttribute('href')).toBe('/service-available?addressType=RES');
    const markup = document.body.innerHTML;

    await act(async () => notice()?.querySelector('button')?.click());
    expect(notice()).toBeNull();
    // Last: the check replaces the page with a copy of the markup.
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });

  it('sends to the finder with no address kept, and shows nothing without a time-out', async () => {
    writeTimedOutMark(window.sessionStorage, Date.now());
    await landing();
    expect(notice()?.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
    for (const view of mounted.splice(0)) view.unmount();
    await landing({ told: false });
    expect(notice()).toBeNull();
  });
});
