import { describe, expect, it } from 'vitest';
import {
  confirmationOfInterestPath,
  FIND_MY_ORDER_PATH,
  orderErrorPath,
  pathWithQuery,
  plansPath,
  registerInterestPath,
  registerInterestSuccessPath,
  SITE_PATHS,
  YOUR_ORDER_PATH,
} from './site-paths';

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
      registerInterestSuccess: '/bundles/gigaplus/success',
    });
  });

  it('has the pages after the order', () => {
    expect(FIND_MY_ORDER_PATH).toBe('/find-my-order');
    expect(YOUR_ORDER_PATH).toBe('/your-order');
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

describe('the register-interest pages', () => {
  it('greet by first name, show the returned code, or the failure', () => {
    expect(registerInterestSuccessPath('Zoë Ann')).toBe('/bundles/gigaplus/success?firstName=Zo%C3%AB+Ann');
    expect(confirmationOfInterestPath('ROI-123')).toBe('/confirmation-of-interest/ROI-123');
    expect(orderErrorPath('service.unavailable')).toBe('/checkout/order/error/service.unavailable');
    expect(orderErrorPath('a/b')).toBe('/checkout/order/error/a%2Fb');
  });
});
