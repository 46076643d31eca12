// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock } from '@/test-support/demo-blocks';
import { typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { SearchBarBlock } from './component';

const push = vi.fn();
const setPostcodeString = vi.fn();
const clearAddress = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/state/journey-store', () => ({ useJourney: () => ({ setPostcodeString, clearAddress }) }));

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function mountSearchBar() {
  const view = await mount(<SearchBarBlock block={demoBlock('refer-a-friend', 'search-bar')} />);
  // The client part is loaded lazily (next/dynamic): let it arrive inside act.
  await act(async () => {
    await import('./component.client');
  });
  expect(view.container.querySelector('form')).not.toBeNull();
  return view;
}

describe('the search bar from /refer-a-friend’s demo content', () => {
  it('is a labelled search box with the placeholder ‘Search’ and a Search button, axe-clean', async () => {
    const view = await mountSearchBar();
    expect(view.container.querySelector('h2')?.textContent).toBe('Can your friend get Hey!Broadband?');
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(input.placeholder).toBe('Search');
    expect(view.container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
      'Enter your friend’s postcode to check availability',
    );
    // The search landmark (the HTML search element) holds the form.
    expect(view.container.querySelector('search > form')).not.toBeNull();
    expect(view.container.querySelector('button[type="submit"]')?.textContent).toBe('Search');
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);
    view.unmount();
  });

  it('stores the typed postcode in the address state and goes to /address-finder, with no call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const view = await mountSearchBar();
    const input = view.container.querySelector('input') as HTMLInputElement;
    await typeInto(input, ' hb1 1aa ');
    await act(async () =>
      (view.container.querySelector('button[type="submit"]') as HTMLButtonElement).click(),
    );
    expect(clearAddress).toHaveBeenCalledOnce();
    expect(setPostcodeString).toHaveBeenCalledWith('HB1 1AA');
    expect(push).toHaveBeenCalledWith('/address-finder');
    expect(fetchSpy).not.toHaveBeenCalled();
    view.unmount();
  });
});
