// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from '@/blocks/search-bar/component.client';
import { click } from '@/test-support/form-events';
import { PostcodeSearch } from './postcode-search';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const push = vi.fn();
const setPostcodeString = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/state/journey-store', () => ({
  useJourney: () => ({ setPostcodeString, clearAddress: vi.fn(), setAddressType: vi.fn() }),
}));

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

/**
 * The server's box, filled before React has attached a listener (no change event reaches React),
 * then hydrated. The home page's box lost the text this way on a slow machine: the render after
 * hydration (its data-hydrated) set the box back to the state's '' (decision 0705).
 */
async function typedBeforeHydration(form: React.ReactElement, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const box = container.querySelector('input[name="postcode"]') as HTMLInputElement;
  box.value = typed;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, form);
  });
  return { container, box, unmount: () => act(() => root?.unmount()) };
}

describe('a postcode typed before the page came to life (decision 0705)', () => {
  for (const [name, form] of [
    ['the home page’s search box', <PostcodeSearch key="search" tone="light" />],
    ['the search bar block', <SearchBar key="bar" label="Find your address" />],
  ] as const) {
    it(`stays in ${name} once it has hydrated, upper-cased, and is searched for`, async () => {
      const { container, box, unmount } = await typedBeforeHydration(form, 'hb1 1ah');
      expect(box.value).toBe('HB1 1AH');
      await click(container.querySelector('button[type="submit"]'));
      expect(container.querySelector('[role="alert"]')).toBeNull();
      expect(setPostcodeString).toHaveBeenCalledWith('HB1 1AH');
      expect(push).toHaveBeenCalledWith('/address-finder');
      unmount();
    });
  }
});
