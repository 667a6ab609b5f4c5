import '@/lib/server-only';
import type { ServerEnv } from '@/lib/env';

// On globalThis: every bundle that opens the database shares the one warning.
const globalForWarning = globalThis as typeof globalThis & { __roomcraftListenUrlWarned?: boolean };

/**
 * DATABASE_LISTEN_URL only serves a server database (DATABASE_URL): set alone, it is ignored, since the embedded
 * database tells this process of its changes itself. Said once, in the server's log, as a likely half-done
 * configuration (a DATABASE_URL forgotten, so the data would land in the embedded database instead).
 */
export function warnOfUnusedListenUrl(env: Pick<ServerEnv, 'DATABASE_URL' | 'DATABASE_LISTEN_URL'>): void {
  if (!env.DATABASE_LISTEN_URL || env.DATABASE_URL || globalForWarning.__roomcraftListenUrlWarned) return;
  globalForWarning.__roomcraftListenUrlWarned = true;
  console.warn(
    '[db] DATABASE_LISTEN_URL is set without DATABASE_URL: it is ignored, and the embedded database is used',
  );
}
