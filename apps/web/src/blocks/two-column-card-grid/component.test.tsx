// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { mount } from '@/test-support/render';
import { TwoColumnCardGridBlock } from './component';

const demo = demoBlock('help', 'two-column-card-grid');
const titles = demo.cards.map((card) => card.title);

/** A window of this width: matchMedia answers the component's max-width query as a browser would. */
function windowWidth(px: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const maxRem = Number(/max-width:\s*([\d.]+)rem/.exec(query)?.[1]);
      return {
        matches: px <= maxRem * 16,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

async function mountGrid(block = demo) {
  const view = await mount(<TwoColumnCardGridBlock block={block} />);
  await act(async () => {
    await import('./component.client');
  });
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the two-column card grid from /help’s demo content', () => {
  it('is a plain list of the cards, two a row, from 768 px (no carousel)', async () => {
    windowWidth(768);
    const view = await mountGrid();
    expect(view.container.querySelector('h2')?.textContent).toBe('Popular guides');
    expect(view.container.querySelector('[aria-roledescription]')).toBeNull();
    const items = [...(view.container.querySelector('ul')?.children ?? [])];
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(titles);
    expect(view.container.querySelector('ul')?.className).toContain('md:grid-cols-2');
    expect(view.container.querySelector('[inert]')).toBeNull();
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);
    view.unmount();
  });

  it('is a carousel below 768 px: one slide shown, Previous and Next wrap round, dots jump', async () => {
    windowWidth(767);
    const view = await mountGrid();
    const carousel = view.container.querySelector('[aria-roledescription="carousel"]');
    expect(carousel?.getAttribute('role')).toBe('region');
    expect(carousel?.getAttribute('aria-label')).toBe('Popular guides');
    const slides = [...view.container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    const shown = () => {
      const visible = slides.filter((slide) => !slide.hasAttribute('inert'));
      expect(visible).toHaveLength(1);
      expect(visible[0]?.getAttribute('aria-hidden')).toBeNull();
      return visible[0]?.querySelector('h3')?.textContent;
    };
    const button = (name: string) =>
      [...view.container.querySelectorAll('button')].find(
        (node) => node.textContent === name,
      ) as HTMLButtonElement;
    expect(shown()).toBe(titles[0]);
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);

    await act(async () => button('Previous card').click());
    expect(shown()).toBe(titles[3]);
    expect(view.container.querySelector('[aria-live="polite"]')?.getAttribute('style')).toContain(
      'translateX(-300%)',
    );
    await act(async () => button('Next card').click());
    expect(shown()).toBe(titles[0]);
    await act(async () => button('Next card').click());
    expect(shown()).toBe(titles[1]);
    await act(async () =>
      (view.container.querySelector('button[aria-label="Show card 3"]') as HTMLButtonElement).click(),
    );
    expect(shown()).toBe(titles[2]);
    expect(
      view.container.querySelector('button[aria-label="Show card 3"]')?.getAttribute('aria-current'),
    ).toBe('true');
    // The slides' links sit in an inert slide unless shown: Tab reaches only the shown card's.
    expect(slides[0]?.hasAttribute('inert')).toBe(true);
    expect(await seriousA11yViolations(view.container.innerHTML)).toEqual([]);
    view.unmount();
  });

  it('draws a card’s picture from the CMS sizes with its width and height', async () => {
    windowWidth(1280);
    const [first, ...rest] = demo.cards;
    const view = await mountGrid({
      ...demo,
      cards: [{ ...first!, image: testMedia(5, 'A guide') }, ...rest],
    });
    const img = view.container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/cms-api/media/file/demo-5-768x480.png');
    expect(img?.getAttribute('srcset')).toBe(
      '/cms-api/media/file/demo-5-768x480.png 768w, /cms-api/media/file/demo-5.png 1600w',
    );
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['768', '480']);
    expect(img?.getAttribute('alt')).toBe('A guide');
    view.unmount();
  });
});
