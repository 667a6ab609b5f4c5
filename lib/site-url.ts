import { publicEnv } from '@/lib/public-env';

/**
 * The product's base address with exactly one trailing slash (SPEC §2), falling back to the local development
 * address. `getURL('/a')` and `getURL('a')` both give `<base>a`: joining never doubles the slash.
 */
export function getURL(path = '', siteUrl: string | undefined = publicEnv.siteUrl): string {
  let url = siteUrl?.trim() || 'http://localhost:3000/';
  url = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  url = url.replace(/\/+$/, '') + '/';
  return url + path.replace(/^\/+/, '');
}
