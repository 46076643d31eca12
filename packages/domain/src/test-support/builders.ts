import { DEMO_ADDRESSES } from '../demo/addresses';
import { DEMO_PRODUCTS } from '../demo/products';
import { DEMO_PROMOTIONS } from '../demo/promotions';
import type { AddressItem } from '../schemas/address-item';
import type { Product } from '../schemas/product';
import type { Promotion } from '../schemas/promotion';

/**
 * The domain tests' builders (decision 0161): the demo catalogue's entries by the names the spec
 * uses, and entities with a few fields changed. Tests only: the package exports nothing under
 * test-support/ and mutation testing leaves it alone.
 */

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No demo ${what}`);
  return value;
}

/** A product of the demo catalogue by id (1002 is Fibre 400, 24 months; 9001 the home phone). */
export function demoProduct(id: number): Product {
  return found(
    DEMO_PRODUCTS.find((product) => product.id_product === id),
    `product ${id}`,
  );
}

/** A promotion of the demo catalogue by code, exact case ('WELCOME10'). */
export function demoPromotion(code: string): Promotion {
  return found(
    DEMO_PROMOTIONS.find((promotion) => promotion.code === code),
    `promotion ${code}`,
  );
}

/** A demo address by the start of its text ('1 Fibre Street', 'Flat 5, Tower House'). */
export function demoAddress(text: string): AddressItem {
  return found(
    DEMO_ADDRESSES.find((address) => address.address.startsWith(text)),
    `address ${text}`,
  );
}

/** A demo address by uprn ('100000000001' is 1 Fibre Street). */
export function demoAddressByUprn(uprn: string): AddressItem {
  return found(
    DEMO_ADDRESSES.find((address) => address.uprn === uprn),
    `address with uprn ${uprn}`,
  );
}

/** 1 Fibre Street (PASSSERV, residential, ready) with the fields given changed. */
export function anAddress(overrides: Partial<AddressItem> = {}): AddressItem {
  return { ...demoAddress('1 Fibre Street'), ...overrides };
}

/** A live £1-a-month-off code promotion (id 99, 'TEST') for Fibre 400, with the fields given changed. */
export function aPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id_promotion: 99,
    code: 'TEST',
    promotion_type: 'RECURAMTOFF',
    promotion_value: 1,
    text_to_show: null,
    uprn_status: [],
    products: [1002],
    auto: false,
    valid: true,
    ...overrides,
  };
}
