import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { publicEnv } from '@/lib/public-env';

/** A host name or address with an optional port: anything else in a Host header is not used for a link. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const globalForOrigin = globalThis as typeof globalThis & {
  __roomcraftOriginStore?: AsyncLocalStorage<string>;
  __roomcraftLastOrigin?: string;
  __roomcraftRequestOrigin?: () => string | undefined;
};
// One store for every bundle of the process; lib/site/site-url.ts reads it through the getter. Work done outside any
// request (a job's webhook) takes the address this process was last reached at: in a local run, its own.
const store = (globalForOrigin.__roomcraftOriginStore ??= new AsyncLocalStorage<string>());
globalForOrigin.__roomcraftRequestOrigin ??= () => store.getStore() ?? globalForOrigin.__roomcraftLastOrigin;

/** The origin the client reached, from the request's own Host (used only where no site address is configured). */
function originOf(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  if (!host || !HOST.test(host)) return undefined;
  const secure = (req.socket as TLSSocket | undefined)?.encrypted === true;
  return `${secure ? 'https' : 'http'}://${host}/`;
}

/**
 * Runs `fn` with the request's origin as the fallback base of every absolute link it builds (lib/site/site-url.ts), so a
 * development or local server answers with links to the address it was reached at, whatever its port or host.
 */
export function runWithRequestOrigin<T>(req: IncomingMessage, fn: () => T): T {
  // A configured site address always wins (lib/site/site-url.ts): nothing would read the request's, so no context is
  // opened for it on every request.
  if (publicEnv.siteUrl?.trim()) return fn();
  const origin = originOf(req);
  if (!origin) return fn();
  globalForOrigin.__roomcraftLastOrigin = origin;
  return store.run(origin, fn);
}
