import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

/** The `common` namespace for a page's props (SPEC §2: every page is wrapped with translations). */
export function translationProps(locale: string | undefined) {
  return serverSideTranslations(locale ?? 'en', ['common']);
}
