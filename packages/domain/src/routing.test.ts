import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVERAGE_STATUSES, MDU_STATUSES } from './constants';
import { DEMO_ADDRESSES } from './demo/addresses';
import { DEMO_REGISTER_INTEREST_AREAS } from './demo/register-interest-areas';
import { isOrderableNow } from './order-address';
import { canPreorderAt } from './preorder-address';
import {
  type AddressRoute,
  EXISTING_CUSTOMER_PATH,
  type JourneyContext,
  journeyContext,
  nextStepWhenAvailable,
  planAddressType,
  routeAfterAddressChoice,
  SERVICE_UNAVAILABLE_PATH,
  safeCheckoutSkipTo,
} from './routing';
import type { AddressItem } from './schemas/address-item';
import { anAddress, demoAddress } from './test-support/builders';

const NO_CONTEXT: JourneyContext = {
  checkoutSkipTo: null,
  productId: null,
  bundle: false,
  hasBasketItem: false,
};

function route(
  item: AddressItem,
  context: Partial<JourneyContext> = {},
  alternatePath = false,
  registerInterestAreas = DEMO_REGISTER_INTEREST_AREAS,
): AddressRoute {
  return routeAfterAddressChoice({
    address: item,
    registerInterestAreas,
    context: { ...NO_CONTEXT, ...context },
    alternatePath,
  });
}

const AVAILABLE = (url: string): AddressRoute => ({
  outcome: 'available',
  url,
  clearBasket: false,
  confirmAddress: true,
});
const UNAVAILABLE: AddressRoute = {
  outcome: 'unavailable',
  url: '/service-unavailable',
  clearBasket: true,
  confirmAddress: false,
};
const EXISTING: AddressRoute = {
  outcome: 'existing-customer',
  url: '/error/existing-customer',
  clearBasket: false,
  confirmAddress: false,
};
/** The area page, with the address kept for a pre-order (decision 0260). */
const DEMO_VALLEY: AddressRoute = {
  outcome: 'preorder',
  url: '/coverage/location/demo-valley?addressType=RES#register-interest',
  clearBasket: true,
  confirmAddress: true,
};
/** The area page where the address cannot be pre-ordered: register interest only. */
const DEMO_VALLEY_INTEREST_ONLY: AddressRoute = {
  ...DEMO_VALLEY,
  outcome: 'register-interest',
  confirmAddress: false,
};

describe('routeAfterAddressChoice: every row of the demo address table', () => {
  const rows: Array<[string, AddressRoute, AddressRoute]> = [
    ...[1, 2, 3, 4, 5, 6].map((n): [string, AddressRoute, AddressRoute] => [
      `${n} Fibre Street`,
      AVAILABLE('/service-available?addressType=RES'),
      AVAILABLE('/ots?addressType=RES'),
    ]),
    ['1 Spark Lane', EXISTING, EXISTING],
    ['2 Spark Lane', EXISTING, EXISTING],
    ['3 Spark Lane', AVAILABLE('/service-available?addressType=RES'), AVAILABLE('/ots?addressType=RES')],
    ...['10', '11', '12', '13', '14'].map((n): [string, AddressRoute, AddressRoute] => [
      `${n} Build Road`,
      DEMO_VALLEY,
      DEMO_VALLEY,
    ]),
    ['1 Far Lane', UNAVAILABLE, UNAVAILABLE],
    ['2 Far Lane', UNAVAILABLE, UNAVAILABLE],
    ...[1, 2, 3].map((n): [string, AddressRoute, AddressRoute] => [
      `Unit ${n}, Commerce Park`,
      AVAILABLE('/service-available?addressType=BUS'),
      AVAILABLE('/ots?addressType=BUS'),
    ]),
    ...[1, 2, 3, 4].map((n): [string, AddressRoute, AddressRoute] => [
      `Flat ${n}, Tower House`,
      AVAILABLE('/service-available?addressType=RES'),
      AVAILABLE('/ots?addressType=RES'),
    ]),
    ...[5, 6, 7, 8].map((n): [string, AddressRoute, AddressRoute] => [
      `Flat ${n}, Tower House`,
      UNAVAILABLE,
      UNAVAILABLE,
    ]),
    [
      '20 Home Office Way',
      AVAILABLE('/service-available?addressType=HWRK'),
      AVAILABLE('/ots?addressType=HWRK'),
    ],
    ['Plot 7, Meadow View', UNAVAILABLE, UNAVAILABLE],
  ];

  it('covers all demo addresses', () => {
    expect(rows).toHaveLength(DEMO_ADDRESSES.length);
  });

  it.each(rows)('%s', (text, normal, alternate) => {
    expect(route(demoAddress(text))).toEqual(normal);
    expect(route(demoAddress(text), {}, true)).toEqual(alternate);
  });
});

