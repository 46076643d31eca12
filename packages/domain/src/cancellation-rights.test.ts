import { describe, expect, it } from 'vitest';
import { hasConsumerCancellationRights } from './cancellation-rights';
import { ADDRESS_TYPES } from './constants';

describe('hasConsumerCancellationRights', () => {
  it.each([
    ['RES', true],
    ['HWRK', true],
    ['MSM', true],
    ['BUS', false],
  ] as const)('%s: %s', (addressType, expected) => {
    expect(hasConsumerCancellationRights(addressType)).toBe(expected);
  });

  it('answers for every address type there is', () => {
    expect(ADDRESS_TYPES.filter((type) => !hasConsumerCancellationRights(type))).toEqual(['BUS']);
  });
});
