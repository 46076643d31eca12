import { describe, expect, it } from 'vitest';
import { addonProceedPath, bundleChoicePath } from './choice-routing';

describe('bundle and add-on choice routing (§2)', () => {
  it('sends a bundle to /checkout with a chosen address, else to the address finder', () => {
    expect(bundleChoicePath(true)).toBe('/checkout');
    expect(bundleChoicePath(false)).toBe('/address-finder');
  });

  it('sends an add-on Proceed to the property confirmation with a chosen address, else to the finder', () => {
    expect(addonProceedPath(true)).toBe('/service-property-confirmation');
    expect(addonProceedPath(false)).toBe('/address-finder');
  });
});
