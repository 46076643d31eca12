// @vitest-environment jsdom
import { initialAddressState } from '@fibre/domain/stored-state';
import { act, useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@/test-support/render';
import { JourneyEngine, JourneyProvider } from './journey-engine';
import {
  type JourneyBridge,
  type JourneyEngineProps,
  JourneyHost,
  type JourneyValue,
  LazyJourneyProvider,
  provideJourneyEngine,
  useJourney,
} from './journey-store';
import { readSlice, STORAGE_KEYS, writeSlice } from './persistence';

const seen: JourneyValue[] = [];
/** The postcode the first hydrated value held, as a component that acts once on it (the finder) sees it. */
const actedOn: string[] = [];

/**
 * Records every value it renders with and, like the address finder, acts once on the first value
 * read from storage. On mount (before the store has read storage) it may type a postcode, as the
 * search bar does when submitted before the store's code has arrived.
 */
function Probe({ typeEarly }: { typeEarly?: string }) {
  const journey = useJourney();
  seen.push(journey);
  const { hydrated, setPostcodeString } = journey;
  const postcode = journey.address.postcodeString;
  const acted = useRef(false);
  useEffect(() => {
    if (typeEarly) setPostcodeString(typeEarly);
  }, [setPostcodeString, typeEarly]);
  useEffect(() => {
    if (!hydrated || acted.current) return;
    acted.current = true;
    actedOn.push(postcode);
  }, [hydrated, postcode]);
  return <output>{`${hydrated} ${postcode}`}</output>;
}

const text = () => document.querySelector('output')?.textContent;
const storedAddress = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.address) ?? 'null');

/** Waits until the store has read storage (the lazy one's chunk is a dynamic import). */
async function untilHydrated() {
  await vi.waitFor(async () => {
    await act(async () => undefined);
    expect(text()?.startsWith('true')).toBe(true);
  });
}

