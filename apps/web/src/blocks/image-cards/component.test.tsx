// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { ImageCardsBlock } from './component';

const demo = demoBlock('coverage', 'image-cards');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the image cards from /coverage’s demo content', () => {
  it('shows each card’s picture at the card size with width and height, its title, words and link', async () => {
    const block = {
      ...demo,
      cards: demo.cards.map((card, index) => ({ ...card, image: testMedia(20 + index, card.title) })),
    };
    expect(await seriousA11yViolations(renderToStaticMarkup(<ImageCardsBlock block={block} />))).toEqual([]);
    expect(document.querySelector('h2')?.textContent).toBe('How full fibre reaches your street');
    expect([...document.querySelectorAll('li h3')].map((h3) => h3.textContent)).toEqual([
      'We survey',
      'We build',
      'We connect',
    ]);
    const images = [...document.querySelectorAll('li img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['We survey', 'We build', 'We connect']);
    expect(images[0]?.getAttribute('src')).toBe('/cms-api/media/file/demo-20-768x480.png');
    expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual(['768', '480']);
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect([...document.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/address-finder',
    ]);
  });

  it('leaves a card’s picture out when it was not populated', () => {
    document.body.innerHTML = renderToStaticMarkup(<ImageCardsBlock block={demo} />);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('li')).toHaveLength(3);
  });
});
