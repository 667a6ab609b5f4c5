import { useContext, useMemo, useSyncExternalStore } from 'react';
import { type TFunction, createT } from './translate';
import { TranslationContext } from './translation-context';
import { subscribeTranslations, translationState } from './translation-store';

/**
 * `t` for one namespace of the page's language (`common` unless named), and that language. The page's namespaces
 * come from its props; namespaces loaded later (the error texts) re-render the components that use them.
 */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: { language: string } } {
  const page = useContext(TranslationContext);
  const store = useSyncExternalStore(subscribeTranslations, translationState, translationState);
  const language = page?.language ?? store.language;
  return useMemo(() => {
    const merged = { ...page?.namespaces, ...store.languages[language] };
    const namespaces = () => {
      const now = translationState();
      return now === store ? merged : { ...page?.namespaces, ...now.languages[language] };
    };
    return { t: createT(language, ns, namespaces), i18n: { language } };
  }, [page, store, language, ns]);
}
