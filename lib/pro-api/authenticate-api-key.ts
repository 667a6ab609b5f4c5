import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { rateLimited } from '@/lib/api/rate-limited';
import { getDb } from '@/lib/db/get-db';
import { takeRateLimit } from '@/lib/api/rate-limit';
import { hashApiKey, looksLikeApiKey } from './api-key-format';

/** Requests a minute per key: generous for batch jobs, and a bound on what a leaked key can do before it is revoked. */
export const API_RATE_LIMIT_PER_MINUTE = 60;

export type ApiCaller = { keyId: string; userId: string };

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="Roomcraft API"' };

/** The bearer value of an Authorization header, if it is one. */
export const bearerToken = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];

/** The live key's owner, or null for a value that is no key of ours or a revoked one. */
export async function findApiCaller(key: string): Promise<ApiCaller | null> {
  if (!looksLikeApiKey(key)) return null;
  const db = await getDb();
  // last_used_at moves at most once a minute, so busy keys do not write on every request.
  const { rows } = await db.query<{ id: string; user_id: string }>(
    `with k as (select id, user_id, last_used_at from public.api_keys where key_hash = $1 and revoked_at is null),
     touched as (update public.api_keys set last_used_at = now()
                 where id = (select id from k) and (last_used_at is null or last_used_at < now() - interval '1 minute'))
     select id, user_id from k`,
    [hashApiKey(key)],
  );
  const row = rows[0];
  return row ? { keyId: row.id, userId: row.user_id } : null;
}

/**
 * `Authorization: Bearer <key>` → the caller, within the key's rate limit. Missing, unknown and revoked keys are
 * 401 in the shared shape; over the limit is 429 with Retry-After.
 */
export async function authenticateApiKey(authorization: string | undefined): Promise<{
  caller: ApiCaller;
  rateLimit: Record<string, string>;
}> {
  const key = bearerToken(authorization);
  if (!key) {
    throw new AppError('not_authenticated', {
      description: 'Send your API key in the Authorization header: "Authorization: Bearer <key>".',
      headers: CHALLENGE,
    });
  }
  const caller = await findApiCaller(key);
  if (!caller) {
    throw new AppError('invalid_api_key', { headers: CHALLENGE });
  }
  const limit = await takeRateLimit(await getDb(), `api:${caller.keyId}`, API_RATE_LIMIT_PER_MINUTE, 60);
  const rateLimit = {
    'X-RateLimit-Limit': String(API_RATE_LIMIT_PER_MINUTE),
    'X-RateLimit-Remaining': String(Math.max(0, API_RATE_LIMIT_PER_MINUTE - limit.hits)),
  };
  if (!limit.allowed) {
    throw rateLimited(limit.retryAfterSeconds, {
      description: `This key made more than ${API_RATE_LIMIT_PER_MINUTE} requests in a minute. Try again in ${limit.retryAfterSeconds} s.`,
      headers: rateLimit,
    });
  }
  return { caller, rateLimit };
}
