import ipaddr from 'ipaddr.js';

/**
 * The network a client address belongs to, for budgets that one household or office shares and that
 * changing the last bits of an address must not dodge: the /24 of an IPv4 address, the /64 of an
 * IPv6 one (one customer's usual assignment). An IPv4 address written as IPv6 (::ffff:a.b.c.d) is
 * IPv4. Anything that is not an address (the site's 'unknown') is its own network.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toNormalizedString()}/64`;
}
