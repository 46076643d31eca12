// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('is the one h1, with its lead line when given', () => {
    document.body.innerHTML = renderToStaticMarkup(<PageHeading title="Checkout" lead="Your details" />);
    expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Checkout']);
    expect(document.querySelector('h1 + p')?.textContent).toBe('Your details');
  });

  it('has no lead paragraph without one', () => {
    expect(renderToStaticMarkup(<PageHeading title="Checkout" />)).not.toContain('<p');
  });

  it('has no serious axe violation', async () => {
    const markup = renderToStaticMarkup(<PageHeading title="Checkout" lead="Lead" />);
    expect(await seriousA11yViolations(markup, { withHeading: false })).toEqual([]);
  });
});