const mounted: Array<{ unmount(): void }> = [];
beforeEach(() => {
  seen.length = 0;
  actedOn.length = 0;
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

const storeAddress = (postcodeString: string, now = Date.now()) =>
  writeSlice(window.localStorage, 'address', { ...initialAddressState, postcodeString }, now);

describe.each([
  ['LazyJourneyProvider (the root layout’s)', LazyJourneyProvider],
  ['JourneyProvider (the whole store at once)', JourneyProvider],
])('%s (decision 0592)', (_name, Provider) => {
  it('renders the store’s first value, then what storage holds', async () => {
    storeAddress('AB1 2CD');
    mounted.push(
      await mount(
        <Provider>
          <Probe />
        </Provider>,
      ),
    );
    expect(seen[0]?.hydrated).toBe(false);
    expect(seen[0]?.address).toEqual(initialAddressState);
    await untilHydrated();
    expect(text()).toBe('true AB1 2CD');
    expect(actedOn).toEqual(['AB1 2CD']);
  });

  it('applies a call made before the store read storage to what it read: the first value anything sees holds it, and it is stored', async () => {
    storeAddress('AB1 2CD');
    mounted.push(
      await mount(
        <Provider>
          <Probe typeEarly="ZZ9 9ZZ" />
        </Provider>,
      ),
    );
    await untilHydrated();
    const read = seen.filter((value) => value.hydrated);
    expect(read.length).toBeGreaterThan(0);
    // Never the stored postcode alone: a component acting on the first value read would miss the call.
    expect(read.map((value) => value.address.postcodeString)).toEqual(read.map(() => 'ZZ9 9ZZ'));
    expect(actedOn).toEqual(['ZZ9 9ZZ']);
    expect(storedAddress().value.postcodeString).toBe('ZZ9 9ZZ');
  });

  it('writes nothing it read back unchanged, and never its first value over what storage holds', async () => {
    const then = Date.now() - 60_000;
    storeAddress('AB1 2CD', then);
    const before = window.localStorage.getItem(STORAGE_KEYS.address);
    mounted.push(
      await mount(
        <Provider>
          <Probe />
        </Provider>,
      ),
    );
    await untilHydrated();
    await act(async () => undefined);
    // Not renewed (reading does not renew a lifetime), not emptied.
    expect(window.localStorage.getItem(STORAGE_KEYS.address)).toBe(before);
  });

  it('keeps each call’s identity when the store arrives, so effects listing them do not re-run', async () => {
    mounted.push(
      await mount(
        <Provider>
          <Probe />
        </Provider>,
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

  it('follows another tab’s change once live', async () => {
    mounted.push(
      await mount(
        <Provider>
          <Probe />
        </Provider>,
      ),
    );
    await untilHydrated();
    storeAddress('HB1 1AA');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.address }));
    });
    expect(text()).toBe('true HB1 1AA');
  });
});

/**
 * The store, then a component rendered right after it in the same pass that makes a call: after the
 * store's hydration step read the waiting calls, before the store is live.
 */
function EngineThenLateCall(props: JourneyEngineProps) {
  return (
    <>
      <JourneyEngine {...props} />
      <LateCaller bridge={props.bridge} />
    </>
  );
}
function LateCaller({ bridge }: { bridge: JourneyBridge }) {
  const sent = useRef(false);
  if (!sent.current) {
    sent.current = true;
    bridge.send({ type: 'set-address-type', addressType: 'BUS' });
  }
  return null;
}

/** A button whose click changes its own state and the store's at once, as the checkout's steps do. */
function ClearsWithLocalState() {
  const { address, clearAddress } = useJourney();
  const [cleared, setCleared] = useState(false);
  pairs.push([cleared, address.postcodeString]);
  return (
    <button
      type="button"
      onClick={() => {
        setCleared(true);
        clearAddress();
      }}
    >
      Clear
    </button>
  );
}
const pairs: Array<[boolean, string]> = [];

describe('the store’s engine', () => {
  it('applies a call made while it rendered before the page sees the state read', async () => {
    storeAddress('AB1 2CD');
    mounted.push(
      await mount(
        <JourneyHost engine={EngineThenLateCall}>
          <Probe typeEarly="ZZ9 9ZZ" />
        </JourneyHost>,
      ),
    );
    await untilHydrated();
    const read = seen.filter((value) => value.hydrated);
    expect(read.length).toBeGreaterThan(0);
    for (const value of read) {
      expect(value.address).toMatchObject({ postcodeString: 'ZZ9 9ZZ', addressType: 'BUS' });
    }
    expect(readSlice(window.localStorage, 'address', Date.now())).toMatchObject({
      postcodeString: 'ZZ9 9ZZ',
      addressType: 'BUS',
    });
  });

  it('keeps the campaign of the page landed on, before the calls made since', async () => {
    window.history.replaceState(null, '', '/?utm_source=tv');
    mounted.push(
      await mount(
        <JourneyProvider>
          <Probe />
        </JourneyProvider>,
      ),
    );
    window.history.replaceState(null, '', '/');
    await untilHydrated();
    expect(seen.filter((value) => value.hydrated)[0]?.checkout.analyticsParams).toEqual({ utm_source: 'tv' });
  });

  it('changes the page’s state in the same render as a component’s own state when both change at once', async () => {
    pairs.length = 0;
    storeAddress('AB1 2CD');
    mounted.push(
      await mount(
        <LazyJourneyProvider>
          <ClearsWithLocalState />
          <Probe />
        </LazyJourneyProvider>,
      ),
    );
    await untilHydrated();
    await act(async () => document.querySelector('button')?.click());
    expect(pairs.at(-1)).toEqual([true, '']);
    // Never the component's new state with the store's old one (a kept key taken back, say).
    expect(pairs.filter(([cleared, postcode]) => cleared && postcode !== '')).toEqual([]);
  });
});

/** Which engine rendered, for the test of an engine at hand. */
const engines: string[] = [];
function Here(props: Parameters<typeof JourneyEngine>[0]) {
  engines.push('at hand');
  return <JourneyEngine {...props} />;
}
function Later(props: Parameters<typeof JourneyEngine>[0]) {
  engines.push('later');
  return <JourneyEngine {...props} />;
}

describe('an engine a layout already loaded (journey-engine-here.tsx)', () => {
  afterEach(() => provideJourneyEngine(null));

  it('is used by the root layout’s provider, and one handed over later does not replace the live store', async () => {
    engines.length = 0;
    provideJourneyEngine(Here);
    storeAddress('AB1 2CD');
    const view = await mount(
      <LazyJourneyProvider>
        <Probe typeEarly="ZZ9 9ZZ" />
      </LazyJourneyProvider>,
    );
    mounted.push(view);
    // No chunk to wait for: live in the mount's own act.
    expect(text()).toBe('true ZZ9 9ZZ');
    provideJourneyEngine(Later);
    await view.rerender(
      <LazyJourneyProvider>
        <Probe />
      </LazyJourneyProvider>,
    );
    expect(engines).toContain('at hand');
    expect(engines).not.toContain('later');
    expect(text()).toBe('true ZZ9 9ZZ');
  });
});
