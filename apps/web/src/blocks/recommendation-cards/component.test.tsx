// @vitest-environment jsdom
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { demoBlock } from '@/test-support/demo-blocks';
import { RecommendationCardsView } from './component';

const demo = demoBlock('speed-test', 'recommendation-cards');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the recommendation cards from /speed-test’s demo content', () => {
  it('shows the picked plans with reason, speeds, contract and the domain’s standard prices', async () => {
    const markup = renderToStaticMarkup(<RecommendationCardsView block={demo} products={DEMO_PRODUCTS} />);
    expect(await seriousA11yViolations(markup)).toEqual([]);
    expect(document.querySelector('h2')?.textContent).toBe('Which plan suits you?');
    const cards = [...document.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Fibre 150',
      'Fibre 400',
      'Fibre 900',
    ]);
    expect(cards[2]?.textContent).toContain('Best for gaming and 4K');
    expect(cards[2]?.textContent).toContain('900 Mbps download, 900 Mbps upload');
    expect(cards[2]?.textContent).toContain('24-month contract');
    expect(cards.map((card) => card.querySelector('.text-3xl')?.textContent)).toEqual(['£25', '£30', '£35']);
    expect(cards[0]?.textContent).toContain('No admin fee. Rises by £3 a month each April.');
    expect(document.body.textContent).toContain('Standard prices before any offer.');
    expect(document.querySelector('a[href="/address-finder"]')?.textContent).toBe('Check availability');
  });

  it('shows a business plan without VAT', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <RecommendationCardsView
        block={{ ...demo, recommendations: [{ productId: 3003, reason: 'For busy offices' }] }}
        products={DEMO_PRODUCTS}
      />,
    );
    expect(document.querySelector('article')?.textContent).toContain('£40 a month ex VAT');
    expect(document.querySelector('article')?.textContent).toContain('Business plan');
  });

  it('keeps only the heading and the link when the catalogue could not be read', async () => {
    const markup = renderToStaticMarkup(<RecommendationCardsView block={demo} products={null} />);
    expect(await seriousA11yViolations(markup)).toEqual([]);
    expect(document.querySelectorAll('article')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('£');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
  });
});
