import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import type { AuthUser } from '../types';
import { hashSecretToken, newSecretToken } from './secret-token';

export const SESSION_COOKIE = 'rc_session';
export const SESSION_DAYS = 30;

type SessionRow = {
  session_id: string;
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  created_at: Date;
};

export function toAuthUser(row: Omit<SessionRow, 'session_id'>): AuthUser {
  return {
    id: row.id,
    email: row.email,
    email_confirmed_at: row.email_confirmed_at ? row.email_confirmed_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function createSession(
  db: Queryable,
  userId: string,
  meta: { userAgent?: string; ip: string },
): Promise<{ token: string; sessionId: string }> {
  const { token, hash } = newSecretToken();
  const { rows } = await db.query<{ id: string }>(
    `insert into local_auth.sessions (user_id, token_hash, expires_at, user_agent, ip)
     values ($1, $2, now() + make_interval(days => $3), $4, $5) returning id`,
    [userId, hash, SESSION_DAYS, meta.userAgent?.slice(0, 300) ?? null, meta.ip],
  );
  return { token, sessionId: rows[0]!.id };
}

// Sliding expiry is written at most once an hour per session, so ordinary requests stay read-only.
export const TOUCH_AFTER_MS = 3600_000;

const USER_COLUMNS = 'u.id, u.email, u.email_confirmed_at, u.created_at';

/**
 * The live session for a cookie token, sliding its expiry forward. The write happens at most once an hour per
 * session, so ordinary page views stay read-only.
 */
export async function findSessionByToken(
  db: Queryable,
  token: string,
): Promise<{ sessionId: string; user: AuthUser } | null> {
  const { rows } = await db.query<SessionRow & { last_seen_at: Date }>(
    'select * from local_auth.session_for_token($1)',
    [hashSecretToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    await db.query(
      `update local_auth.sessions set last_seen_at = now(), expires_at = now() + make_interval(days => $2)
       where id = $1`,
      [row.session_id, SESSION_DAYS],
    );
  }
  return { sessionId: row.session_id, user: toAuthUser(row) };
}

export async function findSessionById(db: Queryable, sessionId: string): Promise<AuthUser | null> {
  const { rows } = await db.query<SessionRow>(
    `select s.id as session_id, ${USER_COLUMNS} from local_auth.sessions s join auth.users u on u.id = s.user_id
     where s.id = $1 and s.expires_at > now()`,
    [sessionId],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/** Ends the token's session; returns its user's id, or null when it had none. */
export async function deleteSessionByToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'delete from local_auth.sessions where token_hash = $1 returning user_id',
    [hashSecretToken(token)],
  );
  return rows[0]?.user_id ?? null;
}
