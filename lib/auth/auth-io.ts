import '@/lib/server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie';
import type { NextRequest, NextResponse } from 'next/server';
import { clientAddress } from '@/lib/api/client-address';
import { clientNetwork } from '@/lib/api/client-network';
import { sessionHintUpdate } from './session-hint-update';
import type { AuthIo, CookieOptions } from './types';

/** For API routes and getServerSideProps: cookies are appended to the response's Set-Cookie header. */
export function authIoFromNode(req: IncomingMessage, res: ServerResponse): AuthIo {
  const cookies = parse(req.headers.cookie ?? '');
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const getAllCookies = () =>
    Object.entries(cookies).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
  const write = (name: string, value: string, options: CookieOptions) => {
    cookies[name] = value;
    const previous = res.getHeader('Set-Cookie');
    const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
    res.setHeader('Set-Cookie', [...list, serialize(name, value, options)]);
  };
  let ip: string | undefined;
  return {
    getCookie: (name) => cookies[name],
    getAllCookies,
    setCookie(name, value, options) {
      write(name, value, options);
      // Signing in or out through an API route moves the session hint with the session, before the next page does.
      const hint = sessionHintUpdate(getAllCookies());
      if (hint) write(hint.name, hint.value, hint.options);
    },
    header,
    // Worked out when a limit or a record first asks: most requests (GET /api/me) never do.
    get ip() {
      ip ??= clientAddress({ socketAddress: req.socket?.remoteAddress, header }) ?? 'unknown';
      return ip;
    },
    get network() {
      return clientNetwork(this.ip) ?? 'unknown';
    },
  };
}

/** For proxy.ts: reads the request's cookies and writes refreshed ones to the response it will return. */
export function authIoFromProxy(request: NextRequest, response: () => NextResponse): AuthIo {
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const ip = clientAddress({ socketAddress: undefined, header });
  return {
    getCookie: (name) => request.cookies.get(name)?.value,
    getAllCookies: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    setCookie(name, value, options: CookieOptions) {
      request.cookies.set(name, value);
      response().cookies.set(name, value, options);
    },
    header,
    // Next gives the proxy no socket, so a server that trusts no proxy cannot know the address here: 'unknown'.
    // Nothing in proxy.ts limits by it (affiliate clicks are counted in /api/affiliate/click for that reason).
    ip: ip ?? 'unknown',
    network: clientNetwork(ip) ?? 'unknown',
  };
}
