// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPages } from '@/cms/seed/pages';
import { TEST_PAGE_REFS } from '@/test-support/demo-blocks';
import { HeroDefault } from './hero-default';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/state/journey-store', () => ({
  useJourney: () => ({ setPostcodeString: vi.fn(), clearAddress: vi.fn() }),
}));

const help = demoPages(TEST_PAGE_REFS).find((page) => page.slug === 'help');
if (!help) throw new Error('no /help demo page');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the default hero', () => {
  it('renders /help’s headline as the page’s h1, without the postcode box the seed turns off', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroDefault hero={help.hero} isRootPath={false} />);
    expect(document.querySelector('h1')?.textContent).toBe('How can we help?');
    expect(document.querySelector('input')).toBeNull();
  });

  it('shows the postcode box by default, also when the stored flag is null (§3)', () => {
    for (const displayPostCodeChecker of [true, null, undefined]) {
      document.body.innerHTML = renderToStaticMarkup(
        <HeroDefault hero={{ ...help.hero, displayPostCodeChecker }} isRootPath={false} />,
      );
      expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('Enter your postcode');
    }
  });
});
