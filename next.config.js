const { i18n } = require('./next-i18next.config.js');

/** @type {import('next').NextConfig} */
module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files it loads from its own folder at run time; OpenCV is 7 MB of
  // WebAssembly-in-JS that bundling would only slow down.
  serverExternalPackages: ['@electric-sql/pglite', '@techstark/opencv-js'],
  outputFileTracingIncludes: {
    '/*': ['./locales/**/*', './supabase/migrations/**/*', './supabase/seed.sql'],
  },
};