describe('routeAfterAddressChoice: available addresses and the journey context', () => {
  const fibre = demoAddress('1 Fibre Street');

  it('resumes at the skip-to route with the address type and product', () => {
    expect(route(fibre, { checkoutSkipTo: 'checkout/installation', productId: 1002 }).url).toBe(
      '/checkout/installation?addressType=RES&product=1002',
    );
    expect(route(fibre, { checkoutSkipTo: 'checkout', productId: null }).url).toBe(
      '/checkout?addressType=RES',
    );
  });

  it('prefers the skip-to route over a bundle and a basket item', () => {
    expect(route(fibre, { checkoutSkipTo: 'checkout/payment', bundle: true, hasBasketItem: true }).url).toBe(
      '/checkout/payment?addressType=RES',
    );
  });

  it('goes to /checkout for a bundle, before /extras for a basket item', () => {
    expect(route(fibre, { bundle: true, hasBasketItem: true, productId: 1002 }).url).toBe('/checkout');
    expect(route(fibre, { bundle: true }).url).toBe('/checkout');
  });

  it('goes to /extras when a product was chosen before the address', () => {
    expect(route(fibre, { hasBasketItem: true, productId: 1002 }).url).toBe('/extras');
  });

  it('shows the plans otherwise, even when only a product id is known', () => {
    expect(route(fibre, { productId: 1002 }).url).toBe('/service-available?addressType=RES');
  });

  it('ignores an unsafe skip-to and falls through to the next rule', () => {
    expect(route(fibre, { checkoutSkipTo: '//evil.example', hasBasketItem: true }).url).toBe('/extras');
    expect(route(fibre, { checkoutSkipTo: 'https://evil.example' }).url).toBe(
      '/service-available?addressType=RES',
    );
  });

  it('uses the Tower House RES plans for a ready flat (MSM shown as RES)', () => {
    expect(
      route(demoAddress('Flat 2, Tower House'), { checkoutSkipTo: 'checkout', productId: 1001 }).url,
    ).toBe('/checkout?addressType=RES&product=1001');
  });
});

describe('routeAfterAddressChoice: the alternate path (/ots)', () => {
  const fibre = demoAddress('1 Fibre Street');

  it('carries product and skip-to, URL-encoded, in that order', () => {
    expect(route(fibre, { productId: 1003, checkoutSkipTo: 'checkout/installation' }, true).url).toBe(
      '/ots?addressType=RES&product=1003&checkoutSkipTo=checkout%2Finstallation',
    );
    expect(route(fibre, { checkoutSkipTo: 'checkout' }, true).url).toBe(
      '/ots?addressType=RES&checkoutSkipTo=checkout',
    );
    expect(route(fibre, { productId: 1003 }, true).url).toBe('/ots?addressType=RES&product=1003');
  });

  it('replaces /checkout and /extras as well', () => {
    expect(route(fibre, { bundle: true, hasBasketItem: true }, true).url).toBe('/ots?addressType=RES');
  });

  it('drops an unsafe skip-to', () => {
    expect(route(fibre, { checkoutSkipTo: '/\\evil.example' }, true).url).toBe('/ots?addressType=RES');
  });

  it('does not change where unavailable, building and existing-customer addresses go', () => {
    expect(route(demoAddress('1 Far Lane'), { productId: 1 }, true)).toEqual(UNAVAILABLE);
    expect(route(demoAddress('10 Build Road'), { productId: 1 }, true)).toEqual(DEMO_VALLEY);
    expect(route(demoAddress('1 Spark Lane'), { productId: 1 }, true)).toEqual(EXISTING);
  });
});

