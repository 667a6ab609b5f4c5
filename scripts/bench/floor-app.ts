/**
 * The floors the public pages are measured against: a bare Next pages-router page with Tailwind
 * (scripts/bench/floor-app), and the same page translated with next-i18next as its documentation sets it up
 * (scripts/bench/floor-app-i18next: appWithTranslation, serverSideTranslations of one namespace), which is what the
 * site's pages are judged against since they are translated the same way. Each is built with this project's
 * node_modules and Next's webpack build, as `npm run build` builds the site, and served by `next start` like it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { installedPackageBin } from '../installed-package';
import { type RunningServer, startServer } from './server';

export const FLOOR_APPS = {
  bare: 'scripts/bench/floor-app',
  translated: 'scripts/bench/floor-app-i18next',
} as const;
export type FloorApp = keyof typeof FLOOR_APPS;

export async function buildFloorApp(floor: FloorApp): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [installedPackageBin('next'), 'build', '--webpack', FLOOR_APPS[floor]],
    { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

export function startFloorApp(floor: FloorApp, port: number): RunningServer {
  return startServer(port, {}, FLOOR_APPS[floor]);
}
