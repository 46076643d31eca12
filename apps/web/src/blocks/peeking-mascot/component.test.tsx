// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock, testMedia } from '@/test-support/demo-blocks';
import { PeekingMascotBlock } from './component';

const demo = demoBlock('refer-a-friend', 'peeking-mascot');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the peeking mascot from /refer-a-friend’s demo content', () => {
  it('is a decorative picture of fixed size in kept space, beside its message and link', async () => {
    const markup = renderToStaticMarkup(
      <PeekingMascotBlock block={{ ...demo, image: testMedia(40, 'Sparky, the Hey!Broadband mascot') }} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
    const img = document.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('src')).toBe('/cms-api/media/file/demo-40-400x300.png');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['400', '300']);
    // Drawn at 128×96 inside a box of that size placed in the padding kept above the bubble.
    expect(img?.className).toContain('h-24 w-32');
    expect(img?.parentElement?.className).toContain('absolute');
    expect(img?.closest('.pt-20')).not.toBeNull();
    expect(img?.parentElement?.className).toContain('right-6');
    expect(document.querySelector('p')?.textContent).toBe('Psst! Know someone stuck on slow broadband?');
    const link = document.querySelector('a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual(['Share your link with them', '#share']);
  });

  it('peeks from the left when staff say so', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <PeekingMascotBlock block={{ ...demo, side: 'left', image: testMedia(40, 'Sparky') }} />,
    );
    expect(document.querySelector('img')?.parentElement?.className).toContain('left-6');
  });
});
