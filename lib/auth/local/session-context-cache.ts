import '@/lib/server-only';
import { LRUCache } from 'lru-cache';
import type { Database, DatabaseConnection } from '@/lib/db/types';
import type { SessionContext } from './find-session-context';

/** An answer is read again at least this often: it then also moves the session's sliding expiry on when due. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type SessionContextCache = {
  /** The cached answer for `key`, else what `load` reads (kept unless its user changed while it was read). */
  read(key: string, load: () => Promise<SessionContext | null>): Promise<SessionContext | null>;
  /**
   * Drops the user's answers at once: what this process changes itself (signing out, a new password) must not wait
   * for the database's notification, which on a server arrives a moment after the commit.
   */
  changed(userId: string): void;
};

/**
 * GET /api/me's answers per session, kept while nothing they are made of changes: the database notifies every change
 * of a user's session, account, details, subscription, usage or renders (and of the plan catalogue) as it commits,
 * and the user's answers are dropped then, so a signed-out session or a new subscription is seen by the next request
 * (on a server, once the notification has come: milliseconds; a listening connection that dies without a word is
 * found out by its heartbeat within ten seconds, and nothing is served from here after that). An answer read while its
 * user changed is not kept: it may predate the change. While notifications cannot be relied on (the listening
 * connection not yet up, or lost), nothing is kept or served, and what was kept before goes: a change may have been
 * missed. Every write to those tables notifies, so a notification costs only its own user's answers: each user's keys
 * are indexed, and an answer leaves the index however it leaves the cache (dropped, replaced, expired or evicted).
 */
export function createSessionContextCache({ max = MAX_ENTRIES } = {}): SessionContextCache & {
  listening(reliable: boolean): void;
} {
  const keysOf = new Map<string, Set<string>>();
  const entries = new LRUCache<string, SessionContext>({
    max,
    ttl: MAX_AGE_MS,
    dispose({ user }, key) {
      const keys = keysOf.get(user.id);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(user.id);
    },
  });
  let reliable = false;
  let changes = 0;
  let everyoneChangedAt = 0;
  const changedAt = new Map<string, number>();
  const changed = (userId: string) => {
    changes += 1;
    if (userId === '*' || changedAt.size >= max) {
      everyoneChangedAt = changes;
      changedAt.clear();
      entries.clear();
      return;
    }
    changedAt.set(userId, changes);
    for (const key of [...(keysOf.get(userId) ?? [])]) entries.delete(key);
  };
  const keep = (key: string, found: SessionContext) => {
    // After the set: replacing an answer disposes of the one before, key and all.
    entries.set(key, found);
    const keys = keysOf.get(found.user.id);
    if (keys) keys.add(key);
    else keysOf.set(found.user.id, new Set([key]));
  };
  return {
    changed,
    listening(now) {
      // Either way what was kept may have missed a change, and so may a read under way.
      changed('*');
      reliable = now;
    },
    async read(key, load) {
      if (!reliable) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt.getTime() > Date.now()) return hit;
      const before = changes;
      const found = await load();
      const changedSince = (changedAt.get(found?.user.id ?? '') ?? 0) > before || everyoneChangedAt > before;
      if (found && reliable && !changedSince) keep(key, found);
      return found;
    },
  };
}

// Per database, not per wrapper of it; and on globalThis, as the database itself (lib/db/get-db.ts): a build bundles
// pages and API routes apart, each with its own copy of this module, and a sign-in from a page (an e-mail link) must
// drop the answers the API routes keep.
const globalForCaches = globalThis as typeof globalThis & {
  roomcraftSessionContextCaches?: WeakMap<DatabaseConnection, Promise<SessionContextCache | null>>;
};
const caches = (globalForCaches.roomcraftSessionContextCaches ??= new WeakMap());

/** The cache of this database's answers, or null where the database cannot tell this process of changes. */
export function sessionContextCache(db: Database): Promise<SessionContextCache | null> {
  let cache = caches.get(db.connection);
  if (!cache) {
    const { listen } = db;
    cache = listen
      ? (async () => {
          const created = createSessionContextCache();
          await listen.call(db, 'user_context', {
            notify: (userId) => created.changed(userId),
            listening: (reliable) => created.listening(reliable),
          });
          return created;
        })()
      : Promise.resolve(null);
    caches.set(db.connection, cache);
  }
  return cache;
}

/** Drops the user's kept answers in this process at once, where there are any (see `changed`). */
export async function forgetSessionContexts(db: Database, userId: string): Promise<void> {
  (await caches.get(db.connection))?.changed(userId);
}
