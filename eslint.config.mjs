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

/**
 * Next refuses the `server-only` package in every Pages Router module (getServerSideProps' imports included): our own
 * modules are marked with lib/server-only.ts instead, which fails the browser build (next.config.js).
 */
const SERVER_ONLY_PACKAGE = {
  name: 'server-only',
  message: 'Next refuses it in the Pages Router: import @/lib/server-only, which the browser build refuses.',
};

/**
 * Packages that hold secrets, open connections or need Node: never part of a browser bundle. Our own such modules
 * import lib/server-only.ts, so the browser build fails on them; these packages cannot be marked.
 */
const SERVER_PACKAGES = {
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
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-restricted-imports': ['error', { paths: [SERVER_ONLY_PACKAGE], patterns: [PACKAGE_INSIDES] }],
      'no-restricted-syntax': ['error', ...PACKAGE_INSIDES_BY_CALL],
    },
  },
  {
    // After the rule for every file, which this one replaces for these files: so it says both.
    files: ['components/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [SERVER_ONLY_PACKAGE], patterns: [SERVER_PACKAGES, PACKAGE_INSIDES] },
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
