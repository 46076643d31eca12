// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSiteNavigation } from '@/cms/seed/demo-navigation';
import { DEMO_FOOTER, DEMO_HEADER, DEMO_METADATA } from '@/cms/seed/globals';
import { toSiteNavigation } from '@/cms/site-navigation';
import { JourneyProvider } from '@/state/journey-engine';
import { PageFrame } from './page-frame';
import { SiteHeader } from './site-header';

afterEach(() => {
  document.body.innerHTML = '';
});

function footer(kind: 'full' | 'reduced') {
  document.body.innerHTML = renderToStaticMarkup(
    <PageFrame footer={kind} navigation={demoSiteNavigation()}>
      Page
    </PageFrame>,
  );
  return document.querySelector('footer') as HTMLElement;
}

describe('PageFrame', () => {
  it('puts the page in the main landmark the skip link targets, the footer after it', () => {
    footer('full');
    const main = document.querySelector('main#main-content') as HTMLElement;
    expect(main.textContent).toBe('Page');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.nextElementSibling?.tagName).toBe('FOOTER');
  });

  it("says only '© All rights reserved' in the reduced footer, with no links", () => {
    const reduced = footer('reduced');
    expect(reduced.textContent).toBe('© All rights reserved');
    expect(reduced.querySelectorAll('a')).toHaveLength(0);
  });

  it('has the social links, the link columns and the copyright in the full footer', () => {
    const full = footer('full');
    expect([...full.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Broadband',
      'Help',
      'About',
    ]);
    expect(full.querySelector('a[aria-label="Hey!Broadband on Facebook"]')).not.toBeNull();
    expect(full.textContent).toMatch(/© \d{4} Hey!Broadband Ltd\. All rights reserved\./);
    expect(full.textContent).toContain('Cookie settings');
  });

  it('links Find my order from the full footer and the header (issue 23)', () => {
    const full = footer('full');
    expect(full.querySelector('[data-testid="footer-find-my-order"]')?.getAttribute('href')).toBe(
      '/find-my-order',
    );
    document.body.innerHTML = renderToStaticMarkup(
      <JourneyProvider>
        <SiteHeader navigation={demoSiteNavigation()} />
      </JourneyProvider>,
    );
    const links = [...document.querySelectorAll('header a')].filter(
      (link) => link.textContent === 'Find my order',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/find-my-order']);
  });

  it('draws the compare link and the footer card the CMS holds (§3 Footer content)', () => {
    const full = footer('full');
    const compare = full.querySelector('[data-testid="footer-compare-link"]');
    expect(compare?.textContent).toBe('Compare our plans');
    expect(compare?.getAttribute('href')).toBe('/service-available#product-selector');
    const card = full.querySelector('[data-testid="footer-card"]') as HTMLElement;
    expect(card.querySelector('h2')?.textContent).toBe('Switching is simple');
    expect(card.textContent).toContain('One Touch Switch');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
    expect(card.querySelector('a')?.textContent).toBe('Check availability');
  });

  it('leaves the card out when staff switch it off, and the compare link out when it is empty', () => {
    const navigation = demoSiteNavigation();
    const off = toSiteNavigation(
      DEMO_HEADER,
      { ...DEMO_FOOTER, displayCard: false, compareLink: {} },
      DEMO_METADATA,
    );
    expect(navigation.footer.card).not.toBeNull();
    expect(off.footer.card).toBeNull();
    expect(off.footer.compareLink).toBeNull();
    document.body.innerHTML = renderToStaticMarkup(
      <PageFrame footer="full" navigation={off}>
        Page
      </PageFrame>,
    );
    expect(document.querySelector('[data-testid="footer-card"]')).toBeNull();
    expect(document.querySelector('[data-testid="footer-compare-link"]')).toBeNull();
  });
});
