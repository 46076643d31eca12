import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as addressCodes from './address-codes';
import * as constants from './constants';
import { initialAddressState } from './journey-initial';
import * as orderPaths from './order-paths';
import * as originCodes from './origin-codes';
import * as planAddressType from './plan-address-type';
import * as sitePaths from './site-paths';
import * as storedAddressItem from './stored-address-item';
import * as storedState from './stored-state';
import * as titles from './titles';

const source = (name: string) => readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8');
/** The modules a module imports values from (type-only imports left out). */
const valueImports = (name: string) =>
  [...source(name).matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);

describe('the domain modules in every page’s first load (decision 0704)', () => {
  it('journey-initial takes its one value from plan-address-type, not the whole constants', () => {
    expect(valueImports('journey-initial')).toEqual(['./plan-address-type']);
    expect(initialAddressState.addressType).toBe('RES');
  });

  it('plan-address-type and order-paths import nothing', () => {
    expect(source('plan-address-type')).not.toMatch(/^\s*import\s/m);
    expect(source('order-paths')).not.toMatch(/^\s*import\s/m);
  });

  it('constants and site-paths still offer the very same values', () => {
    expect(constants.PLAN_ADDRESS_TYPES).toBe(planAddressType.PLAN_ADDRESS_TYPES);
    expect(constants.DEFAULT_ADDRESS_TYPE).toBe('RES');
    expect(sitePaths.FIND_MY_ORDER_PATH).toBe(orderPaths.FIND_MY_ORDER_PATH);
    expect(sitePaths.YOUR_ORDER_PATH).toBe('/your-order');
  });
});

describe('the domain modules in the register-interest form’s first load (decision 0708)', () => {
  it('the address codes, origin codes, titles and stored-data guards import nothing', () => {
    for (const name of ['address-codes', 'origin-codes', 'titles', 'stored-guards']) {
      expect(source(name)).not.toMatch(/^\s*import\s/m);
    }
  });

  it('the stored address item’s check takes values only from the address codes and the guards', () => {
    expect(valueImports('stored-address-item')).toEqual(['./address-codes', './stored-guards']);
  });

  it('constants and stored-state still offer the very same values', () => {
    expect(constants.ADDRESS_TYPES).toBe(addressCodes.ADDRESS_TYPES);
    expect(constants.MDU_STATUSES).toBe(addressCodes.MDU_STATUSES);
    expect(constants.ORIGIN_CODES).toBe(originCodes.ORIGIN_CODES);
    expect(constants.TITLES).toBe(titles.TITLES);
    expect(constants.TITLE_CODES).toBe(titles.TITLE_CODES);
    expect(storedState.isAddressItem).toBe(storedAddressItem.isAddressItem);
    expect(Object.keys(constants.ORIGIN_LABELS)).toEqual([...originCodes.ORIGIN_CODES]);
  });
});
