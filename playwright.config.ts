import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { installedPackageBin } from './scripts/installed-package';

// E2E_PORT lets several checkouts on one machine run the suite at once.
const PORT = Number(process.env.E2E_PORT ?? 3200);

// E2E_DEV=1 runs the suite against the development server (`npm run dev`) instead of a production build.
const DEV = Boolean(process.env.E2E_DEV);

/**
 * Runs against the production server (`npm start`, `next start`) in embedded mode (build first: `npm run build`), or
 * `next dev` with E2E_DEV=1, on a fresh embedded database, driving Debian's Chromium: launched once per worker, each
 * test gets a fresh context of it (its own cookies, storage and cache, like a new profile), with script turned off
 * where a test says `test.use({ javaScriptEnabled: false })`.
 */
export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    headless: true,
    // Recording a trace of every run costs about a third of the page-heavy tests' CPU time; a failing test is
    // traced on its retry instead (CI retries once; locally, `--trace on`).
    trace: 'on-first-retry',
  },
  webServer: {
    // node itself, not npm or npx: stopping it stops the server (they would leave an orphan).
    command: `node ${installedPackageBin('next')} ${DEV ? 'dev' : 'start'} -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // The development server compiles the health route on its first request.
    timeout: DEV ? 300_000 : 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PGLITE_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'roomcraft-e2e-db-')), 'pglite'),
      STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-e2e-files-')),
      // A production server refuses the local stand-ins unless told: these tests mean to run on them. No
      // NEXT_PUBLIC_SITE_URL either, as in a local run: links follow the address the server is reached at.
      ALLOW_LOCAL_PROVIDERS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
