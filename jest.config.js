// next/jest compiles with Next's own SWC and applies next.config.js, so tests see the code as the app does.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = async () => {
  const base = await createJestConfig({
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  })();
  const common = {
    ...base,
    // ES modules are loaded as they are, not compiled to CommonJS: on Node 24 Jest takes require(esm) natively, so
    // ESM-only dependencies (jose, marked, pg-boss…) and our own .mjs (plain JavaScript for worker threads) need
    // no compiling, and a compiled copy would be CommonJS run as a module. next/jest's own patterns leave the
    // dependencies as they are but for the part of Next it compiles itself, with next.config.js's image widths in
    // it, as the build does (next/image's getImageProps reads them).
    transformIgnorePatterns: [...base.transformIgnorePatterns, '\\.mjs$'],
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
        setupFilesAfterEnv: ['<rootDir>/__tests__/setup/integration.ts'],
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