describe('routeAfterAddressChoice: ineligible addresses', () => {
  it('sends an address with no uprn to /service-unavailable whatever its coverage', () => {
    expect(route(anAddress({ uprn: null }))).toEqual(UNAVAILABLE);
    expect(route(anAddress({ uprn: '' }))).toEqual(UNAVAILABLE);
    expect(route(anAddress({ uprn: null, coverage: 'CUSTOMER', oss_type: 'ACTIVECUST' }))).toEqual(
      UNAVAILABLE,
    );
    expect(route(anAddress({ uprn: null, coverage: 'DESIGN', postcode: 'HB1 1AD' }))).toEqual(UNAVAILABLE);
  });

  it('sends building coverage with no matching area to /service-unavailable', () => {
    expect(route(anAddress({ coverage: 'DESIGN', postcode: 'HB1 1AA' }))).toEqual(UNAVAILABLE);
    expect(route(demoAddress('10 Build Road'), {}, false, [])).toEqual(UNAVAILABLE);
  });

  it('never offers register interest for not-available or unknown coverage, even where an area matches', () => {
    for (const coverage of ['NOTPASSED', 'STOPED', 'INSTALLED', '', 'OTHER']) {
      expect(route(anAddress({ coverage, postcode: 'HB1 1AD' }))).toEqual(UNAVAILABLE);
    }
  });

  it('sends an unready multi-dwelling flat in a building area to register interest (decision 0031)', () => {
    expect(
      route(anAddress({ coverage: 'PASSED', postcode: 'HB1 1AD', ismdu: true, mdu_status: 'STARTED' })),
    ).toEqual(DEMO_VALLEY);
    expect(
      route(anAddress({ coverage: 'PASSSERV', postcode: 'HB1 1AD', ismdu: true, mdu_status: 'ADVANCED' })),
    ).toEqual(UNAVAILABLE);
  });

  it('routes CERTIFIED_CUSTOMER to register interest where an area matches, else unavailable (decision 0032)', () => {
    const certified = anAddress({ coverage: 'CUSTOMER', oss_type: 'CERTIFIED_CUSTOMER' });
    expect(route(certified)).toEqual(UNAVAILABLE);
    expect(route({ ...certified, postcode: 'HB1 1AD' })).toEqual(DEMO_VALLEY);
  });

  it('keeps the address for a pre-order only where it can be pre-ordered (decisions 0121 and 0260)', () => {
    const notPlanned = anAddress({
      coverage: 'NOTPASSED',
      oss_type: 'CERTIFIED_CUSTOMER',
      postcode: 'HB1 1AD',
    });
    expect(route(notPlanned)).toEqual(DEMO_VALLEY_INTEREST_ONLY);
    expect(route(notPlanned, { hasBasketItem: true, productId: 1001 })).toEqual(DEMO_VALLEY_INTEREST_ONLY);
    expect(route(demoAddress('14 Build Road'), { hasBasketItem: true, bundle: true })).toEqual(DEMO_VALLEY);
  });

  it('uses the address type and an encoded slug in the register-interest URL', () => {
    const areas = [{ slug: 'north bay/east', name: 'North Bay', postcodes: ['HB2'] }];
    const business = anAddress({ coverage: 'INPROGRESS', postcode: 'HB2 3CD', address_type: 'BUS' });
    expect(route(business, {}, false, areas).url).toBe(
      '/coverage/location/north%20bay%2Feast?addressType=BUS#register-interest',
    );
    const flat = anAddress({ coverage: 'INPROGRESS', postcode: 'HB2 3CD', address_type: 'MSM' });
    expect(route(flat, {}, false, areas).url).toBe(
      '/coverage/location/north%20bay%2Feast?addressType=RES#register-interest',
    );
  });

  it('checks the existing customer before anything else that has a uprn', () => {
    const customerFlat = anAddress({
      coverage: 'CUSTOMER',
      oss_type: 'ACTIVECUST',
      ismdu: true,
      mdu_status: 'STARTED',
      postcode: 'HB1 1AD',
    });
    expect(route(customerFlat)).toEqual(EXISTING);
  });

  it('exports the two fixed paths', () => {
    expect(SERVICE_UNAVAILABLE_PATH).toBe('/service-unavailable');
    expect(EXISTING_CUSTOMER_PATH).toBe('/error/existing-customer');
  });
});

