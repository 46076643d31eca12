import { describe, expect, it } from 'vitest';
import {
  isAllowedMove,
  isGuardedPath,
  isUnloadMark,
  LEAVE_GUARD_TEXT,
  linkOutcome,
  pathOnly,
  resumesAfterUnload,
  UNLOAD_RESUME_WINDOW_MS,
} from './leave-guard';

describe('leave guard', () => {
  it('has the modal words of ordering-journey.md §2', () => {
    expect(LEAVE_GUARD_TEXT).toEqual({
      title: 'Are you sure you want to leave?',
      body: 'If you continue, your basket will be emptied.',
      cancel: 'Cancel',
      continue: 'Continue',
    });
  });

  it('strips the query, the fragment and a trailing slash', () => {
    expect(pathOnly('/checkout/payment?x=1#top')).toBe('/checkout/payment');
    expect(pathOnly('/extras/')).toBe('/extras');
    expect(pathOnly('/')).toBe('/');
    expect(pathOnly('/a#b?c')).toBe('/a');
  });

  it('guards /extras, /checkout and every checkout step, nothing else', () => {
    for (const path of [
      '/extras',
      '/extras?x=1',
      '/checkout',
      '/checkout/',
      '/checkout/installation',
      '/checkout/payment',
      '/checkout/review-order',
    ]) {
      expect(isGuardedPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/success',
      '/service-available',
      '/checkouts',
      '/extrasx',
      '/checkout/order/error/ABC',
      '/address-finder',
    ]) {
      expect(isGuardedPath(path), path).toBe(false);
    }
  });

  it('allows moves between /extras and the checkout steps, and to /success', () => {
    expect(isAllowedMove('/extras', '/checkout')).toBe(true);
    expect(isAllowedMove('/checkout', '/extras')).toBe(true);
    expect(isAllowedMove('/checkout/payment', '/checkout/installation')).toBe(true);
    expect(isAllowedMove('/checkout/review-order', '/success')).toBe(true);
    expect(isAllowedMove('/checkout', '/checkout')).toBe(true);
  });

  it('asks before leaving a guarded path for any other page', () => {
    expect(isAllowedMove('/checkout', '/')).toBe(false);
    expect(isAllowedMove('/extras', '/service-available')).toBe(false);
    expect(isAllowedMove('/checkout/payment', '/faq')).toBe(false);
    expect(isAllowedMove('/checkout', '/checkout/order/error/X')).toBe(false);
  });

  it('lets anything go from an unguarded path', () => {
    expect(isAllowedMove('/service-available', '/')).toBe(true);
    expect(isAllowedMove('/', '/checkout')).toBe(true);
  });

  describe('links', () => {
    const here = 'https://site.test/checkout/payment?a=1';
    it('stays for other schemes, new tabs, downloads and fragments of this page', () => {
      expect(linkOutcome(here, { href: 'tel:0800123456' })).toBe('stay');
      expect(linkOutcome(here, { href: 'mailto:a@b.test' })).toBe('stay');
      expect(linkOutcome(here, { href: '/faq', target: '_blank' })).toBe('stay');
      expect(linkOutcome(here, { href: '/terms.pdf', download: true })).toBe('stay');
      expect(linkOutcome(here, { href: '#main-content' })).toBe('stay');
      expect(linkOutcome(here, { href: '/api/contract-summary?code=HB-1' })).toBe('stay');
      expect(linkOutcome(here, { href: 'https://elsewhere.test/api/x' })).toBe('leave');
      expect(linkOutcome('https://site.test/checkout', { href: '/checkout#a' })).toBe('stay');
    });
    it('allows the checkout steps, /extras and /success', () => {
      expect(linkOutcome(here, { href: '/checkout/installation' })).toBe('allowed');
      expect(linkOutcome(here, { href: '../extras' })).toBe('allowed');
      expect(linkOutcome(here, { href: 'https://site.test/success', target: '_self' })).toBe('allowed');
    });
    it('leaves for other pages of the site and for other sites', () => {
      expect(linkOutcome(here, { href: '/' })).toBe('leave');
      expect(linkOutcome(here, { href: '/service-available?addressType=RES' })).toBe('leave');
      expect(linkOutcome(here, { href: 'https://elsewhere.test/checkout' })).toBe('leave');
      expect(linkOutcome(here, { href: 'http://site.test/checkout' })).toBe('leave');
      expect(linkOutcome(here, { href: '/faq', target: '_top' })).toBe('leave');
    });
    it('stays when the URL cannot be read', () => {
      expect(linkOutcome('not a url', { href: '/' })).toBe('stay');
    });
  });

  describe('unload', () => {
    const at = 1_000_000;
    it('resumes on a reload or a full load of an allowed page soon after', () => {
      expect(resumesAfterUnload({ from: '/checkout', at }, '/checkout', at + 500)).toBe(true);
      expect(resumesAfterUnload({ from: '/extras', at }, '/checkout', at + UNLOAD_RESUME_WINDOW_MS)).toBe(
        true,
      );
      expect(resumesAfterUnload({ from: '/checkout/review-order', at }, '/success', at + 10)).toBe(true);
    });
    it('stays cleared after leaving for another page, too late, or with a clock gone back', () => {
      expect(resumesAfterUnload({ from: '/checkout', at }, '/', at + 500)).toBe(false);
      expect(
        resumesAfterUnload({ from: '/checkout', at }, '/checkout', at + UNLOAD_RESUME_WINDOW_MS + 1),
      ).toBe(false);
      expect(resumesAfterUnload({ from: '/checkout', at }, '/checkout', at - 1)).toBe(false);
      expect(resumesAfterUnload({ from: '/faq', at }, '/checkout', at + 1)).toBe(false);
    });
    it('reads only a well-formed mark', () => {
      expect(isUnloadMark({ from: '/checkout', at })).toBe(true);
      expect(isUnloadMark({ from: '/checkout', at: 1.5 })).toBe(false);
      expect(isUnloadMark({ from: 3, at })).toBe(false);
      expect(isUnloadMark(null)).toBe(false);
      expect(isUnloadMark('x')).toBe(false);
    });
  });
});
