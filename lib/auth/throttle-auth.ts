import '@/lib/server-only';
import type { AppError } from '@/lib/api/app-error';
import { rateLimited } from '@/lib/api/rate-limited';
import { getDb } from '@/lib/db/get-db';
import { takeRateLimit } from '@/lib/api/rate-limit';

export const AUTH_WINDOW_SECONDS = 15 * 60;
/** Attempts per e-mail address per window: enough for typos, far too few for guessing. */
export const AUTH_LIMIT_PER_EMAIL = 10;
/** Attempts per client network (see clientNetwork) per window: covers an office behind one address. */
export const AUTH_LIMIT_PER_IP = 50;

/** The 429 of every auth throttle, with the wait in Retry-After. */
export function tooManyAttempts(retryAfter: number): AppError {
  return rateLimited(retryAfter, {
    description: `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''}.`,
  });
}

/**
 * Counts an attempt on an auth action that sends mail or makes accounts (sign-up, links, resets) for this e-mail and
 * client network; 429 once either is over. Password sign-in has its own rules: throttleSignIn.
 */
export async function throttleAuth(action: string, email: string, network: string): Promise<void> {
  const db = await getDb();
  const byEmail = await takeRateLimit(
    db,
    `auth:${action}:email:${email}`,
    AUTH_LIMIT_PER_EMAIL,
    AUTH_WINDOW_SECONDS,
  );
  const byIp = await takeRateLimit(
    db,
    `auth:${action}:ip:${network}`,
    AUTH_LIMIT_PER_IP,
    AUTH_WINDOW_SECONDS,
  );
  const blocked = [byEmail, byIp].filter((r) => !r.allowed);
  if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
}
