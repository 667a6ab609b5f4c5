import { type ReactNode, useEffect } from 'react';
import { TranslationContext, type PageTranslations } from './translation-context';
import { setLanguage } from './translation-store';

/**
 * For `_app`: the page's texts, from the `translations` its props got from `translationProps`. The language is also
 * kept for the texts loaded later (the error texts: lib/i18n/load-namespace.ts).
 */
export function TranslationProvider({
  translations,
  children,
}: {
  translations: PageTranslations | undefined;
  children: ReactNode;
}) {
  const language = translations?.language;
  useEffect(() => {
    if (language) setLanguage(language);
  }, [language]);
  return <TranslationContext value={translations ?? null}>{children}</TranslationContext>;
}
