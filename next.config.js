const { i18n } = require('./next-i18next.config.js');
const { securityHeaderOptions, securityHeaderRules } = require('./lib/security/security-headers.js');
const { deviceSizes, imageSizes } = require('./lib/site/image-widths.js');
const path = require('node:path');

const REACT_DOM_CLIENT_IN_SLICES = path.join(__dirname, 'lib/site/react-dom-client-in-slices.js');
const SERVER_ONLY = path.join(__dirname, 'lib/server-only.ts');

/** @type {import('next').NextConfig} */
module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // `next build` type-checks the whole project, as it should wherever it runs; CI has done exactly that check (`tsc
  // --noEmit`) a few minutes earlier in the same run, and says so to save the build the second pass.
  typescript: { ignoreBuildErrors: process.env.CI_TYPECHECKED === '1' },
  // PGlite ships WebAssembly and data files it loads from its own folder at run time.
  // Sentry's Node SDK (OpenTelemetry and its module hooks) must load from node_modules as it is, as
  // withSentryConfig would arrange; we do not use withSentryConfig because it puts the SDK in every page's bundle.
  serverExternalPackages: ['@electric-sql/pglite', '@sentry/nextjs'],
  // The optimiser's widths, which components/ui/picture.tsx offers in its srcsets (see lib/site/image-widths.js).
  images: { deviceSizes, imageSizes },
  outputFileTracingIncludes: {
    // The render pool's drawing thread is started by path too, and loads the engine's TypeScript as it is
    // (lib/studio/engines/render-pool.ts), with the structure guard's line detector it finds room lines by.
    '/*': [
      './locales/**/*',
      './supabase/migrations/**/*',
      './supabase/seed.sql',
      './lib/studio/engines/local/**/*',
      './lib/studio/engines/render-engine.ts',
      './lib/api/error-catalog.ts',
      './lib/studio/guard/**/*.ts',
    ],
    // The upload decoding thread is a plain file started by path at run time (lib/studio/uploads/decode-off-thread.ts),
    // outside every bundle, so no import leads the tracer to it or to the libheif it loads. The structure guard's
    // thread likewise (lib/studio/guard/check-structure-off-thread.ts), with the TypeScript Node runs as it is.
    '/api/**': [
      './lib/studio/uploads/worker/*.mjs',
      './lib/studio/guard/**/*.ts',
      './lib/studio/engines/local/box-blur.ts',
      './node_modules/libheif-js/package.json',
      './node_modules/libheif-js/wasm-bundle.js',
      './node_modules/libheif-js/libheif-wasm/libheif-bundle.js',
    ],
  },
  // The development server is reached at localhost and 127.0.0.1 alike (the e2e suite uses the latter); Next lets
  // only localhost open the hot-reload websocket unless told.
  allowedDevOrigins: ['127.0.0.1'],
  experimental: {
    // Turbopack's shared runtime inlines each page's bootstrap into the HTML, which `script-src 'self'` blocks; without
    // it a plain `next build` emits no inline script, like webpack.
    turbopackSharedRuntime: false,
  },
  // Turbopack (`next dev`, a plain `next build`) takes no part of the webpack config below: its aliases cannot spare
  // the one module that must reach React's own react-dom/client, so the development server hydrates as React does.
  // Said outright, as Next 16 wants before it builds with Turbopack an app that has a webpack config.
  turbopack: {},
  webpack(config, { isServer, webpack }) {
    // The browser's react-dom/client starts the first hydration as a transition, in slices: every module that asks for
    // it (Next's client among them) gets lib/site/react-dom-client-in-slices.js, which itself gets React's own.
    if (!isServer) {
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (resolveData) => {
          if (resolveData.contextInfo.issuer !== REACT_DOM_CLIENT_IN_SLICES)
            resolveData.request = REACT_DOM_CLIENT_IN_SLICES;
        }),
      );
      // A module marked server-only (it imports lib/server-only.ts) fails the browser build, with the chain of imports
      // that led to it.
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/server-only/, (resolveData) => {
          if (resolveData.createData?.resource === SERVER_ONLY)
            throw new Error('Server-only module: browser code must not import it (see lib/server-only.ts).');
        }),
      );
    }
    return config;
  },
  async headers() {
    // Read here rather than through lib/env.ts: this file is CommonJS, loaded before TypeScript is compiled.
    return securityHeaderRules(securityHeaderOptions(process.env));
  },
};
