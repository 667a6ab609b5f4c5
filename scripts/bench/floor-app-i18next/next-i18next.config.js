// next-i18next as its documentation sets up the pages router, with its texts in this folder's locales/.
const path = require('node:path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  // From the project's root, where the bench builds and serves the floor (scripts/bench/floor-app.ts): inside the
  // page's bundle __dirname is the build's folder, not this one.
  localePath: path.resolve('scripts/bench/floor-app-i18next/locales'),
};
