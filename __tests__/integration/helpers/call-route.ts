import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';

export type RouteResponse = {
  status: number;
  headers: Headers;
  body: unknown;
  setCookies: string[];
  /** The address the route was reached at (`http://127.0.0.1:<port>`): without a site address, links follow it. */
  origin: string;
};

/** A cookie jar as the Cookie header a browser would send. */
export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Calls a pages API route module through Next's own request handling over real HTTP, the way the server would.
 * `cookies` is a jar: Set-Cookie answers are kept in it and sent with later calls.
 */
export async function callRoute(
  route: { default: NextApiHandler; config?: unknown },
  init: {
    /** A multipart body (fetch sets the boundary header itself). */
    form?: FormData;
    method?: string;
    body?: unknown;
    /** The body's exact text or bytes. */
    rawBody?: string | Uint8Array;
    headers?: Record<string, string>;
    /**
     * Headers put on the request after the server has parsed it, for values fetch refuses to send (a NUL, a
     * character past U+00FF) but a proxy or another runtime in front of Next might pass on.
     */
    patchedHeaders?: Record<string, string>;
    query?: Record<string, string>;
    /** A query string as sent, percent-encoding and all (`?a=1&a=2`), besides `query`. */
    search?: string;
    /** Sends an Origin naming the server's own address, as a browser does from one of our pages. */
    sameOrigin?: boolean;
  } = {},
  cookies?: Map<string, string>,
): Promise<RouteResponse> {
  let result: RouteResponse | undefined;
  let origin = '';
  await testApiHandler({
    // The route's own `config` (bodyParser off) must travel with it, as Next applies it.
    pagesHandler: Object.assign(route.default, { config: route.config }),
    params: init.query,
    url: init.search === undefined ? undefined : `/${init.search}`,
    // The address (and so the Host) is only known once the test server listens.
    requestPatcher: (req) => {
      origin = `http://${req.headers.host}`;
      if (init.sameOrigin) req.headers.origin = origin;
      for (const [name, value] of Object.entries(init.patchedHeaders ?? {})) {
        req.headers[name.toLowerCase()] = value;
      }
    },
    test: async ({ fetch }) => {
      const headers: Record<string, string> = { ...init.headers };
      const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
      if ((init.body !== undefined || init.rawBody !== undefined) && !typed) {
        headers['content-type'] = 'application/json';
      }
      if (cookies?.size) headers.cookie = cookieHeader(cookies);
      const res = await fetch({
        method: init.method ?? 'GET',
        headers,
        // A redirect is the route's answer, to be checked as it is, not followed back into the same handler.
        redirect: 'manual',
        body:
          init.form ??
          (init.rawBody instanceof Uint8Array ? new Uint8Array(init.rawBody) : init.rawBody) ??
          (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      const text = await res.text();
      const setCookies = res.headers.getSetCookie();
      for (const line of setCookies) {
        const [pair, ...attributes] = line.split(';');
        const [name, ...value] = pair!.split('=');
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (cookies && name) {
          if (expired) cookies.delete(name.trim());
          else cookies.set(name.trim(), value.join('='));
        }
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      result = { status: res.status, headers: res.headers, body, setCookies, origin };
    },
  });
  return result!;
}
