import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installedPackageBin } from '../installed-package';

export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

/**
 * `npm start` (`next start`) on a fresh embedded database (or the database `extraEnv` names), launched with node
 * itself so stopping it by PID stops it all. A production server runs the local stand-ins only when told to:
 * ALLOW_LOCAL_PROVIDERS=1. `appDir` serves another app built with this project's node_modules (the benchmarks' floor
 * app).
 */
export function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  appDir = '.',
): RunningServer {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'roomcraft-bench-')), 'pglite');
  const url = `http://127.0.0.1:${port}`;
  const next = installedPackageBin('next');
  const child = spawn(process.execPath, [next, 'start', appDir, '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      PGLITE_DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      ALLOW_LOCAL_PROVIDERS: '1',
      NEXT_PUBLIC_SITE_URL: `${url}/`,
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls until `url` answers 200; returns the milliseconds it took. */
export async function waitFor200(url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
