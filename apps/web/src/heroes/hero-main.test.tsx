// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoPages } from '@/cms/seed/pages';
import type { Page } from '@/payload-types';
import { JourneyProvider } from '@/state/journey-engine';
import { readSlice } from '@/state/persistence';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS, testMedia } from '@/test-support/demo-blocks';
import { click, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { CountdownClock } from './hero-countdown.client';
import { HeroMain } from './hero-main';
import { mainHeroTimer } from './hero-main-options';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const now = Date.parse('2026-11-27T09:00:00Z');

/** The seed's home hero, as Payload populates it (pictures as documents), seeded at `now`. */
function homeHero(): Page['hero'] {
  const page = demoPages({ ...TEST_PAGE_REFS, now: new Date(now), heroMobileImageId: 7 }).find(
    (candidate) => candidate.slug === 'home',
  );
  if (!page) throw new Error('no home page');
  return {
    ...page.hero,
    image: testMedia(1, 'A family streaming at home'),
    imageMobile: testMedia(7, 'A family streaming at home on a phone'),
  };
}

const serverHtml = (hero: Page['hero']) =>
  renderToStaticMarkup(
    <JourneyProvider>
      <HeroMain hero={hero} isRootPath reviews={[]} now={now} />
    </JourneyProvider>,
  );

const show = (hero: Page['hero']) => {
  document.body.innerHTML = serverHtml(hero);
  return document.body;
};

const units = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-unit]')].map((node) => [
      node.getAttribute('data-unit'),
      node.textContent,
    ]),
  );

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the main hero’s countdown (AddCountdownTimer, TimerEnd)', () => {
  it('the server’s HTML already holds the numbers, so nothing shifts when it comes to life', () => {
    const page = show(homeHero());
    const countdown = page.querySelector('[data-testid="countdown"]');
    expect(countdown?.textContent).toContain('Offer ends in');
    // The demo's timer ends 14 days after the seed runs.
    expect(units()).toEqual({ days: '14', hours: '00', minutes: '00', seconds: '00' });
  });

  it('tells screen readers the end once, not a live region ticking every second', () => {
    const countdown = show(homeHero()).querySelector('[data-testid="countdown"]');
    expect(countdown?.querySelector('[aria-live]')).toBeNull();
    expect(countdown?.querySelector('[role="timer"], [role="status"]')).toBeNull();
    expect(countdown?.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
    expect(countdown?.querySelector('.sr-only')?.textContent).toMatch(
      /^\. It ends on Friday,? 11 December 2026 at 09:00\.$/,
    );
  });

  it('is not drawn when turned off, without an end, or once the end has passed', () => {
    const hero = homeHero();
    expect(show({ ...hero, addCountdownTimer: false }).querySelector('[data-testid="countdown"]')).toBeNull();
    expect(show({ ...hero, timerEnd: null }).querySelector('[data-testid="countdown"]')).toBeNull();
    expect(
      show({ ...hero, timerEnd: new Date(now - 1000).toISOString() }).querySelector(
        '[data-testid="countdown"]',
      ),
    ).toBeNull();
    expect(mainHeroTimer({ addCountdownTimer: true, timerEnd: hero.timerEnd, timerLabel: ' ' }, now)).toEqual(
      {
        endsAt: hero.timerEnd,
        label: 'Offer ends in',
      },
    );
  });

  it('ticks each second in the browser, shows zeros at the end, then hides', async () => {
    vi.useFakeTimers({ now });
    const endsAt = new Date(now + 2000).toISOString();
    const view = await mount(<CountdownClock endsAt={endsAt} renderedAt={now} label="Offer ends in" />);
    expect(units().seconds).toBe('02');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(units().seconds).toBe('01');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(units()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.container.querySelector('[data-testid="countdown"]')).toBeNull();
    view.unmount();
  });
});

describe('the main hero’s call to action and defaultAddressType', () => {
  it('draws the demo’s button with its buttonType, going to the plans (go-to-packages)', () => {
    const link = [...show(homeHero()).querySelectorAll('a')].find((a) => a.textContent === 'See our plans');
    expect(link?.getAttribute('href')).toBe('/service-available?addressType=RES');
    expect(link?.className).toContain('btn-alternate');
  });

  it('a business hero sends go-to-packages to the business plans', () => {
    const link = [...show({ ...homeHero(), defaultAddressType: 'BUS' }).querySelectorAll('a')].find(
      (a) => a.textContent === 'See our plans',
    );
    expect(link?.getAttribute('href')).toBe('/service-available?addressType=BUS');
  });

  it('its postcode box holds the hero’s address type in the journey when searching', async () => {
    const view = await mount(
      <JourneyProvider>
        <HeroMain hero={{ ...homeHero(), defaultAddressType: 'HWRK' }} isRootPath reviews={[]} now={now} />
      </JourneyProvider>,
    );
    await typeInto(view.container.querySelector('input[name="postcode"]') as HTMLInputElement, 'HB1 1AH');
    await click(view.container.querySelector('form button[type="submit"]'));
    expect(push).toHaveBeenCalledWith('/address-finder');
    expect(readSlice(window.localStorage, 'address', Date.now())).toMatchObject({
      addressType: 'HWRK',
      postcodeString: 'HB1 1AH',
    });
    view.unmount();
  });
});

describe('the main hero’s pictures and colours', () => {
  it('shows the mobile picture under 1024px and the desktop one above, fetching only one', () => {
    const picture = show(homeHero()).querySelector('picture');
    expect(picture?.className).toBe('block');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(min-width: 1024px)');
    expect(source?.getAttribute('srcset')).toContain('demo-1');
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('src')).toContain('demo-7');
    expect(img?.getAttribute('alt')).toBe('A family streaming at home on a phone');
  });

  it('with one picture only, hides it where the other screen would have shown it', () => {
    const desktopOnly = show({ ...homeHero(), imageMobile: null }).querySelector('picture');
    expect(desktopOnly?.className).toBe('hidden lg:block');
    expect(desktopOnly?.querySelector('source')).toBeNull();
    const mobileOnly = show({ ...homeHero(), image: null }).querySelector('picture');
    expect(mobileOnly?.className).toBe('block lg:hidden');
    expect(show({ ...homeHero(), image: null, imageMobile: null }).querySelector('picture')).toBeNull();
  });

  it('applies the image scale mode and position', () => {
    const cover = show(homeHero()).querySelector('picture img');
    expect(cover?.className).toContain('object-cover object-center');
    const contain = show({ ...homeHero(), imageScaleMode: 'contain', imagePosition: 'top' }).querySelector(
      'picture img',
    );
    expect(contain?.className).toContain('object-contain object-top');
    expect(contain?.getAttribute('data-scale-mode')).toBe('contain');
  });

  it.each([
    ['dark', 'from-brand-900', 'text-white'],
    ['light', 'bg-brand-50', 'text-brand-900'],
    ['white', 'bg-white', 'text-brand-900'],
  ] as const)(
    'the %s colours reach the section, the postcode box and the countdown',
    (theme, section, label) => {
      const page = show({ ...homeHero(), colourTheme: theme });
      const hero = page.querySelector('section[data-colour-theme]');
      expect(hero?.getAttribute('data-colour-theme')).toBe(theme);
      expect(hero?.className).toContain(section);
      expect(page.querySelector('form label')?.className).toContain(label);
    },
  );

  it('has no serious axe violation in any colour theme', async () => {
    for (const theme of ['dark', 'light', 'white'] as const) {
      const html = serverHtml({ ...homeHero(), colourTheme: theme });
      expect(await seriousA11yViolations(html, { withHeading: false })).toEqual([]);
    }
  });
});
