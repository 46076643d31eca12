// @vitest-environment jsdom
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { filterPlans } from '@fibre/domain/package-filter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { viewItemListParams } from '@/components/plans/plan-analytics';
import { planCards } from '@/components/plans/plan-cards';
import { forgetConsent, recordConsent } from './consent';
import { removeExtraParams, track, viewedItems } from './events';
import { type AnalyticsWindow, installGtag, resetAnalyticsStart, startAnalytics } from './gtag';

/**
 * What the page actually queues for the analytics tag: gtag() pushes its arguments onto
 * window.dataLayer (as the vendor's snippet does), and track() reaches it only after consent.
 */
const page = window as Window & AnalyticsWindow;

function pushedEvents(): unknown[][] {
  return (page.dataLayer ?? [])
    .filter((entry): entry is IArguments => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry))
    .filter((args) => args[0] === 'event');
}

beforeEach(() => {
  delete page.dataLayer;
  delete page.gtag;
  resetAnalyticsStart();
  forgetConsent();
});
afterEach(() => forgetConsent());

const SCRIPTS = {
  gtag: (id: string) => `https://tag.example/gtag/js?id=${id}`,
  tagManager: (id: string) => `https://tag.example/gtm.js?id=${id}`,
};

describe('startAnalytics', () => {
  it("queues 'js' and 'config' and returns the scripts to load, once per page", () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(
      startAnalytics(page, { measurementId: 'G-ABC1234', tagManagerId: 'GTM-ABCD12' }, SCRIPTS, now),
    ).toEqual(['https://tag.example/gtag/js?id=G-ABC1234', 'https://tag.example/gtm.js?id=GTM-ABCD12']);
    const queued = (page.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as IArguments)
        : entry,
    );
    expect(queued).toEqual([
      ['js', now],
      ['config', 'G-ABC1234'],
      { 'gtm.start': now.getTime(), event: 'gtm.js' },
    ]);
    expect(startAnalytics(page, { measurementId: 'G-ABC1234', tagManagerId: null }, SCRIPTS, now)).toEqual(
      [],
    );
  });

  it('loads nothing when no id is configured', () => {
    expect(startAnalytics(page, { measurementId: null, tagManagerId: null }, SCRIPTS)).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });
});

describe('the dataLayer pushes of the §7 events', () => {
  it('pushes nothing before the visitor accepts analytics', () => {
    installGtag(page);
    track('remove_extra', removeExtraParams(9004));
    expect(pushedEvents()).toEqual([]);
    recordConsent({ analytics: false, tracking: true, chat: true, reviews: true });
    track('remove_extra', removeExtraParams(9004));
    expect(pushedEvents()).toEqual([]);
  });

  it('remove_extra carries the extraId', () => {
    installGtag(page);
    recordConsent({ analytics: true });
    track('remove_extra', removeExtraParams(9004));
    expect(pushedEvents()).toEqual([['event', 'remove_extra', { extraId: 9004 }]]);
  });

  it('view_item_list carries viewed_items: the plan ids in the order shown', () => {
    installGtag(page);
    recordConsent({ analytics: true });
    const cards = planCards({
      plans: filterPlans(DEMO_PRODUCTS, { addressType: 'RES', packageType: 'BBO', months: 24 }),
      products: DEMO_PRODUCTS,
      packageType: 'BBO',
      activePromotions: DEMO_PROMOTIONS,
      coverage: 'PASSSERV',
      addressType: 'RES',
    });
    track('view_item_list', viewItemListParams(cards));
    const [[, name, params]] = pushedEvents() as [[string, string, Record<string, unknown>]];
    expect(name).toBe('view_item_list');
    expect(params.viewed_items).toEqual(['1003', '1002', '1001']);
    expect(params.item_list_name).toBe('Home Broadband');
  });

  it('speed-test start and reset reach the dataLayer with the option', () => {
    installGtag(page);
    recordConsent({ analytics: true });
    track('speed_test_start', { option: 'A 50 GB game' });
    track('speed_test_reset', { option: 'A 50 GB game' });
    expect(pushedEvents()).toEqual([
      ['event', 'speed_test_start', { option: 'A 50 GB game' }],
      ['event', 'speed_test_reset', { option: 'A 50 GB game' }],
    ]);
  });

  it('keeps a gtag already on the page', () => {
    const calls: unknown[][] = [];
    page.gtag = (...args: unknown[]) => calls.push(args);
    installGtag(page);
    recordConsent({ analytics: true });
    track('remove_extras', { extraId: 9001 });
    expect(calls).toEqual([['event', 'remove_extras', { extraId: 9001 }]]);
    expect(pushedEvents()).toEqual([]);
  });

  it('viewedItems lists item ids in order', () => {
    expect(viewedItems([{ item_id: '9001' }, { item_id: 'unknown' }])).toEqual(['9001', 'unknown']);
  });
});
