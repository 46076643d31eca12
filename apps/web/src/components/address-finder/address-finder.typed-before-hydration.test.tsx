// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { hydrateWithTyped } from '@/test-support/typed-before-hydration';
import { AddressFinder } from './address-finder';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function finderWithTyped(typed: string): Promise<{ box: HTMLInputElement; unmount: () => void }> {
  // No lookup is answered: this test is about the box, before and as the journey is read.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const page = (
    <JourneyProvider>
      <AddressFinder registerInterestAreas={[]} alternatePath={false} />
    </JourneyProvider>
  );
  const { box, unmount } = await hydrateWithTyped(page, typed);
  // Let the journey store read storage and the finder take the typed text.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { box, unmount };
}

describe('the postcode finder when the visitor types before the page comes to life', () => {
  it('keeps a trailing space typed so far, so the next keys do not join the two halves', async () => {
    const { box, unmount } = await finderWithTyped('hb1 ');
    expect(box.value).toBe('HB1 ');
    unmount();
  });

  it('upper-cases a whole postcode typed before the page came to life', async () => {
    const { box, unmount } = await finderWithTyped('hb1 1aa');
    expect(box.value).toBe('HB1 1AA');
    unmount();
  });
});
