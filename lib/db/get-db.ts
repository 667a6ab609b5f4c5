import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import { applySeed } from './apply-seed';
import { migrate } from './migrate';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';
import type { Database } from './types';
import { warnOfUnusedListenUrl } from './warn-of-unused-listen-url';

// Kept on globalThis so hot reloads (and every bundle that imports this module) share one instance: two PGlite
// instances on one data directory would corrupt it.
const globalForDb = globalThis as typeof globalThis & {
  __roomcraftDb?: Promise<Database>;
  __roomcraftBeforeDbClose?: Set<() => Promise<void>>;
};

async function open(): Promise<Database> {
  const env = getServerEnv();
  if (env.DATABASE_URL) return createPostgresDatabase(env.DATABASE_URL, env.DATABASE_LISTEN_URL);
  warnOfUnusedListenUrl(env);
  // `next build` prerenders pages that read the catalogue (pricing). It gets a fresh in-memory database, migrated
  // and seeded below like the embedded one, so it shows the same plans and never opens the data directory that a
  // running server may hold.
  const building = env.NEXT_PHASE === 'phase-production-build';
  const db = await createPgliteDatabase(building ? 'memory://' : env.PGLITE_DATA_DIR);
  // The embedded database is ours alone, so it is brought up to date and seeded with the plan catalogue on open; a
  // hosted one is migrated by `npm run db:migrate` and gets its catalogue from Stripe.
  await migrate(db);
  await applySeed(db);
  return db;
}

/** The process's database, opened (and in embedded mode migrated) on first use. */
export function getDb(): Promise<Database> {
  globalForDb.__roomcraftDb ??= open().catch((error: unknown) => {
    globalForDb.__roomcraftDb = undefined;
    throw error;
  });
  return globalForDb.__roomcraftDb;
}

/** Runs `fn` before the database closes: clients of it (the job queue) stop first, once. */
export function beforeDbClose(fn: () => Promise<void>): void {
  (globalForDb.__roomcraftBeforeDbClose ??= new Set()).add(fn);
}

export async function closeDb(): Promise<void> {
  const hooks = [...(globalForDb.__roomcraftBeforeDbClose ?? [])];
  globalForDb.__roomcraftBeforeDbClose?.clear();
  for (const hook of hooks) await hook();
  const pending = globalForDb.__roomcraftDb;
  globalForDb.__roomcraftDb = undefined;
  if (pending) await (await pending).close();
}
