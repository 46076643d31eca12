import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostKey, networkKey } from './network-key';

describe('networkKey: the rate limits count a network by its prefix (decision 0385)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['198.51.100.1', '198.51.100.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['::FFFF:203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['127.0.0.1', '127.0.0.0/24'],
  ])('%s is counted as %s', (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it('keeps what is not an address apart from every address', () => {
    expect(networkKey('unknown')).toBe('other:unknown');
    expect(networkKey('unknown')).not.toBe(networkKey('0.0.0.0'));
  });

  it('gives every address of one /24 the same key, and a neighbouring /24 another', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 255 }), (address, last) => {
        const sibling = `${address.split('.').slice(0, 3).join('.')}.${last}`;
        expect(networkKey(sibling)).toBe(networkKey(address));
        expect(networkKey(`::ffff:${address}`)).toBe(networkKey(address));
      }),
    );
  });

  it('gives every address of one /64 the same key, and differing top 64 bits another', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.array(group, { minLength: 4, maxLength: 4 }),
        (address, low) => {
          const same = [...address.slice(0, 4), ...low].join(':');
          expect(networkKey(same)).toBe(networkKey(address.join(':')));
          const top = Number.parseInt(address[3] ?? '0', 16);
          const other = [...address.slice(0, 3), ((top + 1) % 0x10000).toString(16), ...low].join(':');
          expect(networkKey(other)).not.toBe(networkKey(address.join(':')));
        },
      ),
    );
  });
});

describe('hostKey: one machine among the cookie-less requests', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['unknown', 'other:unknown'],
  ])('%s is %s', (address, key) => {
    expect(hostKey(address)).toBe(key);
  });
});
