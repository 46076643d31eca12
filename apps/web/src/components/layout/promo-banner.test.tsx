// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '@/test-support/axe';
import { PromoBannerView, promoBannerShown } from './promo-banner';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const banner = {
  displayOnPage: true,
  text: 'Fibre 900 for £32 a month: £3 off every month on our 24-month plan',
  cta: { display: true, label: 'Check availability', link: '/address-finder' },
  theme: null,
  endsAt: '2026-12-24T12:00:00.000Z',
};

describe('the promo banner', () => {
  it('runs until its end date only, and only when shown on pages', () => {
    expect(promoBannerShown(banner, NOW)).toBe(true);
    expect(promoBannerShown(banner, Date.parse(banner.endsAt) - 1)).toBe(true);
    expect(promoBannerShown(banner, Date.parse(banner.endsAt))).toBe(false);
    expect(promoBannerShown({ ...banner, displayOnPage: false }, NOW)).toBe(false);
  });

  it('is dark by default, with its call to action, and axe-clean in both themes', async () => {
    for (const theme of [null, 'light'] as const) {
      document.body.innerHTML = renderToStaticMarkup(
        <PromoBannerView banner={{ ...banner, theme }} now={NOW} />,
      );
      const aside = document.querySelector('aside');
      expect(aside?.getAttribute('data-theme')).toBe(theme === 'light' ? 'light' : 'dark');
      expect(aside?.textContent).toContain(
        'Fibre 900 for £32 a month: £3 off every month on our 24-month plan',
      );
      expect(document.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
      expect(await seriousA11yViolations(document.body.innerHTML)).toEqual([]);
    }
  });

  it('renders nothing once ended', () => {
    expect(renderToStaticMarkup(<PromoBannerView banner={banner} now={Date.parse(banner.endsAt)} />)).toBe(
      '',
    );
  });
});
