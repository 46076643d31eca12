// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyValue } from '@/state/journey-store';
import { click } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { PlansAddress } from './plans-address';

const push = vi.fn();
const clearAddress = vi.fn();
let journey: Pick<JourneyValue, 'hydrated' | 'address' | 'clearAddress'>;
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/state/journey-store', () => ({ useJourney: () => journey }));

const ADDRESS_ITEM = {
  uprn: '100000000001',
  address: '1 Fibre Street, Demoton',
  postcode: 'HB1 1AA',
  coverage: 'PASSSERV',
  address_type: 'RES',
} as unknown as NonNullable<JourneyValue['address']['addressItem']>;

function withAddress(addressItem: JourneyValue['address']['addressItem'], hydrated = true) {
  journey = {
    hydrated,
    clearAddress,
    address: {
      postcodeString: 'HB1 1AA',
      hasConfirmedAddress: addressItem !== null,
      addressItem,
      addressType: 'RES',
    },
  };
}

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('PlansAddress (decision 0473)', () => {
  it('names the chosen address with its postcode, and Change clears it and goes to the finder', async () => {
    withAddress(ADDRESS_ITEM);
    const { container, unmount } = await mount(<PlansAddress />);
    expect(container.textContent).toContain('Plans for 1 Fibre Street, Demoton, HB1 1AA');
    const change = container.querySelector('button');
    expect(change?.textContent).toBe('Change address');
    await click(change);
    expect(clearAddress).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith('/address-finder');
    unmount();
  });

  it('links to the finder when no address is chosen', async () => {
    withAddress(null);
    const { container, unmount } = await mount(<PlansAddress />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
    expect(container.textContent).toContain('Check your address');
    unmount();
  });

  it('keeps its room but shows and says nothing before the browser storage is read', async () => {
    withAddress(ADDRESS_ITEM, false);
    const { container, unmount } = await mount(<PlansAddress />);
    const line = container.querySelector('[data-testid="plans-address"]');
    // The no-address line's words hold its room (two lines on a phone: decision 0653), hidden from
    // sight and from assistive technology, with nothing to focus.
    const placeholder = line?.querySelector('p');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.classList.contains('invisible')).toBe(true);
    expect(line?.querySelector('a, button')).toBeNull();
    expect(line?.textContent).not.toContain('1 Fibre Street');
    unmount();
  });

  it('holds the same words before storage is read as the line with no address chosen', async () => {
    withAddress(null, false);
    const before = await mount(<PlansAddress />);
    const held = before.container.textContent;
    before.unmount();
    withAddress(null);
    const after = await mount(<PlansAddress />);
    expect(after.container.textContent).toBe(held);
    after.unmount();
  });
});
