// next/jest compiles with Next's own SWC and applies next.config.js, so tests see the code as the app does.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** ESM-only dependencies that Jest's CommonJS loader cannot take as they are. */
const ESM_PACKAGES = [
  'jose',
  'marked',
  'marked-gfm-heading-id',
  'github-slugger',
  '@seriousme/openapi-schema-validator',
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'temporal-spec',
];

module.exports = async () => {
  const base = await createJestConfig({
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  })();
  const common = {
    ...base,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
  return {
    projects: [
      {
        ...common,
        displayName: 'unit',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'],
      },
      {
        ...common,
        displayName: 'components',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/__tests__/unit/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/__tests__/setup/components.ts'],
      },
      {
        ...common,
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts'],
      },
    ],
    // Global options (Jest ignores them inside a project). Each integration file opens its own database, and
    // PGlite's start-up and scrypt are slow on two shared cores.
    testTimeout: 60_000,
    // One worker per core, not Jest's default of one fewer: the files spend their time compiling PGlite and hashing
    // passwords, not in Jest's own process, so on two cores this halves the run.
    maxWorkers: '100%',
  };
};
