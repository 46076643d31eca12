// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUTTON_TYPES } from '@/fields/call-to-action';
import { seriousA11yViolations } from '@/test-support/axe';
import { BUTTON_ICONS } from './button-icon';
import { BUTTON_COLOURS, buttonLookClass } from './button-look';
import { Button, buttonClass, LinkButton, TEXT_LINK_CLASS, TextLink } from './link-button';

// jsdom gives import.meta.url a non-file scheme; the directory is still the file's.
const css = readFileSync(path.resolve(import.meta.dirname, '../../../app/(frontend)/globals.css'), 'utf8');

/** The declarations of one `.btn-*` rule in globals.css, or null when there is none. */
function rule(selector: string): string | null {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1]?.trim() ?? null;
}

const html = (element: React.ReactElement) => {
  document.body.innerHTML = renderToStaticMarkup(element);
  return document.body;
};

describe('LinkButton', () => {
  it('is a link with the button look of its variant, primary by default', () => {
    html(
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

  it('opens an outside site in a new tab, says so, and never hands it the opener', () => {
    const link = html(
      <LinkButton href="https://www.ofcom.org.uk" newTab icon="external">
        Ofcom
      </LinkButton>,
    ).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('Ofcom (opens in a new tab)');
    expect(link?.querySelector('svg[data-icon="external"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('styles a plain text link', () => {
    html(<TextLink href="/address-finder">Find</TextLink>);
    expect(document.querySelector('a')?.className).toBe(TEXT_LINK_CLASS);
  });

  it('has no serious axe violation', async () => {
    const markup = renderToStaticMarkup(
      <p>
        <LinkButton href="/extras">Continue</LinkButton> <TextLink href="/">Home</TextLink>{' '}
        <LinkButton href="/x" variant="icon">
          Next
        </LinkButton>
      </p>,
    );
    expect(await seriousA11yViolations(markup)).toEqual([]);
  });
});

describe('the shared button’s 16 variants (content-and-api.md §1)', () => {
  it('lists the spec’s variants in its order', () => {
    expect(BUTTON_TYPES).toEqual([
      'primary',
      'secondary',
      'alternate',
      'icon',
      'hyperlink',
      'outline',
      'summary',
      'secondaryRounded',
      'tertiary',
      'hyperlinkSecondary',
      'dark',
      'outlineShadow',
      'simpleOrange',
      'simpleBlue',
      'outlineGray',
      'degraded',
    ]);
  });

  it.each(BUTTON_TYPES)('%s has its class and its own rule in globals.css', (variant) => {
    const markup = html(<Button variant={variant}>Go</Button>);
    expect(markup.querySelector('button')?.className).toBe(`btn btn-${variant}`);
    expect(rule(`.btn-${variant}`)).toMatch(/@apply /);
  });

  it('gives every variant a look of its own', () => {
    const looks = BUTTON_TYPES.map((variant) => rule(`.btn-${variant}`));
    expect(new Set(looks).size).toBe(BUTTON_TYPES.length);
  });

  it('the icon variant shows its icon and keeps the words for screen readers', () => {
    const button = html(
      <Button variant="icon" icon="search">
        Search
      </Button>,
    ).querySelector('button');
    expect(button?.querySelector('.sr-only')?.textContent).toBe('Search');
    expect(button?.querySelector('svg')?.getAttribute('data-icon')).toBe('search');
  });

  it('a disabled button is grey with white text and no hover, whatever its variant', () => {
    const disabled = rule(
      '.btn:disabled,\n  .btn:disabled:hover,\n  .btn[aria-disabled="true"],\n  .btn[aria-disabled="true"]:hover',
    );
    expect(disabled).toContain('bg-slate-400');
    expect(disabled).toContain('text-white');
    // It comes after every variant, so no variant's hover colour wins over it.
    const last = Math.max(...BUTTON_TYPES.map((variant) => css.indexOf(`.btn-${variant} {`)));
    expect(css.indexOf('.btn:disabled,')).toBeGreaterThan(last);
    const button = html(
      <Button variant="simpleOrange" disabled>
        Wait
      </Button>,
    ).querySelector('button');
    expect(button?.disabled).toBe(true);
    expect(button?.getAttribute('type')).toBe('button');
  });
});

describe('the shared button’s properties', () => {
  it('size: sm is the special small one, lg the large one, md adds nothing', () => {
    expect(buttonLookClass({ size: 'sm' })).toBe('btn btn-primary btn-sm');
    expect(buttonLookClass({ size: 'lg' })).toBe('btn btn-primary btn-lg');
    expect(buttonLookClass({ size: 'md' })).toBe('btn btn-primary');
    expect(rule('.btn-sm')).toContain('text-sm');
    expect(rule('.btn-lg')).toContain('text-lg');
  });

  it('inline sits in a line of text', () => {
    expect(buttonLookClass({ inline: true })).toBe('btn btn-primary btn-inline');
    expect(rule('.btn-inline')).toContain('min-h-0');
  });

  it('icon: each named icon is drawn after the words, hidden from screen readers', () => {
    for (const icon of BUTTON_ICONS) {
      const button = html(<Button icon={icon}>Go</Button>).querySelector('button');
      expect(button?.textContent).toBe('Go');
      const svg = button?.querySelector('svg');
      expect(svg?.getAttribute('data-icon')).toBe(icon);
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.previousElementSibling?.textContent).toBe('Go');
    }
  });

  it('colours: a readable pair replaces the variant’s own; an unreadable pair is refused', () => {
    expect(buttonLookClass({ variant: 'dark', bgColor: 'orange', fgColor: 'white' })).toBe(
      'btn btn-dark bg-orange-700 text-white',
    );
    expect(buttonLookClass({ bgColor: 'white', fgColor: 'paleBlue' })).toBe('btn btn-primary');
    expect(buttonLookClass({ bgColor: 'brand', fgColor: 'accent' })).toBe('btn btn-primary');
    // One colour alone is the editor's or the caller's to pair with the variant's other.
    expect(buttonLookClass({ fgColor: 'brand' })).toBe('btn btn-primary text-brand-900');
    for (const colour of Object.values(BUTTON_COLOURS)) {
      expect(colour.bg).toMatch(/^bg-/);
      expect(colour.fg).toMatch(/^text-/);
    }
  });

  it('border and full width', () => {
    expect(buttonLookClass({ border: true })).toBe('btn btn-primary border-2 border-current');
    expect(buttonLookClass({ fullWidth: true, className: 'mt-4' })).toBe('btn btn-primary w-full mt-4');
    const link = html(
      <LinkButton href="/help" variant="outlineGray" size="sm" fullWidth border>
        Help
      </LinkButton>,
    ).querySelector('a');
    expect(link?.className).toBe('btn btn-outlineGray btn-sm border-2 border-current w-full');
  });
});
