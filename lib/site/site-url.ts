import { publicEnv } from '@/lib/public-env';

const LOCAL_DEFAULT = 'http://localhost:3000/';

// Set by lib/site/request-origin.ts on the server: the origin of the request being handled, if any. Kept on globalThis so
// this module stays free of Node imports (the browser bundles it).
const globalForOrigin = globalThis as typeof globalThis & {
  __roomcraftRequestOrigin?: () => string | undefined;
};

/**
 * The address links are built on. The configured NEXT_PUBLIC_SITE_URL always wins (production requires it, and then
 * the Host header is never trusted). Without it, in development and local runs, links follow the address the visitor
 * reached: the page's own origin in the browser, the request's on the server; the local default only where there is
 * neither (a page prerendered at build time, a background job).
 */
function siteBase(configured: string | undefined): string {
  if (configured?.trim()) return configured.trim();
  if (typeof window !== 'undefined') return window.location.origin;
  return globalForOrigin.__roomcraftRequestOrigin?.() ?? LOCAL_DEFAULT;
}

/**
 * The product's base address with exactly one trailing slash. `getURL('/a')` and `getURL('a')` both give
 * `<base>a`: joining never doubles the slash.
 */
export function getURL(path = '', siteUrl: string | undefined = publicEnv.siteUrl): string {
  let url = siteBase(siteUrl);
  url = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  url = url.replace(/\/+$/, '') + '/';
  return url + path.replace(/^\/+/, '');
}
