import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * A same-site path in the visitor's locale (`/account` → `/fr/account`), for redirects made outside Next's router,
 * which adds the locale by itself. A path already in a locale, or an unknown locale, is left as it is.
 */
export function localizePath(path: string, locale: unknown): string {
  if (locale === DEFAULT_LOCALE || !LOCALES.some((known) => known === locale)) return path;
  if (
    LOCALES.some(
      (known) => path === `/${known}` || path.startsWith(`/${known}/`) || path.startsWith(`/${known}?`),
    )
  )
    return path;
  // `/` and `/?a=b` become `/fr` and `/fr?a=b`: Next serves a locale's root without the trailing slash.
  return `/${String(locale)}${path.startsWith('/?') || path === '/' ? path.slice(1) : path}`;
}
