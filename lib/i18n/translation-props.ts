import '@/lib/server-only';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '@/next-i18next.config';
import { DEFAULT_LOCALE, isLocale } from './locales';

/**
 * A page's texts for its props, through next-i18next: `common` (the shell every page shows: header, menus, footer,
 * language switcher, consent banner, the error boundary's fallback) and the namespaces the page names. Only these go
 * to the browser; the error texts come when first needed (load-namespace.ts) unless the page renders an error on the
 * server and names `errors`.
 */
export function translationProps(locale: string | undefined, namespaces: string[] = []) {
  return serverSideTranslations(
    isLocale(locale) ? locale : DEFAULT_LOCALE,
    [...new Set(['common', ...namespaces])],
    i18nConfig,
  );
}
