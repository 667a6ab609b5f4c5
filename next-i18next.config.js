// How the site's texts load, for next-i18next: next.config.js takes `i18n` from here for Next's locale routing;
// serverSideTranslations (lib/i18n/translation-props.ts) and appWithTranslation (pages/_app.tsx) are given the whole.
// The languages are lib/i18n/locales.ts's (Node strips its types when next.config.js loads it).
const { DEFAULT_LOCALE, LOCALES } = require('./lib/i18n/locales.ts');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
  },
  // Relative to the folder the server runs in (next.config.js has the build trace `locales/` into the output).
  localePath: './locales',
  // Edited texts show on reload under `next dev`; a no-op in production.
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // The config is given to appWithTranslation in the bundle rather than sent in every page's props (it holds a function).
  serializeConfig: false,
  react: {
    useSuspense: false,
    // Texts added after the page (the error texts, a lazily loaded part's) re-render the components that show them,
    // through the event loadNamespace (lib/i18n/load-namespace.ts) emits once they are in. Not the store's 'added':
    // appWithTranslation also adds a new page's texts while it renders, and every mounted component bound to 'added'
    // would then update during its render (React warns: "Cannot update a component while rendering a different one").
    bindI18n: 'languageChanged namespaceAdded',
  },
  // A page whose props lack a namespace it shows would show the key: say so where the tests and the crawl of every
  // page look, the browser's console. A call with a default value expects that the key may be missing.
  saveMissing: true,
  missingKeyHandler: (languages, ns, key, _fallback, _update, options) => {
    if (typeof window !== 'undefined' && options?.defaultValue === undefined)
      console.error(`Missing text ${ns}:${key} (${languages.join(', ')})`);
  },
};
