// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from '@/blocks/search-bar/component.client';
import { click } from '@/test-support/form-events';
import { hydrateWithTyped } from '@/test-support/typed-before-hydration';
import { PostcodeSearch } from './postcode-search';

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
 * The home page's box lost text typed this way on a slow machine: the render after hydration (its
 * data-hydrated) set the box back to the state's '' (decision 0705).
 */
describe('a postcode typed before the page came to life (decision 0705)', () => {
  for (const [name, form] of [
    ['the home page’s search box', <PostcodeSearch key="search" tone="light" />],
    ['the search bar block', <SearchBar key="bar" label="Find your address" />],
  ] as const) {
    it(`stays in ${name} once it has hydrated, upper-cased, and is searched for`, async () => {
      const { container, box, unmount } = await hydrateWithTyped(form, 'hb1 1ah', {
        selector: 'input[name="postcode"]',
      });
      expect(box.value).toBe('HB1 1AH');
      await click(container.querySelector('button[type="submit"]'));
      expect(container.querySelector('[role="alert"]')).toBeNull();
      expect(setPostcodeString).toHaveBeenCalledWith('HB1 1AH');
      expect(push).toHaveBeenCalledWith('/address-finder');
      unmount();
    });
  }
});
