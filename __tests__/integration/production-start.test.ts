import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const START = path.join(__dirname, 'helpers', 'start-server-process.ts');

type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/**
 * Runs the server's start-up in a process of its own under NODE_ENV=production with only the given variables (no
 * provider leaks in from the test run), and stops it once `readyLine` is printed, or lets it end by itself.
 */
function startInProduction(vars: Record<string, string>, readyLine?: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...vars,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', START], { env, cwd: process.cwd() });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (readyLine && stdout.includes(readyLine)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A start-up that neither exits nor gets ready must not outlive the test.
  const stop = setTimeout(() => child.kill('SIGKILL'), 45_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(stop);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

describe('a production start-up', () => {
  it('exits non-zero without its providers, naming the missing variables and ALLOW_LOCAL_PROVIDERS', async () => {
    const run = await startInProduction({});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '[roomcraft] configuration error: production needs DATABASE_URL (database), NEXT_PUBLIC_SUPABASE_URL and ' +
        'NEXT_PUBLIC_SUPABASE_ANON_KEY (auth)',
    );
    expect(run.stderr).toContain('or set ALLOW_LOCAL_PROVIDERS=1 to run the local stand-ins');
    expect(run.stderr).toContain('production needs NEXT_PUBLIC_SITE_URL');
    expect(run.stderr).toContain('production needs AUTH_SECRET');
    // Stopped before anything opened: no adapter line, no database.
    expect(run.stdout).toBe('');
  });

  it('runs the local stand-ins with ALLOW_LOCAL_PROVIDERS=1, and says so', async () => {
    const run = await startInProduction(
      {
        ALLOW_LOCAL_PROVIDERS: '1',
        NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3200/',
        PGLITE_DATA_DIR: 'memory://',
        STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'roomcraft-production-start-')),
      },
      '[roomcraft] database ready',
    );
    expect(run.stdout).toContain('[roomcraft] database: embedded PGlite');
    expect(run.stdout).toContain('[roomcraft] payments: local test checkout (nothing is charged)');
    // A local run signs with a secret of its own on this machine's disk, as development does.
    expect(run.stdout).toContain(
      "[roomcraft] signing keys: derived from this machine's .data/auth-secret (AUTH_SECRET unset)",
    );
    expect(run.stderr).toContain('ALLOW_LOCAL_PROVIDERS=1: local stand-ins may run in production');
    expect(run.signal).toBe('SIGTERM');
  });
});
