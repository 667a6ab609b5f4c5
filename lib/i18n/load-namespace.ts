import type { TranslationTree } from './translate';
import { addNamespaces, translationState } from './translation-store';

/**
 * Namespaces a page does not get in its props but may need: the error texts (`errors`, 10 kB), the first time a
 * request fails or an error is shown, the whole of `common` for the pricing modal any page's header can open, and the
 * texts of the studio's parts that load on demand (its designs gallery, its brush) with their code.
 * The browser fetches each as a script chunk from our own origin (the CSP allows no other) and keeps it.
 */
const LOADERS: Record<string, Record<string, () => Promise<{ default: TranslationTree }>>> = {
  errors: {
    en: () => import('@/locales/en/errors.json'),
    es: () => import('@/locales/es/errors.json'),
    fr: () => import('@/locales/fr/errors.json'),
    de: () => import('@/locales/de/errors.json'),
  },
  common: {
    en: () => import('@/locales/en/common.json'),
    es: () => import('@/locales/es/common.json'),
    fr: () => import('@/locales/fr/common.json'),
    de: () => import('@/locales/de/common.json'),
  },
  designs: {
    en: () => import('@/locales/en/designs.json'),
    es: () => import('@/locales/es/designs.json'),
    fr: () => import('@/locales/fr/designs.json'),
    de: () => import('@/locales/de/designs.json'),
  },
  'mask-editor': {
    en: () => import('@/locales/en/mask-editor.json'),
    es: () => import('@/locales/es/mask-editor.json'),
    fr: () => import('@/locales/fr/mask-editor.json'),
    de: () => import('@/locales/de/mask-editor.json'),
  },
};

export type LazyNamespace = 'errors' | 'common' | 'designs' | 'mask-editor';

const loading = new Map<string, Promise<void>>();

export function hasNamespace(ns: LazyNamespace, language = translationState().language): boolean {
  return Boolean(translationState().languages[language]?.[ns]);
}

/** Resolves once `ns` in `language` (the page's by default) is on hand; never rejects. */
export function loadNamespace(ns: LazyNamespace, language = translationState().language): Promise<void> {
  if (hasNamespace(ns, language)) return Promise.resolve();
  const load = LOADERS[ns]![language] ?? LOADERS[ns]!.en!;
  const id = `${language}/${ns}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = load()
      .then((module) => addNamespaces(language, { [ns]: module.default }))
      .catch((error: unknown) => {
        // Offline, or a new deployment replaced the chunk: the next call tries again.
        loading.delete(id);
        console.info('Texts not loaded', id, error);
      });
    loading.set(id, pending);
  }
  return pending;
}

/** The error texts: see loadNamespace. */
export const loadErrorTexts = () => loadNamespace('errors');
