// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSiteNavigation } from '@/cms/seed/demo-navigation';
import { PageFrame } from './page-frame';

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
});
