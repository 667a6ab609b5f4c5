import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * What no file may load: a package's insides rather than its published entry points (Next's `next/dist`, React's
 * builds in `react-dom/cjs`, any path through `node_modules`), which a minor release may move or change without
 * notice.
 */
const PACKAGE_INSIDES = {
  regex: '^(next/dist|react-dom/cjs)(/|$)|(^|/)node_modules(/|$)',
  message: "A package's insides change without notice: use its published entry points.",
};

/** The same for modules named in a call: import(), require(), require.resolve() and Jest's module mocks. */
const CALLS_NAMING_A_MODULE = [
  "CallExpression[callee.name='require']",
  "CallExpression[callee.object.name='require'][callee.property.name='resolve']",
  "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock|unstable_mockModule|requireActual)$/]",
];
// A selector's regex cannot hold a slash, even escaped.
const INSIDES_SELECTOR_REGEX = `/${PACKAGE_INSIDES.regex.replaceAll('/', '\\x2F')}/`;
const PACKAGE_INSIDES_BY_CALL = [
  `ImportExpression[source.value=${INSIDES_SELECTOR_REGEX}]`,
  ...CALLS_NAMING_A_MODULE.map((call) => `${call}[arguments.0.value=${INSIDES_SELECTOR_REGEX}]`),
].map((selector) => ({ selector, message: PACKAGE_INSIDES.message }));

/** Modules that hold secrets, open connections or need Node: never part of a browser bundle. */
const SERVER_ONLY = {
  patterns: [
    { group: ['@/lib/db', '@/lib/db/*'], message: 'Database code is server-only.' },
    {
      group: [
        '@/lib/auth/*',
        '!@/lib/auth/safe-redirect',
        '!@/lib/auth/password-rules',
        '!@/lib/auth/types',
        '!@/lib/auth/form-feedback',
        '!@/lib/auth/auth-return-query',
        '!@/lib/auth/session-hint',
      ],
      message: 'Auth adapters and guards are server-only; use the user context.',
    },
    {
      group: [
        '@/lib/api/*',
        '!@/lib/api/fetch-json',
        '!@/lib/api/api-error-of',
        '!@/lib/api/app-error',
        '!@/lib/api/error-catalog',
        '!@/lib/api/error-codes',
      ],
      message: 'API route helpers are server-only.',
    },
    {
      group: ['@/lib/users/*', '!@/lib/users/*-types'],
      message: 'User data loaders are server-only; use the user context.',
    },
    {
      group: [
        '@/lib/billing/*',
        '@/lib/billing/**',
        '!@/lib/billing/plan-types',
        '!@/lib/billing/pricing-rules',
        '!@/lib/billing/referral',
        '!@/lib/billing/load-stripe-js',
      ],
      message: 'Billing providers, sync and checkout are server-only.',
    },
    {
      // A regex, because gitignore-style groups cannot re-include a file inside an excluded folder.
      regex:
        '^@/lib/studio/(?!catalog/|renders/render-request$|projects/project-input$|uploads/upload-limits$|videos/video-view$|files/download-name$|batches/batch-request$)',
      message:
        'The render pipeline is server-only; the browser uses the catalogue, the API types and the API.',
    },
    {
      regex: '^@/lib/listing/(?!listing-facts$|listing-input$|listing-limits$|regional-defaults$)',
      message:
        'The listing writers and their allowances are server-only; the browser uses the input types and the API.',
    },
    {
      regex: '^@/lib/pro-api/(?!api-key-types$|api-reference-types$)',
      message: 'The Pro API is server-only; the browser uses its types and the API.',
    },
    {
      regex: '^@/lib/(contact/(?!contact-input$|support-email$)|guides/(?!guide-types$))',
      message: 'Server-only module (it reads files or the database).',
    },
    {
      group: ['@/lib/health', '@/lib/start-server', '@/lib/rate-limit', '@/lib/i18n/translation-props'],
      message: 'Server-only module.',
    },
    {
      group: [
        '@/lib/analytics/server-analytics',
        '@/lib/analytics/report-server-error',
        '@/sentry.server.config',
        '@/sentry.edge.config',
      ],
      message:
        'Server-side analytics and error reporting; the browser uses lib/analytics/track and load-sentry.',
    },
    {
      group: [
        'pg',
        '@electric-sql/pglite',
        '@supabase/ssr',
        'node:*',
        'raw-body',
        'jose',
        'stripe',
        'posthog-node',
      ],
      message: 'Server-only package.',
    },
  ],
  paths: [
    {
      name: '@/lib/env',
      message: 'Server config stays on the server; browser code reads @/lib/public-env.',
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-restricted-imports': ['error', { patterns: [PACKAGE_INSIDES] }],
      'no-restricted-syntax': ['error', ...PACKAGE_INSIDES_BY_CALL],
    },
  },
  {
    // After the rule for every file, which this one replaces for these files: so it says both.
    files: ['components/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...SERVER_ONLY, patterns: [...SERVER_ONLY.patterns, PACKAGE_INSIDES] },
      ],
    },
  },
  {
    // A component longer than a screenful or two does more than one thing: it is split into its parts (issue 32).
    files: ['components/**/*.tsx', 'pages/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    // CommonJS on purpose: next.config.js loads next-i18next.config.js, and next/jest these (the translated floor
    // app of the benchmarks likewise).
    files: [
      'next.config.js',
      'next-i18next.config.js',
      'jest.config.js',
      'scripts/bench/floor-app-i18next/next.config.js',
      'scripts/bench/floor-app-i18next/next-i18next.config.js',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  globalIgnores([
    '.next/**',
    // The benchmarks' floor apps build into a .next of their own.
    'scripts/bench/floor-app/.next/**',
    'scripts/bench/floor-app-i18next/.next/**',
    'node_modules/**',
    '.data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
