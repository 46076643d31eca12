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
  document.body.innerHTML = '';
});

describe('the heroes’ postcode checker taking over from its stand-in (decision 0657)', () => {
  it('keeps what was typed and the focus while its code loads, then hands both to the live checker', async () => {
    // By '@/': the unit tests' alias turns a relative '.lazy' import into its '.client' part.
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
    standIn.focus();
    await typeInto(standIn, 'hb1 1aa');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    // Still the stand-in: the code has not arrived.
    expect(box()).toBe(standIn);
    expect(standIn.value).toBe('HB1 1AA');

    gate.open();
    await untilLoaded(view.container, () => box() !== standIn);
    expect(box()).not.toBe(standIn);
    expect(box().value).toBe('HB1 1AA');
    expect(document.activeElement).toBe(box());
    view.unmount();
  });
});
