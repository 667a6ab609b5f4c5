import '@/lib/server-only';
import type { Database } from '@/lib/db/types';
import { type SessionContext, findSessionContext } from './find-session-context';
import { hashSecretToken } from './secret-token';
import { sessionContextCache } from './session-context-cache';

/**
 * GET /api/me's reading of a session (a cookie's token, or a verified access token's session id): from this
 * process's cache where the database tells it of changes, else one statement.
 */
export async function readSessionContext(
  db: Database,
  key: { token: string } | { sessionId: string },
): Promise<SessionContext | null> {
  const cache = await sessionContextCache(db);
  const load = () => findSessionContext(db, key);
  if (!cache) return load();
  return cache.read(
    'sessionId' in key ? `session:${key.sessionId}` : `token:${hashSecretToken(key.token)}`,
    load,
  );
}
