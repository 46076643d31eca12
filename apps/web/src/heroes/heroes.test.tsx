// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPages } from '@/cms/seed/pages';
import type { Page } from '@/payload-types';
import { JourneyProvider } from '@/state/journey-engine';
import { seriousA11yViolations } from '@/test-support/axe';
import { TEST_PAGE_REFS, testMedia } from '@/test-support/demo-blocks';
import { mount } from '@/test-support/render';
import { HeroBundle } from './hero-bundle';
import { HeroCardGrid } from './hero-card-grid';
import { HeroCentred } from './hero-centred';
import { HeroMsm } from './hero-msm';
import { HeroPage } from './hero-page';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

function heroOf(slug: string): Page['hero'] {
  const page = demoPages(TEST_PAGE_REFS).find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no demo page ${slug}`);
  return page.hero;
}

/** Renders a hero on the server, inside the journey its postcode box reads. */
const serverHtml = (element: React.ReactElement) =>
  renderToStaticMarkup(<JourneyProvider>{element}</JourneyProvider>);

/** Renders a server hero whose client leaf loads lazily, once that leaf has loaded. */
async function mounted(element: React.ReactElement) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ promotions: [] })),
  );
  const view = await mount(<JourneyProvider>{element}</JourneyProvider>);
  for (let tick = 0; tick < 20 && !view.container.querySelector('input'); tick += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  const html = view.container.innerHTML;
  view.unmount();
  return html;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the centred hero (/refer-a-friend)', () => {
  it('centres the headline as the h1 with a picture on either side', async () => {
    const hero = {
      ...heroOf('refer-a-friend'),
      leftImage: testMedia(1, 'A family streaming'),
      rightImage: testMedia(2, 'Fibre being laid'),
    };
    const html = serverHtml(<HeroCentred hero={hero} isRootPath={false} />);
    document.body.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe('Refer a friend');
    expect(document.querySelector('img[data-side="left"]')?.getAttribute('alt')).toBe('A family streaming');
    expect(document.querySelector('img[data-side="right"]')?.getAttribute('alt')).toBe('Fibre being laid');
    expect(document.querySelector('input')).toBeNull();
    expect(await seriousA11yViolations(html, { withHeading: false })).toEqual([]);
  });

  it('has no side columns without pictures, and the postcode box unless turned off', () => {
    document.body.innerHTML = serverHtml(
      <HeroCentred
        hero={{
          ...heroOf('refer-a-friend'),
          leftImage: null,
          rightImage: null,
          displayPostCodeChecker: null,
        }}
        isRootPath={false}
      />,
    );
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelector('section > div')?.className).not.toContain('grid-cols');
    expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('Enter your postcode');
  });
});

describe('the MSM hero (/landlords)', () => {
  it('speaks to landlords (checklist, call-to-action) and lets residents check their flat', async () => {
    const hero = { ...heroOf('landlords'), image: testMedia(1, 'A block of flats') };
    const html = serverHtml(<HeroMsm hero={hero} isRootPath={false} />);
    document.body.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe('Full fibre for every flat in your building');
    expect(document.querySelectorAll('ul[aria-label="For landlords and residents"] li')).toHaveLength(3);
    const cta = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Talk to our building team',
    );
    expect(cta?.getAttribute('href')).toBe('/contact-us');
    expect(document.querySelector('label')?.textContent).toBe(
      'Live in a block of flats? Enter your postcode to find your flat',
    );
    expect(await seriousA11yViolations(html, { withHeading: false })).toEqual([]);
  });
});

describe('the card-grid hero (/deals)', () => {
  it('links each card to #{LinkURL} on the page', async () => {
    const html = renderToStaticMarkup(<HeroCardGrid hero={heroOf('deals')} isRootPath={false} />);
    document.body.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe('Broadband deals');
    expect([...document.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '#bundle-select',
      '#add-ons',
    ]);
    expect(await seriousA11yViolations(html, { withHeading: false })).toEqual([]);
  });
});

describe('the page hero (/add-ons)', () => {
  it('shows the postcode checker by default, also when the flag is null, and not when turned off', async () => {
    for (const displayPostCodeChecker of [true, null]) {
      const html = await mounted(
        <HeroPage hero={{ ...heroOf('add-ons'), displayPostCodeChecker }} isRootPath={false} />,
      );
      document.body.innerHTML = html;
      expect(document.querySelector('h1')?.textContent).toBe('Make more of your full fibre');
      expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('Enter your postcode');
    }
    const off = await mounted(
      <HeroPage hero={{ ...heroOf('add-ons'), displayPostCodeChecker: false }} isRootPath={false} />,
    );
    document.body.innerHTML = off;
    expect(document.querySelector('input')).toBeNull();
    expect(await seriousA11yViolations(off, { withHeading: false })).toEqual([]);
  });
});

describe('the bundle hero (/bundles)', () => {
  it('shows the phone in 3-4-4 digit groups as a link to call, and the postcode checker', async () => {
    const html = await mounted(<HeroBundle hero={heroOf('bundles')} isRootPath={false} />);
    document.body.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe('Everything you need in one bundle');
    const phone = document.querySelector('a[href^="tel:"]');
    expect(phone?.textContent).toBe('080 8157 0192');
    expect(phone?.getAttribute('href')).toBe('tel:+448081570192');
    expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('Enter your postcode');
    expect(await seriousA11yViolations(html, { withHeading: false })).toEqual([]);
  });

  it('falls back to the site’s phone when the hero has none', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <HeroBundle
        hero={{ ...heroOf('bundles'), phone: null, displayPostCodeChecker: false }}
        isRootPath={false}
      />,
    );
    expect(document.querySelector('a[href^="tel:"]')?.textContent).toBe('080 8157 0192');
  });
});
