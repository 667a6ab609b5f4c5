import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { type LazyNamespace, loadNamespace } from './load-namespace';

/**
 * Keeps `ns` on hand in the page's language for a part that loaded its texts with its code: those came in the
 * language of that moment, and the part stays mounted (or comes back from the module cache) across a switch of
 * language, whose page's props do not carry them.
 */
export function useLazyNamespace(ns: LazyNamespace): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    void loadNamespace(ns, i18n.language);
  }, [ns, i18n.language]);
}
