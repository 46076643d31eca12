import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1:2:0:0:0:0/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:0/64'],
    ['unknown', 'unknown'],
  ])('%s is in %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it('puts the next /24 and the next /64 apart', () => {
    expect(clientNetwork('203.0.114.7')).not.toBe(clientNetwork('203.0.113.7'));
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
  });
});
