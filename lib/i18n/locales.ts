/**
 * The site's languages: the one list. next-i18next.config.js (and through it next.config.js's locale routing) reads
 * it with Node's own type stripping, so this file stays plain erasable TypeScript with no imports.
 */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((known) => known === value);
}
