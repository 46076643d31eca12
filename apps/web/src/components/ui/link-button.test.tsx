// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { buttonClass, LinkButton, TEXT_LINK_CLASS, TextLink } from './link-button';

describe('LinkButton', () => {
  it('is a link with the button look of its variant, primary by default', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <LinkButton href="/extras">Continue</LinkButton>
        <LinkButton href="/" variant="outline" className="mt-6">
          Home
        </LinkButton>
      </>,
    );
    const links = [...document.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.className])).toEqual([
      ['/extras', 'btn btn-primary'],
      ['/', 'btn btn-outline mt-6'],
    ]);
  });

  it('gives a <button> the same look', () => {
    expect(buttonClass('secondary')).toBe('btn btn-secondary');
  });

  it('styles a plain text link', () => {
    document.body.innerHTML = renderToStaticMarkup(<TextLink href="/address-finder">Find</TextLink>);
    expect(document.querySelector('a')?.className).toBe(TEXT_LINK_CLASS);
  });

  it('has no serious axe violation', async () => {
    const markup = renderToStaticMarkup(
      <p>
        <LinkButton href="/extras">Continue</LinkButton> <TextLink href="/">Home</TextLink>
      </p>,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});
