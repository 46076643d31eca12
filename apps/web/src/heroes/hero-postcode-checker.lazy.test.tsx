// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
// By '@/': the unit tests' alias turns a relative '.lazy' import into its '.client' part (decision 0312).
import { HeroPostcodeChecker } from '@/heroes/hero-postcode-checker.lazy';
import { JourneyProvider } from '@/state/journey-engine';
import { pageHeroEligible } from './hero-eligible-messages';
import { HeroPostcodeChecker as LiveChecker } from './hero-postcode-checker.client';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const eligible = pageHeroEligible('Hey!Broadband full fibre');
/** useId's values differ between two trees; what a visitor sees does not. */
const withoutIds = (html: string) => html.replace(/_R_[0-9a-zA-Z_]+_/g, 'ID');

describe('the heroes’ postcode checker loaded after the first load (decision 0657)', () => {
  it.each(['dark', 'light'] as const)(
    'draws on the server exactly what the live checker draws first (%s hero)',
    (tone) => {
      const standIn = renderToStaticMarkup(
        <HeroPostcodeChecker label="Check your postcode" eligible={eligible} tone={tone} />,
      );
      const live = renderToStaticMarkup(
        <JourneyProvider>
          <LiveChecker label="Check your postcode" eligible={eligible} tone={tone} />
        </JourneyProvider>,
      );
      expect(standIn).toContain('action="/address-finder"');
      expect(withoutIds(standIn)).toBe(withoutIds(live));
    },
  );
});
