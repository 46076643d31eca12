import { describe, expect, it } from 'vitest';
import { pathWithQuery, plansPath, registerInterestPath, SITE_PATHS } from './site-paths';

describe('site paths', () => {
  it('are the pages of the journey', () => {
    expect(SITE_PATHS).toEqual({
      home: '/',
      addressFinder: '/address-finder',
      plans: '/service-available',
      extras: '/extras',
      checkout: '/checkout',
      ots: '/ots',
      propertyConfirmation: '/service-property-confirmation',
      serviceUnavailable: '/service-unavailable',
      existingCustomer: '/error/existing-customer',
    });
  });

  it('builds the plan chooser for an address type, with a section when asked', () => {
    expect(plansPath('BUS')).toBe('/service-available?addressType=BUS');
    expect(plansPath('HWRK', { hash: 'property-type-section' })).toBe(
      '/service-available?addressType=HWRK#property-type-section',
    );
  });

  it('leaves out null parameters and an empty query', () => {
    expect(
      pathWithQuery('/ots', [
        ['addressType', 'RES'],
        ['product', null],
        ['checkoutSkipTo', 'checkout'],
      ]),
    ).toBe('/ots?addressType=RES&checkoutSkipTo=checkout');
    expect(pathWithQuery('/extras', [['product', null]])).toBe('/extras');
  });

  it('encodes an area slug for the register-interest form', () => {
    expect(registerInterestPath('north park', 'RES')).toBe(
      '/coverage/location/north%20park?addressType=RES#register-interest',
    );
  });
});
