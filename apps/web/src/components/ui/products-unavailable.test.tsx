// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { NoProducts, ProductsUnavailable } from './products-unavailable';

describe('ProductsUnavailable', () => {
  it("says the spec's words as an alert", () => {
    document.body.innerHTML = renderToStaticMarkup(<ProductsUnavailable className="mt-8" />);
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toBe('Products could not be loaded...');
    expect(alert.classList.contains('mt-8')).toBe(true);
  });

  it('has no serious axe violation', async () => {
    expect(await seriousA11yViolations(renderToStaticMarkup(<ProductsUnavailable />))).toEqual([]);
  });
});

describe('NoProducts', () => {
  it("says the spec's words for an empty list, as a plain line and not an alert", () => {
    document.body.innerHTML = renderToStaticMarkup(<NoProducts className="mt-4" />);
    const line = document.querySelector('p') as HTMLElement;
    expect(line.textContent).toBe('No products');
    expect(line.hasAttribute('role')).toBe(false);
    expect(line.classList.contains('mt-4')).toBe(true);
  });

  it('has no serious axe violation', async () => {
    expect(await seriousA11yViolations(renderToStaticMarkup(<NoProducts />))).toEqual([]);
  });
});
