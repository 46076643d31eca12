import ipaddr from 'ipaddr.js';

/** The prefixes one network is counted by (decision 0385): a home or office's IPv4, a site's IPv6 /64. */
const IPV4_NETWORK_PREFIX = 24;
const IPV6_NETWORK_PREFIX = 64;

/**
 * The rate limits' network key of a client address: its IPv4 /24 ('203.0.113.0/24') or IPv6 /64
 * ('2001:db8:1:2::/64'), an IPv4-mapped IPv6 address counted as the IPv4 it carries. One host
 * usually holds a whole /64 (and can pick any address in it), and a /24 is one office or provider
 * pool, so varying the last bits buys no new budget. Anything that is not an address ('unknown'
 * when the connection was not stamped) is its own key, shared by all such requests.
 */
export function networkKey(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return `other:${bare.toLowerCase()}`;
  // process() turns '::ffff:203.0.113.9' into the IPv4 address it carries; a zone id is dropped.
  const parsed = ipaddr.process(bare.replace(/%.*$/, ''));
  if (parsed.kind() === 'ipv4') {
    const network = ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${IPV4_NETWORK_PREFIX}`);
    return `${network.toString()}/${IPV4_NETWORK_PREFIX}`;
  }
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_NETWORK_PREFIX}`);
  return `${network.toString()}/${IPV6_NETWORK_PREFIX}`;
}

/**
 * The key of one client machine for the requests that carry no visitor cookie: an IPv4 address as
 * it is (a /24 is many households), an IPv6 address by its /64 (one household or host, which may
 * pick any address in it, so rotating them would otherwise buy a fresh budget each time).
 */
export function hostKey(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return `other:${bare.toLowerCase()}`;
  const parsed = ipaddr.process(bare.replace(/%.*$/, ''));
  return parsed.kind() === 'ipv4' ? parsed.toString() : networkKey(bare);
}
