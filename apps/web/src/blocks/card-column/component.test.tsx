// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock } from '@/test-support/demo-blocks';
import { CardColumnBlock } from './component';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the card column from /network-status’s demo content', () => {
  it('stacks the updates in one list, each with its label, title, words and optional link', async () => {
    const markup = renderToStaticMarkup(
      <CardColumnBlock block={demoBlock('network-status', 'card-column')} />,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
    expect(document.querySelector('h2')?.textContent).toBe('Recent updates');
    const cards = [...document.querySelectorAll('ul > li')];
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Resolved',
      'Completed',
      'Tip',
    ]);
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Slow evening speeds in Demoton Central',
      'Network upgrade in Demo Valley',
      'Router light flashing red?',
    ]);
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      null,
      null,
      '/help',
    ]);
    expect(document.querySelector('ul')?.className).toContain('flex-col');
  });
});
