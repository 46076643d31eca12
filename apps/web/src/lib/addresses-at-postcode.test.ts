import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { ProviderError } from '@fibre/provider-client';
import { describe, expect, it, vi } from 'vitest';
import { addressesAtPostcode } from './addresses-at-postcode';

const fibreStreet = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA');

describe('addressesAtPostcode', () => {
  it('asks the provider with the postcode normalised and answers its addresses', async () => {
    const provider = { getAddressesByPostcode: vi.fn(async () => fibreStreet) };
    expect(await addressesAtPostcode(provider, ' hb11aa')).toEqual(fibreStreet);
    expect(provider.getAddressesByPostcode).toHaveBeenCalledWith('HB1 1AA');
  });

  it('has none for a text that is not a postcode (the provider is not asked) and for a 404', async () => {
    const provider = {
      getAddressesByPostcode: vi.fn(async () => {
        throw new ProviderError({ key: 'uprn.by_postcode.none', status: 404, message: 'none' });
      }),
    };
    expect(await addressesAtPostcode(provider, 'HB1')).toEqual([]);
    expect(provider.getAddressesByPostcode).not.toHaveBeenCalled();
    expect(await addressesAtPostcode(provider, 'HB9 9ZZ')).toEqual([]);
  });

  it('throws when the provider fails', async () => {
    const down = new ProviderError({ key: 'service.unavailable', status: 503, message: 'down' });
    const provider = { getAddressesByPostcode: vi.fn(async () => Promise.reject(down)) };
    await expect(addressesAtPostcode(provider, 'HB1 1AA')).rejects.toBe(down);
  });
});
