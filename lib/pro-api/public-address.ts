import '@/lib/server-only';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unique-local, multicast, reserved, and IPv6 forms that embed an IPv4 address
 * (mapped, 6to4, Teredo, NAT64) are all refused, so a URL can never reach into our own network.
 */
export function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
