import type { i18n as I18n } from 'i18next';
import { i18n as pageI18n } from 'next-i18next/pages';
import { getI18n } from 'react-i18next';

/**
 * Namespaces a page does not get in its props but may need: the error texts (`errors`, 10 kB), the first time a
 * request fails or an error is shown, and the texts of the studio's brush, which loads on demand with its code. The browser fetches each as a script chunk from our own origin (the CSP allows no
 * other) and adds it to the page's i18next instance, then emits NAMESPACE_ADDED, which re-renders the components that
 * use it (next-i18next.config.js binds react-i18next to it).
 */
const LOADERS = {
  errors: (language: string) => import(`@/locales/${language}/errors.json`),
  'mask-editor': (language: string) => import(`@/locales/${language}/mask-editor.json`),
} satisfies Record<string, (language: string) => Promise<{ default: object }>>;

export type LazyNamespace = keyof typeof LOADERS;

/** The event of the page's i18next instance once a namespace loaded here is in (named in next-i18next.config.js). */
const NAMESPACE_ADDED = 'namespaceAdded';

/**
 * The page's instance (appWithTranslation's), or react-i18next's shared one for a component rendered alone; none in
 * code running outside any page (a script, a test of the fetch helpers), where there is nothing to add texts to.
 */
function instance(): I18n | undefined {
  return pageI18n ?? (getI18n() as I18n | undefined);
}

export function hasNamespace(ns: LazyNamespace, language?: string): boolean {
  const i18n = instance();
  return Boolean(i18n?.hasResourceBundle(language ?? i18n.language, ns));
}

const loading = new Map<string, Promise<void>>();

/** Resolves once `ns` in `language` (the page's by default) is on hand; never rejects. */
export function loadNamespace(ns: LazyNamespace, language?: string): Promise<void> {
  const i18n = instance();
  if (!i18n) return Promise.resolve();
  const lng = language ?? i18n.language;
  if (i18n.hasResourceBundle(lng, ns)) return Promise.resolve();
  const id = `${lng}/${ns}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = LOADERS[ns](lng)
      .then((module: { default: object }) => {
        i18n.addResourceBundle(lng, ns, module.default, true, true);
        i18n.emit(NAMESPACE_ADDED, lng, ns);
      })
      .catch((error: unknown) => {
        // Offline, or a new deployment replaced the chunk: the next call tries again.
        console.info('Texts not loaded', id, error);
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** The error texts: see loadNamespace. */
export const loadErrorTexts = () => loadNamespace('errors');
