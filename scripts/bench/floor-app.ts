/**
 * The floor the public pages are measured against: a bare Next pages-router page with Tailwind
 * (scripts/bench/floor-app), built with this project's node_modules and Next's webpack build, as `npm run build`
 * builds the site, and served by `next start` like it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { installedPackageBin } from '../installed-package';
import { type RunningServer, startServer } from './server';

export const FLOOR_APP_DIR = 'scripts/bench/floor-app';

export async function buildFloorApp(): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [installedPackageBin('next'), 'build', '--webpack', FLOOR_APP_DIR],
    { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

export function startFloorApp(port: number): RunningServer {
  return startServer(port, {}, FLOOR_APP_DIR);
}
