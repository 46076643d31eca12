// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { typeInto } from '@/test-support/form-events';
import { untilLoaded } from '@/test-support/lazy-leaf';
import { mount } from '@/test-support/render';
import { pageHeroEligible } from './hero-eligible-messages';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

// The live checker's code arrives only when the test says so, as over a slow network.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('@/heroes/hero-postcode-checker.client', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the heroes’ postcode checker taking over a search (decision 0657)', () => {
  it('runs a search asked for in the stand-in once the live checker has taken over', async () => {
    const fetchMock = vi.fn(async (_path: string) => Response.json({ addresses: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const { HeroPostcodeChecker } = await import('@/heroes/hero-postcode-checker.lazy');
    const view = await mount(
      <JourneyProvider>
        <HeroPostcodeChecker
          label="Check your postcode"
          eligible={pageHeroEligible('Hey!Broadband full fibre')}
        />
      </JourneyProvider>,
    );
    const box = () => view.container.querySelector('input') as HTMLInputElement;
    const standIn = box();
    await typeInto(standIn, 'HB1 1AA');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => standIn.form?.dispatchEvent(submit));
    // Not sent to the address finder: the live checker searches in the page.
    expect(submit.defaultPrevented).toBe(true);
    gate.open();
    await untilLoaded(view.container, () =>
      fetchMock.mock.calls.some(([path]) => path.startsWith('/api/uprn-by-postcode')),
    );
    expect(fetchMock.mock.calls.some(([path]) => path.startsWith('/api/uprn-by-postcode'))).toBe(true);
    view.unmount();
  });
});
