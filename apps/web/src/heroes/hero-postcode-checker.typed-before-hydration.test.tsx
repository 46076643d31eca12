// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyProvider } from '@/state/journey-engine';
import { untilLoaded } from '@/test-support/lazy-leaf';
import { hydrateWithTyped } from '@/test-support/typed-before-hydration';
import { pageHeroEligible } from './hero-eligible-messages';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the heroes’ postcode checker when the visitor types before the page comes to life (decision 0657)', () => {
  it('hands what the server-drawn box holds, and its focus, to the live checker', async () => {
    // By '@/': the unit tests' alias turns a relative '.lazy' import into its '.client' part.
    const { HeroPostcodeChecker } = await import('@/heroes/hero-postcode-checker.lazy');
    const page = (
      <JourneyProvider>
        <HeroPostcodeChecker
          label="Check your postcode"
          eligible={pageHeroEligible('Hey!Broadband full fibre')}
        />
      </JourneyProvider>
    );
    const { container, box: serverBox, unmount } = await hydrateWithTyped(page, 'hb1 1aa', { focus: true });
    await untilLoaded(container, () => container.querySelector('input') !== serverBox);
    const liveBox = container.querySelector('input') as HTMLInputElement;
    expect(liveBox).not.toBe(serverBox);
    expect(liveBox.value).toBe('HB1 1AA');
    expect(document.activeElement).toBe(liveBox);
    unmount();
  });
});
