import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { describe, expect, it } from 'vitest';
import { lookupStatusText } from './lookup-status';

const fibreStreet = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA');

describe('lookupStatusText', () => {
  it('says what the look-up is doing and how to choose', () => {
    expect(lookupStatusText({ status: 'idle' }, null)).toBe('');
    expect(lookupStatusText({ status: 'loading' }, null)).toBe('Looking up addresses…');
    expect(lookupStatusText({ status: 'none' }, null)).toBe(
      'No results found. Please try a different UK postcode.',
    );
    expect(
      lookupStatusText({ status: 'found', addresses: fibreStreet.slice(0, 1), postcode: 'HB1 1AA' }, null),
    ).toBe('1 address found. Press Enter to choose it, or click it.');
    expect(lookupStatusText({ status: 'found', addresses: fibreStreet, postcode: 'HB1 1AA' }, null)).toBe(
      `${fibreStreet.length} addresses found. Use the up and down arrows and Enter to choose one, or click it.`,
    );
  });

  it('names the ward and district the public postcode check places the postcode in', () => {
    const location = { postcode: 'HB1 1AA', admin_ward: 'Demoton Central', admin_district: 'Demoton' };
    expect(
      lookupStatusText({ status: 'found', addresses: fibreStreet, postcode: 'hb1 1aa', location }, null),
    ).toBe(
      `${fibreStreet.length} addresses found in HB1 1AA (Demoton Central, Demoton). Use the up and down arrows and Enter to choose one, or click it.`,
    );
    expect(
      lookupStatusText(
        { status: 'found', addresses: fibreStreet.slice(0, 1), postcode: 'HB1 1AA', location },
        null,
      ),
    ).toBe('1 address found in HB1 1AA (Demoton Central, Demoton). Press Enter to choose it, or click it.');
  });

  it('speaks of the chosen address once there is one', () => {
    expect(lookupStatusText({ status: 'none' }, fibreStreet[0]!)).toBe(
      `Checking what we can offer at ${fibreStreet[0]!.address}…`,
    );
  });
});
