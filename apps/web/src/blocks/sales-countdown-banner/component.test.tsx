// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysFrom } from '@/cms/seed/globals';
import { countdownParts } from '@/components/ui/countdown';
import { demoBlock } from '@/test-support/demo-blocks';
import { mount } from '@/test-support/render';
import { countdownSettings, SalesCountdownBannerView } from './component';

const now = Date.parse('2026-11-24T09:00:00Z');
// As the seed writes the global: the offer ends 14 days after the day it runs.
const global = {
  display: true,
  description: 'Our autumn offer ends in',
  offerEndsAt: daysFrom(new Date(now), 14),
  cta: { display: true, label: 'See the plans', link: '/address-finder' },
};
const block = demoBlock('home', 'sales-countdown-banner');

const units = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-unit]')].map((node) => [
      node.getAttribute('data-unit'),
      node.textContent,
    ]),
  );

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('countdownParts (§4)', () => {
  it('gives days, hours, minutes and seconds zero-padded, and zeros once past', () => {
    const end = now + ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(countdownParts(end, now)).toEqual({
      days: '03',
      hours: '04',
      minutes: '05',
      seconds: '06',
      ended: false,
    });
    expect(countdownParts(end, end + 1)).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
      ended: true,
    });
  });
});

describe('the sales countdown banner from the demo content', () => {
  it('renders the home page’s banner from the global: its words, link and 14 days left', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <SalesCountdownBannerView block={block} global={global} now={now} />,
    );
    expect(document.body.textContent).toContain('Our autumn offer ends in');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/address-finder');
    expect(units()).toEqual({ days: '14', hours: '00', minutes: '00', seconds: '00' });
  });

  it('is not shown at all when the end has already passed, or the global is switched off', () => {
    expect(countdownSettings(block, global, Date.parse(global.offerEndsAt))).toBeNull();
    expect(countdownSettings(block, { ...global, display: false }, now)).toBeNull();
    expect(
      countdownSettings({ ...block, endsAt: global.offerEndsAt }, { ...global, display: false }, now),
    ).not.toBeNull();
    expect(
      renderToStaticMarkup(
        <SalesCountdownBannerView block={block} global={global} now={Date.parse(global.offerEndsAt) + 1} />,
      ),
    ).toBe('');
  });

  it('ticks each second in the browser and hides once the end passes', async () => {
    vi.useFakeTimers({ now: Date.parse(global.offerEndsAt) - 2000 });
    const view = await mount(<SalesCountdownBannerView block={block} global={global} now={Date.now()} />);
    expect(units().seconds).toBe('02');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(units().seconds).toBe('01');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.container.querySelector('section')).toBeNull();
    view.unmount();
  });
});
