// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_FAQ_ITEMS } from '@/cms/seed/faq-items';
import { CTA_EVENTS } from '@/fields/call-to-action';
import { seriousA11yViolations } from '@/test-support/axe';
import { CmsCta, ctaTarget } from './cms-cta';

const base = { display: true, label: 'Go', link: '/help' };

function drawn(element: React.ReactElement): HTMLAnchorElement | null {
  document.body.innerHTML = renderToStaticMarkup(element);
  return document.querySelector('a');
}

describe('ctaTarget: what a call to action’s event does (§3, decision 0480)', () => {
  it('go-to-packages goes to the plans for the page’s address type, whatever the link', () => {
    expect(ctaTarget({ ...base, event: 'go-to-packages' })).toEqual({
      href: '/service-available?addressType=RES',
      newTab: false,
    });
    expect(ctaTarget({ ...base, link: null, event: 'go-to-packages' }, 'BUS')).toEqual({
      href: '/service-available?addressType=BUS',
      newTab: false,
    });
  });

  it('postcode-checker goes to the address finder', () => {
    expect(ctaTarget({ ...base, link: '', event: 'postcode-checker' })).toEqual({
      href: '/address-finder',
      newTab: false,
    });
  });

  it('external-link opens its link in a new tab, and is not drawn without one', () => {
    expect(ctaTarget({ ...base, link: 'https://www.ofcom.org.uk', event: 'external-link' })).toEqual({
      href: 'https://www.ofcom.org.uk',
      newTab: true,
    });
    expect(ctaTarget({ ...base, link: ' ', event: 'external-link' })).toBeNull();
  });

  it('no event goes to the link in the same tab', () => {
    expect(ctaTarget({ ...base, event: null })).toEqual({ href: '/help', newTab: false });
    expect(ctaTarget({ ...base, link: null })).toBeNull();
  });

  it('draws nothing when turned off or without words', () => {
    expect(ctaTarget({ ...base, display: false })).toBeNull();
    expect(ctaTarget({ ...base, label: '  ' })).toBeNull();
    expect(ctaTarget(null)).toBeNull();
  });
});

describe('CmsCta', () => {
  it('draws the shared button of its buttonType, the caller’s look when none is set', () => {
    expect(drawn(<CmsCta cta={{ ...base, buttonType: 'simpleBlue' }} />)?.className).toBe(
      'btn btn-simpleBlue',
    );
    expect(drawn(<CmsCta cta={base} fallback="outline" size="sm" />)?.className).toBe(
      'btn btn-outline btn-sm',
    );
  });

  it.each(CTA_EVENTS)('acts on the %s event', async (event) => {
    const link = drawn(
      <CmsCta
        cta={{ ...base, link: event === 'external-link' ? 'https://www.ofcom.org.uk' : '/help', event }}
        addressType="HWRK"
      />,
    );
    const expected = {
      'go-to-packages': ['/service-available?addressType=HWRK', null],
      'postcode-checker': ['/address-finder', null],
      'external-link': ['https://www.ofcom.org.uk', '_blank'],
    }[event];
    expect([link?.getAttribute('href'), link?.getAttribute('target')]).toEqual(expected);
    expect(await seriousA11yViolations(document.body.innerHTML)).toEqual([]);
  });

  it('is absent when it must not be drawn', () => {
    expect(drawn(<CmsCta cta={{ ...base, display: false }} />)).toBeNull();
  });

  it('the demo FAQ items show one call to action of each event', () => {
    const events = DEMO_FAQ_ITEMS.filter((item) => item.ctaDisplay).map((item) => item.ctaEvent);
    expect([...events].sort()).toEqual([...CTA_EVENTS].sort());
  });
});
