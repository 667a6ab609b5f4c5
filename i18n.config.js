// The site's languages, for next.config.js's locale routing (lib/i18n/localize-path.ts keeps the same list; a unit
// test checks that they agree).

module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es', 'fr', 'de'],
  },
};
