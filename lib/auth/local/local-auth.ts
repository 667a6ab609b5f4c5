import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { getServerEnv } from '@/lib/env';
import { type MailLocale, isMailLocale } from '@/lib/mail/mail-text';
import type { TMe } from '@/lib/users/me-types';
import { INVALID_CREDENTIALS, INVALID_LINK } from '../auth-errors';
import type { AuthAdapter, AuthIo, AuthUser, Session } from '../types';
import { signAccessToken, verifyAccessToken } from './access-token';
import { emailLink } from './email-link';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { hashSecretToken } from './secret-token';
import type { SessionContext } from './find-session-context';
import { readSessionContext } from './read-session-context';
import { forgetSessionContexts } from './session-context-cache';
import {
  SESSION_COOKIE,
  SESSION_DAYS,
  createSession,
  deleteSessionByToken,
  findSessionById,
  findSessionByToken,
  toAuthUser,
} from './sessions';

function setSessionCookie(io: AuthIo, token: string) {
  io.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getServerEnv().isProduction,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

/**
 * On signing out, and on the first request that finds the cookie's session ended (signed out elsewhere, a new
 * password, expired): the session hint goes with it (lib/auth/auth-io.ts), where else every page would set the hint
 * again and ask GET /api/me for a 401 until the cookie itself expired.
 */
function clearSessionCookie(io: AuthIo) {
  io.setCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
}

/** A new session, and the user of the one it replaces (whose kept answers go once the change commits). */
async function startSession(
  tx: Queryable,
  io: AuthIo,
  user: AuthUser,
): Promise<{ token: string; session: Session; replaced: string | null }> {
  // Rotation: a sign-in never keeps the token the browser came with.
  const previous = io.getCookie(SESSION_COOKIE);
  const replaced = previous ? await deleteSessionByToken(tx, previous) : null;
  const { token, sessionId } = await createSession(tx, user.id, {
    userAgent: io.header('user-agent'),
    ip: io.ip,
  });
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  const accessToken = await signAccessToken({ sub: user.id, sid: sessionId, email: user.email });
  return { token, session: { user, accessToken }, replaced };
}

/**
 * Drops this process's kept answers of the user's sessions once a change of them has committed (before, a request
 * could still read and keep the old state): the database's notification comes a moment later on a server.
 */
async function forget(userId: string | null): Promise<void> {
  if (userId) await forgetSessionContexts(await getDb(), userId);
}

// The answer made from a kept session context, while its access token is the same.
const answers = new WeakMap<SessionContext, TMe>();

/**
 * GET /api/me's answer: one object per kept context and access token, so that a repeated request gets the very same
 * (frozen) object, whose JSON text the route then makes only once (pages/api/me.ts).
 */
function meOf(found: SessionContext, accessToken: string): TMe {
  const kept = answers.get(found);
  if (kept?.accessToken === accessToken) return kept;
  const me = Object.freeze({ user: found.user, accessToken, ...found.context });
  answers.set(found, me);
  return me;
}

function bearerToken(io: AuthIo): string | undefined {
  return io.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
}

type UserRow = { id: string; email: string; email_confirmed_at: Date | null; created_at: Date };

/**
 * The language of a mail: the first known of those given. A link asked for from a page is written in that page's
 * language; a notice nobody asked for (an attempt on a taken address) in the one the account was made in.
 */
const mailLocale = (...candidates: (string | null | undefined)[]): MailLocale | null =>
  candidates.find(isMailLocale) ?? null;

type FoundUser = UserRow & { encrypted_password: string | null; locale: string | null };

async function findUserByEmail(tx: Queryable, email: string): Promise<FoundUser | null> {
  const { rows } = await tx.query<FoundUser>(
    `select id, email, email_confirmed_at, created_at, encrypted_password, raw_user_meta_data ->> 'locale' as locale
     from auth.users where email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

/** E-mail and password accounts in our own Postgres: the embedded default. */
export function createLocalAuth(): AuthAdapter {
  return {
    name: 'local',

    async getSession(io) {
      const db = await getDb();
      const bearer = bearerToken(io);
      if (bearer) {
        const sessionId = await verifyAccessToken(bearer);
        const user = sessionId ? await findSessionById(db, sessionId) : null;
        return user ? { user, accessToken: bearer } : null;
      }
      const token = io.getCookie(SESSION_COOKIE);
      if (!token) return null;
      const found = await findSessionByToken(db, token);
      if (!found) {
        clearSessionCookie(io);
        return null;
      }
      const accessToken = await signAccessToken({
        sub: found.user.id,
        sid: found.sessionId,
        email: found.user.email,
      });
      return { user: found.user, accessToken };
    },

    async getMe(io) {
      const db = await getDb();
      const bearer = bearerToken(io);
      const cookie = io.getCookie(SESSION_COOKIE);
      // A bearer token's signature is checked here, without the database; the statement then checks that its
      // session still lives (signing out or a password change ends it) while it reads the rest. Where the database
      // notifies this process of every change (embedded, or a server with DATABASE_LISTEN_URL), the answer is kept
      // until one comes.
      const sessionId = bearer ? await verifyAccessToken(bearer) : null;
      const key = bearer ? sessionId && { sessionId } : cookie && { token: cookie };
      if (!key) return null;
      const found = await readSessionContext(db, key);
      if (!found) {
        if (!bearer) clearSessionCookie(io);
        return null;
      }
      const accessToken =
        bearer ??
        (await signAccessToken({ sub: found.user.id, sid: found.sessionId, email: found.user.email }));
      return meOf(found, accessToken);
    },

    async signUp(_io, { email, password, fullName, next, locale }) {
      // Hashed before looking the address up, so a taken address costs the same scrypt work as a new one.
      const passwordHash = await hashPassword(password);
      const db = await getDb();
      // One transaction: the auth user, its details row (trigger) and the confirmation mail all exist, or none does.
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into auth.users (email, encrypted_password, raw_user_meta_data) values ($1, $2, $3)
           on conflict (email) do nothing returning id`,
          // The language the account was made in is the one its mails are written in.
          [
            email,
            passwordHash,
            JSON.stringify({ ...(fullName && { full_name: fullName }), ...(locale && { locale }) }),
          ],
        );
        if (rows[0]) {
          await emailLink(tx, { id: rows[0].id, email }, 'signup', next, locale ?? null);
          return;
        }
        // Taken: the account stays as it was, and its owner hears of the attempt instead of the visitor.
        const owner = await findUserByEmail(tx, email);
        if (owner)
          await emailLink(tx, owner, 'existingAccount', '/reset-password', mailLocale(owner.locale, locale));
      });
      // No session either way: signing the visitor in would tell a new address from a taken one. The password works
      // for signing in at once (mail never leaves this machine in the embedded setup); the link confirms the address.
      return null;
    },

    async signIn(io, { email, password }) {
      const db = await getDb();
      const user = await findUserByEmail(db, email);
      if (!(await verifyPassword(password, user?.encrypted_password)) || !user) throw INVALID_CREDENTIALS;
      const stored = user.encrypted_password!;
      const rehashed = needsRehash(stored) ? await hashPassword(password) : null;
      const { token, session, replaced } = await db.transaction(async (tx) => {
        // Only over the hash just checked: a password changed meanwhile is never overwritten with this one.
        if (rehashed) {
          await tx.query(
            'update auth.users set encrypted_password = $2 where id = $1 and encrypted_password = $3',
            [user.id, rehashed, stored],
          );
        }
        return startSession(tx, io, toAuthUser(user));
      });
      await forget(replaced);
      setSessionCookie(io, token);
      return session;
    },

    async signOut(io) {
      const token = io.getCookie(SESSION_COOKIE);
      if (token) {
        const db = await getDb();
        await forget(await deleteSessionByToken(db, token));
      }
      clearSessionCookie(io);
    },

    async sendMagicLink(_io, email, next, locale) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user) await emailLink(tx, user, 'magiclink', next, mailLocale(locale, user.locale));
      });
    },

    async requestPasswordReset(_io, email, locale) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user) await emailLink(tx, user, 'recovery', '/reset-password', mailLocale(locale, user.locale));
      });
    },

    async verifyEmailLink(io, link) {
      if (!('tokenHash' in link)) throw INVALID_LINK;
      const db = await getDb();
      const { token, session, replaced } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string }>(
          `update local_auth.one_time_tokens set used_at = now()
           where token_hash = $1 and type = $2 and used_at is null and expires_at > now() returning user_id`,
          [hashSecretToken(link.tokenHash), link.type],
        );
        if (!rows[0]) throw INVALID_LINK;
        // Following any of these links proves the address is theirs.
        const confirmed = await tx.query<UserRow>(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
           where id = $1 returning id, email, email_confirmed_at, created_at`,
          [rows[0].user_id],
        );
        return startSession(tx, io, toAuthUser(confirmed.rows[0]!));
      });
      await forget(replaced);
      setSessionCookie(io, token);
      return session;
    },

    async updatePassword(io, session, password) {
      const passwordHash = await hashPassword(password);
      const db = await getDb();
      const current = io.getCookie(SESSION_COOKIE);
      // A new password (a change, or a reset through a recovery link) is a fresh start: whoever knew the old one, or
      // holds any link mailed before, is shut out. Every other session ends, and every unused link (sign-in,
      // confirmation, reset) stops working; this session, which set the password, stays.
      await db.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          session.user.id,
          passwordHash,
        ]);
        await tx.query('delete from local_auth.sessions where user_id = $1 and token_hash <> $2', [
          session.user.id,
          current ? hashSecretToken(current) : '',
        ]);
        await tx.query('delete from local_auth.one_time_tokens where user_id = $1', [session.user.id]);
      });
      await forget(session.user.id);
    },

    forgetUser: forget,
  };
}
