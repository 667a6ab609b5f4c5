import { createInstance, type i18n as I18n } from 'i18next';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getI18n } from 'react-i18next';
import i18nConfig from '@/next-i18next.config';

type Tree = Record<string, unknown>;

/** The namespaces of locales/<language>/ (all of them unless named), as a page's props carry them. */
export function readNamespaces(language: string, only?: (ns: string) => boolean): Record<string, Tree> {
  const folder = path.join(process.cwd(), 'locales', language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .filter((ns) => !only || only(ns))
      .map((ns) => [ns, JSON.parse(readFileSync(path.join(folder, `${ns}.json`), 'utf8')) as Tree]),
  );
}

// What next-i18next.config.js sets for the app's instance that a test's instance must share.
export const TEST_I18N_OPTIONS = {
  defaultNS: 'common',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  react: i18nConfig.react,
  initAsync: false,
};

/** An i18next instance in `language` with these namespaces, for an I18nextProvider (a page's, as appWithTranslation makes it). */
export function textsIn(language: string, namespaces: Record<string, Tree>): I18n {
  const instance = createInstance({
    ...TEST_I18N_OPTIONS,
    lng: language,
    resources: { [language]: namespaces },
  });
  void instance.init();
  return instance;
}

/** The shared instance components rendered without a provider read (see __tests__/setup/components.ts). */
export const sharedTexts = (): I18n => getI18n();

/** Components rendered without a provider now read `language`, with these namespaces added to it. */
export function showTextsIn(language: string, namespaces: Record<string, Tree> = {}) {
  const shared = sharedTexts();
  for (const [ns, tree] of Object.entries(namespaces))
    shared.addResourceBundle(language, ns, tree, true, true);
  void shared.changeLanguage(language);
}
