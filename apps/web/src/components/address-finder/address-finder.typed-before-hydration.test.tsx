// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { AddressFinder } from './address-finder';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function hydrateWithTyped(typed: string): Promise<{ box: HTMLInputElement; unmount: () => void }> {
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
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const box = container.querySelector('input') as HTMLInputElement;
  // The browser fills the server's box before React has attached a listener: no change event reaches it.
  box.value = typed;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  // Let the journey store read storage and the finder take the typed text.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { box, unmount: () => act(() => root?.unmount()) };
}

describe('the postcode finder when the visitor types before the page comes to life', () => {
  it('keeps a trailing space typed so far, so the next keys do not join the two halves', async () => {
    const { box, unmount } = await hydrateWithTyped('hb1 ');
    expect(box.value).toBe('HB1 ');
    unmount();
  });

  it('upper-cases a whole postcode typed before the page came to life', async () => {
    const { box, unmount } = await hydrateWithTyped('hb1 1aa');
    expect(box.value).toBe('HB1 1AA');
    unmount();
  });
});
