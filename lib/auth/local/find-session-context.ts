import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { type TUserContext, type TUserContextJson, toUserContext } from '@/lib/users/to-user-context';
import type { AuthUser } from '../types';
import { hashSecretToken } from './secret-token';
import { SESSION_DAYS, TOUCH_AFTER_MS, toAuthUser } from './sessions';

type Row = {
  session_id: string;
  expires_at: Date;
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  created_at: Date;
  context: TUserContextJson;
};

export type SessionContext = { sessionId: string; expiresAt: Date; user: AuthUser; context: TUserContext };

/**
 * The live session of a cookie's token (or of a verified access token's session id), its user, and that user's own
 * context, in one statement: one round trip for GET /api/me, which nearly every page view of a signed-in user asks
 * for. The statement also moves the session's sliding expiry on when that is due.
 */
export async function findSessionContext(
  db: Queryable,
  key: { token: string } | { sessionId: string },
): Promise<SessionContext | null> {
  const { rows } = await db.query<Row>(
    'select * from local_auth.session_context($1, $2, make_interval(secs => $3), $4)',
    [
      'token' in key ? hashSecretToken(key.token) : null,
      'sessionId' in key ? key.sessionId : null,
      TOUCH_AFTER_MS / 1000,
      SESSION_DAYS,
    ],
  );
  const row = rows[0];
  return row
    ? {
        sessionId: row.session_id,
        expiresAt: row.expires_at,
        user: toAuthUser(row),
        context: toUserContext(row.context),
      }
    : null;
}