describe('routeAfterAddressChoice: invariants', () => {
  const addressArb = fc.record({
    uprn: fc.option(fc.constantFrom('100000000001', ''), { nil: null }),
    coverage: fc.constantFrom(...COVERAGE_STATUSES, '', 'OTHER'),
    oss_type: fc.option(fc.constantFrom('ACTIVECUST', 'PREACTIVECUST', 'CERTIFIED_CUSTOMER'), { nil: null }),
    address_type: fc.constantFrom('RES', 'HWRK', 'BUS', 'MSM' as const),
    postcode: fc.constantFrom('HB1 1AA', 'HB1 1AD'),
    ismdu: fc.boolean(),
    mdu_status: fc.option(fc.constantFrom(...MDU_STATUSES), { nil: null }),
  });
  const contextArb = fc.record({
    checkoutSkipTo: fc.option(fc.string(), { nil: null }),
    productId: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    bundle: fc.boolean(),
    hasBasketItem: fc.boolean(),
  });

  it('always gives a same-site path, confirms only addresses to order or pre-order and clears only on the ineligible path', () => {
    fc.assert(
      fc.property(addressArb, contextArb, fc.boolean(), (fields, context, alternatePath) => {
        const address = anAddress(fields);
        const result = route(address, context, alternatePath);
        expect(result.url).toMatch(/^\/(?![/\\])/);
        expect(result.url).not.toContain('MSM');
        expect(result.confirmAddress).toBe(result.outcome === 'available' || result.outcome === 'preorder');
        // A kept address is one the provider takes an order at, or a pre-order: never both, never neither.
        if (result.outcome === 'available') expect(isOrderableNow(address)).toBe(true);
        if (result.outcome === 'preorder') expect(canPreorderAt(address)).toBe(true);
        expect(result.clearBasket).toBe(
          result.outcome === 'unavailable' ||
            result.outcome === 'register-interest' ||
            result.outcome === 'preorder',
        );
      }),
    );
  });
});

describe('safeCheckoutSkipTo', () => {
  it.each([
    ['checkout', 'checkout'],
    ['checkout/installation', 'checkout/installation'],
    ['checkout/review-order', 'checkout/review-order'],
    ['/checkout/payment', 'checkout/payment'],
    ['Checkout', 'Checkout'],
    ['a'.repeat(100), 'a'.repeat(100)],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeCheckoutSkipTo(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '/',
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '../admin',
    'checkout/../admin',
    'checkout//installation',
    'checkout/',
    'checkout?x=1',
    'checkout#x',
    'checkout installation',
    'evil.example',
    'check%2Fout',
    'a'.repeat(101),
    ` checkout`,
  ])('ignores %j', (value) => {
    expect(safeCheckoutSkipTo(value)).toBeNull();
  });
});

describe('planAddressType', () => {
  it('maps MSM to RES and keeps the others', () => {
    expect(planAddressType('MSM')).toBe('RES');
    expect(planAddressType('RES')).toBe('RES');
    expect(planAddressType('HWRK')).toBe('HWRK');
    expect(planAddressType('BUS')).toBe('BUS');
  });
});

describe('journeyContext', () => {
  it('builds the routing context from the basket, the resume target and the URL product', () => {
    expect(journeyContext({ basket: { basketItem: null, bundle: false }, checkoutSkipTo: null })).toEqual(
      NO_CONTEXT,
    );
    expect(
      journeyContext({
        basket: { basketItem: 1002, bundle: true },
        checkoutSkipTo: 'checkout',
        productId: 7,
      }),
    ).toEqual({ checkoutSkipTo: 'checkout', productId: 7, bundle: true, hasBasketItem: true });
  });
});

describe('nextStepWhenAvailable', () => {
  it('sends a plan on to /extras, a bundle to /checkout and no basket to the plans', () => {
    expect(nextStepWhenAvailable(NO_CONTEXT, 'HWRK', false)).toBe('/service-available?addressType=HWRK');
    expect(nextStepWhenAvailable({ ...NO_CONTEXT, hasBasketItem: true }, 'RES', false)).toBe('/extras');
    expect(nextStepWhenAvailable({ ...NO_CONTEXT, hasBasketItem: true, bundle: true }, 'RES', false)).toBe(
      '/checkout',
    );
  });

  it('resumes at a safe target and takes the alternate path through /ots', () => {
    expect(
      nextStepWhenAvailable({ ...NO_CONTEXT, checkoutSkipTo: 'checkout/installation' }, 'RES', false),
    ).toBe('/checkout/installation?addressType=RES');
    expect(nextStepWhenAvailable({ ...NO_CONTEXT, productId: 1002 }, 'BUS', true)).toBe(
      '/ots?addressType=BUS&product=1002',
    );
  });
});
