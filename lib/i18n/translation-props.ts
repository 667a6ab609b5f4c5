import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

/**
 * The `common` and `errors` namespaces (any page may show a server error), plus the page's own (`studio`, ...), for
 * a page's props: every page is wrapped with translations. Only what a page names is sent to the browser: `catalog`
 * (the studio's tools, rooms and styles) goes only to the pages that show them.
 */
export function translationProps(locale: string | undefined, namespaces: string[] = []) {
  return serverSideTranslations(locale ?? 'en', ['common', 'errors', ...namespaces]);
}
