// @vitest-environment jsdom
import { initialAddressState } from '@fibre/domain/stored-state';
import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@/test-support/render';
import { type JourneyValue, LazyJourneyProvider, useJourney } from './journey-store';
import { STORAGE_KEYS, writeSlice } from './persistence';

const seen: JourneyValue[] = [];

/** Records every value it renders with; on its first render it types a postcode, as an early tap could. */
function Probe({ typeEarly }: { typeEarly?: string }) {
  const journey = useJourney();
  seen.push(journey);
  const { setPostcodeString } = journey;
  // At mount, before the store's code has arrived (the call keeps its identity: this runs once).
  useEffect(() => {
    if (typeEarly) setPostcodeString(typeEarly);
  }, [setPostcodeString, typeEarly]);
  return <output>{`${journey.hydrated} ${journey.address.postcodeString}`}</output>;
}

const text = () => document.querySelector('output')?.textContent;

/** Waits until the lazily loaded store has read storage (its chunk is a dynamic import). */
async function untilHydrated() {
  await vi.waitFor(async () => {
    await act(async () => undefined);
    expect(text()?.startsWith('true')).toBe(true);
  });
}

const mounted: Array<{ unmount(): void }> = [];
beforeEach(() => {
  seen.length = 0;
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('LazyJourneyProvider (decision 0592)', () => {
  it('renders the store’s first value, then what storage holds once the store has loaded', async () => {
    writeSlice(
      window.localStorage,
      'address',
      { ...initialAddressState, postcodeString: 'AB1 2CD' },
      Date.now(),
    );
    mounted.push(
      await mount(
        <LazyJourneyProvider>
          <Probe />
        </LazyJourneyProvider>,
      ),
    );
    expect(seen[0]?.hydrated).toBe(false);
    expect(seen[0]?.address).toEqual(initialAddressState);
    await untilHydrated();
    expect(text()).toBe('true AB1 2CD');
  });

  it('runs a call made before the store loaded right after it read storage, and stores the result', async () => {
    writeSlice(
      window.localStorage,
      'address',
      { ...initialAddressState, postcodeString: 'AB1 2CD' },
      Date.now(),
    );
    mounted.push(
      await mount(
        <LazyJourneyProvider>
          <Probe typeEarly="ZZ9 9ZZ" />
        </LazyJourneyProvider>,
      ),
    );
    await untilHydrated();
    await vi.waitFor(() => expect(text()).toBe('true ZZ9 9ZZ'));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.address) ?? 'null');
    expect(stored.value.postcodeString).toBe('ZZ9 9ZZ');
  });

  it('keeps each call’s identity when the store arrives, so effects listing them do not re-run', async () => {
    mounted.push(
      await mount(
        <LazyJourneyProvider>
          <Probe />
        </LazyJourneyProvider>,
      ),
    );
    await untilHydrated();
    const first = seen[0];
    const last = seen.at(-1);
    expect(first && last && first !== last).toBe(true);
    for (const name of [
      'dispatchBasket',
      'setPostcodeString',
      'clearBasketAndCheckout',
      'setTimer',
    ] as const) {
      expect(last?.[name]).toBe(first?.[name]);
    }
  });
});
