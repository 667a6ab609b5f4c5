import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { refundRateLimit, takeRateLimit } from '@/lib/api/rate-limit';
import { INVALID_CREDENTIALS } from './auth-errors';
import { isKnownDevice } from './known-device';
import {
  AUTH_LIMIT_PER_EMAIL,
  AUTH_LIMIT_PER_IP,
  AUTH_WINDOW_SECONDS,
  tooManyAttempts,
} from './throttle-auth';
import type { AuthIo } from './types';

/** Wrong passwords for one account from one address: typos fit, guessing does not. */
const LIMIT_PER_EMAIL_AND_IP = 10;

/**
 * Runs one password sign-in attempt under three limits per 15-minute window. Each counts failed attempts only: an
 * attempt takes a slot up front (so parallel requests cannot slip past a limit together) and gets it back unless the
 * password was wrong.
 *
 * - One e-mail from one address (10): someone guessing an account from one place is stopped quickly.
 * - One address, any e-mails (50): one machine trying many accounts is stopped; an office behind one address only
 *   meets it through its people's failures, never their sign-ins.
 * - One e-mail from anywhere (10), except from a browser that has signed in to that account before (the signed
 *   known-device cookie): guessing spread over many addresses is stopped, while the owner's own browser, which the
 *   guesser does not have, still gets in. A lockout per e-mail alone would let anyone lock an owner out by failing on
 *   purpose; this way failures from elsewhere only close the account to browsers it has never been used in, and for
 *   those sign-in links and password resets (throttled on their own) still work.
 */
export async function throttleSignIn<T>(io: AuthIo, email: string, attempt: () => Promise<T>): Promise<T> {
  const db = await getDb();
  const limits = [
    { key: `auth:signin:ip:${io.network}`, limit: AUTH_LIMIT_PER_IP },
    { key: `auth:signin:email-ip:${email}:${io.network}`, limit: LIMIT_PER_EMAIL_AND_IP },
  ];
  if (!(await isKnownDevice(io, email))) {
    limits.push({ key: `auth:signin:email:${email}`, limit: AUTH_LIMIT_PER_EMAIL });
  }
  const results = [];
  for (const { key, limit } of limits) results.push(await takeRateLimit(db, key, limit, AUTH_WINDOW_SECONDS));
  const giveBack = () => Promise.all(limits.map(({ key }) => refundRateLimit(db, key)));

  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) {
    // A refused attempt checked no password, so it is no failure either.
    await giveBack();
    throw tooManyAttempts(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
  }
  try {
    const result = await attempt();
    await giveBack();
    return result;
  } catch (error) {
    if (error !== INVALID_CREDENTIALS) await giveBack();
    throw error;
  }
}
