import '@/lib/server-only';
import type { CookieOptions } from '@/lib/auth/types';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { takeRateLimit } from '@/lib/api/rate-limit';
import { REFERRAL_COOKIE, referralCookieOptions } from '../referral';

export const AFFILIATE_CODE = /^[a-z0-9]{6,20}$/;

/**
 * `?via=CODE` on any page: remembers the code in a first-party, httpOnly cookie for 60 days (checkout reads it on
 * the server as clientReferenceId) and counts a click, at most one per visitor network (see clientNetwork) and code
 * an hour so reloads do not inflate it. Unknown codes are ignored.
 */
export async function recordClick(
  rawCode: string,
  network: string,
  setCookie: (name: string, value: string, options: CookieOptions) => void,
): Promise<void> {
  const code = rawCode.trim().toLowerCase();
  if (!AFFILIATE_CODE.test(code)) return;
  const db = await getDb();
  const { rows } = await db.query('select 1 from public.affiliates where code = $1', [code]);
  if (rows.length === 0) return;
  setCookie(REFERRAL_COOKIE, code, referralCookieOptions(getServerEnv().isProduction));
  const { allowed } = await takeRateLimit(db, `affiliate-click:${code}:${network}`, 1, 3600);
  if (allowed) await db.query('insert into public.affiliate_clicks (code) values ($1)', [code]);
}
