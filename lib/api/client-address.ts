import ipaddr from 'ipaddr.js';
import { type ServerEnv, getServerEnv } from '@/lib/env';

/** Which proxies in front of the server are believed about the client's address. */
export type ProxyTrust = Pick<ServerEnv, 'TRUSTED_PROXY' | 'TRUSTED_PROXY_HOPS'>;

/** What a request says about where it came from. */
export type RequestOrigin = {
  /** The connection's peer. proxy.ts has none: Next hands it the request's headers only. */
  socketAddress: string | undefined;
  header(name: string): string | undefined;
};

/**
 * An address as limits key it: IPv4-mapped IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports) as plain
 * IPv4, a port some proxies append dropped, and anything that is not an IP address as nothing, so a header full of
 * junk never becomes a fresh key of its own.
 */
function normalised(value: string | undefined): string | undefined {
  let text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return undefined;
  return ipaddr.process(text).toString();
}

function entries(header: string | undefined): string[] {
  return (header ?? '').split(',').map((entry) => entry.trim());
}

/**
 * The client's address, or undefined when it cannot be known: as sessions and messages record it, and as
 * per-address limits (sign-in throttles, contact, free trial, listing writer, affiliate clicks) count it once
 * clientNetwork has grouped it.
 *
 * X-Forwarded-For is the client's own text until a proxy we trust has written to it. Next's server does not
 * change that: before any route or proxy.ts runs it fills X-Forwarded-For with the socket's address only when the
 * request has none (`??=` in next/dist/server/base-server.js), and never appends. So on a server that clients
 * reach directly, the header is whatever they sent, and only the connection is believed. Behind
 * TRUSTED_PROXY_HOPS proxies, each of which appends the address it saw, the entry that many places from the right
 * was written by the outermost of them; entries further left are the client's. On Vercel the platform overwrites
 * the forwarding headers itself, and `x-vercel-forwarded-for` is the one a proxy in front of Vercel cannot
 * replace.
 */
export function clientAddress(origin: RequestOrigin, trust: ProxyTrust = getServerEnv()): string | undefined {
  const socket = normalised(origin.socketAddress);
  if (trust.TRUSTED_PROXY === 'vercel') {
    return (
      normalised(entries(origin.header('x-vercel-forwarded-for'))[0]) ??
      normalised(origin.header('x-real-ip')) ??
      socket
    );
  }
  const hops = trust.TRUSTED_PROXY_HOPS;
  if (hops === 0) return socket;
  // Fewer entries than proxies, or junk where a proxy should have written: not the chain we were told about, so
  // the connection's peer, which in the worst case groups clients together rather than letting one split off.
  const forwarded = entries(origin.header('x-forwarded-for'));
  return normalised(forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined) ?? socket;
}
