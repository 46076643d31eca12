import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { initialAddressState } from './journey-initial';
import * as orderPaths from './order-paths';
import * as planAddressType from './plan-address-type';
import * as sitePaths from './site-paths';

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
