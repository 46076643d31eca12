import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { ADDRESS_LOOKUP_NO_RESULTS_MESSAGE } from '@fibre/domain/messages';
import { describe, expect, it } from 'vitest';
import type { LookupState } from '@/components/address-finder/lookup-status';
import { heroCheckStatus } from './hero-check-status';

const [first, second] = DEMO_ADDRESSES;

describe('heroCheckStatus', () => {
  it('says the rate limit in its own words, even while an address is checked', () => {
    expect(heroCheckStatus({ status: 'rate-limited', message: 'Too many look-ups.' }, first!)).toBe(
      'Too many look-ups.',
    );
  });

  it('names the address being checked', () => {
    const found: LookupState = { status: 'found', addresses: [first!, second!], postcode: first!.postcode };
    expect(heroCheckStatus(found, first!)).toBe(`Checking what we can offer at ${first!.address}…`);
  });

  it('counts the addresses found, one in the singular', () => {
    expect(heroCheckStatus({ status: 'found', addresses: [first!], postcode: 'HB1 1AA' }, null)).toBe(
      '1 address found. Choose yours.',
    );
    expect(
      heroCheckStatus({ status: 'found', addresses: [first!, second!], postcode: 'HB1 1AA' }, null),
    ).toBe('2 addresses found. Choose yours.');
  });

  it("falls back to the finder's words while idle, loading or when nothing is found", () => {
    expect(heroCheckStatus({ status: 'idle' }, null)).toBe('');
    expect(heroCheckStatus({ status: 'loading' }, null)).toBe('Looking up addresses…');
    expect(heroCheckStatus({ status: 'none' }, null)).toBe(ADDRESS_LOOKUP_NO_RESULTS_MESSAGE);
  });
});
