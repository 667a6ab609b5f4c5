import '@/lib/server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { AuthIo } from '@/lib/auth/types';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';

export const TRIAL_COOKIE = 'rc_trial';
/** Unclaimed trial photos and renders are kept this long (the privacy policy says so). */
export const TRIAL_DAYS = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The trial visitor this browser is, or null. Only the token's hash is stored, like a session. */
export async function findTrialVisitor(io: AuthIo): Promise<{ id: string } | null> {
  const token = io.getCookie(TRIAL_COOKIE);
  if (!token || token.length > 100) return null;
  const db = await getDb();
  const { rows } = await db.query<{ id: string }>(
    'select id from private.trial_visitors where token_hash = $1 and claimed_at is null',
    [hash(token)],
  );
  return rows[0] ?? null;
}

/** The visitor of this browser, made on first use with a cookie that lasts as long as their trial data. */
export async function ensureTrialVisitor(io: AuthIo): Promise<{ id: string }> {
  const existing = await findTrialVisitor(io);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  const { rows } = await db.query<{ id: string }>(
    'insert into private.trial_visitors (token_hash) values ($1) returning id',
    [hash(token)],
  );
  io.setCookie(TRIAL_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getServerEnv().isProduction,
    path: '/',
    maxAge: TRIAL_DAYS * 24 * 3600,
  });
  return rows[0]!;
}

export function clearTrialCookie(io: AuthIo): void {
  io.setCookie(TRIAL_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
}
