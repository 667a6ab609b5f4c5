import ipaddr from 'ipaddr.js';

/**
 * The leading bits of an IPv6 address that one subscriber holds. Providers hand every home, office or phone a /64
 * at the least, and the device picks (and keeps changing) the other 64 bits itself, so one connection has more
 * addresses than any limit could count one by one.
 */
const IPV6_SUBSCRIBER_BITS = 64;

/**
 * What per-address limits count a client address under: an IPv4 address is itself (IPv4-mapped IPv6, what a
 * dual-stack socket reports, is the IPv4 address), an IPv6 address is its /64 (`2001:db8:1:2::/64`, a zone id
 * dropped), and anything that is not an address is undefined, so junk never becomes a fresh budget of its own.
 */
export function clientNetwork(address: string | undefined): string | undefined {
  const text = address?.trim();
  if (!text) return undefined;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return undefined;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const words = (parsed as ipaddr.IPv6).parts.map((word, i) => (i < IPV6_SUBSCRIBER_BITS / 16 ? word : 0));
  return `${new ipaddr.IPv6(words).toString()}/${IPV6_SUBSCRIBER_BITS}`;
}
