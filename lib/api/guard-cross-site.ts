import '@/lib/server-only';
import type { IncomingMessage } from 'node:http';
import { AppError } from './app-error';

/** Body types a state change may carry. */
export type BodyType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

/**
 * What our own pages send: JSON from fetch, uploads as multipart. Another site's page cannot send JSON without a CORS
 * preflight (never granted here); multipart, urlencoded and text/plain it can, through a plain form, so those rest
 * on the origin check. Only a route that takes a native HTML form post adds urlencoded.
 */
export const DEFAULT_BODY_TYPES: readonly BodyType[] = ['application/json', 'multipart/form-data'];

/**
 * Refuses a cookie-authenticated state change that a page on another site made the browser send (CSRF): 403 when the
 * browser says it came from elsewhere, 415 when its body is not of a type the route takes (a `text/plain` body
 * holding JSON is what a cross-site form or `no-cors` fetch would send).
 */
export function guardCrossSite(req: IncomingMessage, bodyTypes: readonly BodyType[]): void {
  if (!isSameOrigin(req)) {
    throw new AppError('cross_site_request');
  }
  if (hasBody(req) && !bodyTypes.includes(mediaType(req) as BodyType)) {
    throw new AppError('unsupported_media_type', { params: { types: bodyTypes.join(' or ') } });
  }
}

function isSameOrigin(req: IncomingMessage): boolean {
  // Every current browser says where a request came from, and page script cannot change it; it does not depend on
  // the Host a proxy passes on. `none` is the person's own doing (the address bar, a bookmark).
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  // Browsers from before Sec-Fetch-Site send Origin on every cross-origin POST, PUT, PATCH and DELETE. It is compared
  // with the Host this server received, not X-Forwarded-Host: that one is only as honest as whatever may sit in
  // front, and trusting it would make the check depend on the deployment. `Origin: null` (sandboxed frames, opaque
  // redirects) is refused.
  const origin = header(req, 'origin');
  if (origin === undefined) {
    // Neither header: not a browser (curl, an SDK, a server, the tests). Forgery needs a victim's browser, and any
    // browser still in use sends one of the two on a cross-site state change, so refusing would only break honest
    // clients.
    return true;
  }
  try {
    const { protocol, host } = new URL(origin);
    // The Host is read with the Origin's scheme, so its case and a default port written out compare equal.
    return host === new URL(`${protocol}//${req.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** `application/json; charset=utf-8` → `application/json`. */
const mediaType = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
