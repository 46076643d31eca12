import { describe, expect, it } from 'vitest';
import { usesReducedFooter } from './footer-paths';
import { siteNavigation } from './navigation-data';

const paths = siteNavigation.footer.reducedOnPaths;

describe('usesReducedFooter', () => {
  it.each(['/service-available', '/extras', '/checkout', '/checkout/installation', '/checkout/payment'])(
    'reduces the footer on %s',
    (path) => expect(usesReducedFooter(path, paths)).toBe(true),
  );

  it.each(['/', '/success', '/address-finder', '/extras-info', '/checkouts', '/service-unavailable'])(
    'keeps the full footer on %s',
    (path) => expect(usesReducedFooter(path, paths)).toBe(false),
  );

  it("says only '© All rights reserved' there", () => {
    expect(siteNavigation.footer.reducedCopyright).toBe('© All rights reserved');
  });
});
