import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie';
import type { NextRequest, NextResponse } from 'next/server';
import type { AuthIo, CookieOptions } from './types';

/** The client's address as the nearest proxy reports it (the first X-Forwarded-For entry). */
export function forwardedClientIp(value: string | null | undefined): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/** For API routes and getServerSideProps: cookies are appended to the response's Set-Cookie header. */
export function authIoFromNode(req: IncomingMessage, res: ServerResponse): AuthIo {
  const cookies = parse(req.headers.cookie ?? '');
  return {
    getCookie: (name) => cookies[name],
    getAllCookies: () =>
      Object.entries(cookies).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }])),
    setCookie(name, value, options) {
      cookies[name] = value;
      const previous = res.getHeader('Set-Cookie');
      const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
      res.setHeader('Set-Cookie', [...list, serialize(name, value, options)]);
    },
    header: (name) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
    ip:
      forwardedClientIp(req.headers['x-forwarded-for']?.toString()) ?? req.socket?.remoteAddress ?? 'unknown',
  };
}

/** For proxy.ts: reads the request's cookies and writes refreshed ones to the response it will return. */
export function authIoFromProxy(request: NextRequest, response: () => NextResponse): AuthIo {
  return {
    getCookie: (name) => request.cookies.get(name)?.value,
    getAllCookies: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    setCookie(name, value, options: CookieOptions) {
      request.cookies.set(name, value);
      response().cookies.set(name, value, options);
    },
    header: (name) => request.headers.get(name) ?? undefined,
    ip: forwardedClientIp(request.headers.get('x-forwarded-for')) ?? 'unknown',
  };
}
