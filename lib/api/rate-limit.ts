import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/**
 * Counts `hits` (one unless given) against `key` in a fixed window and says whether it is within `limit`. One
 * statement, so concurrent requests can never both see the last free slot.
 */
export async function takeRateLimit(
  db: Queryable,
  key: string,
  limit: number,
  windowSeconds: number,
  hits = 1,
): Promise<RateLimitResult> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `insert into private.rate_limits as r (key, window_started_at, hits) values ($1, now(), $3)
     on conflict (key) do update set
       hits = case when r.window_started_at <= now() - make_interval(secs => $2) then $3 else r.hits + $3 end,
       window_started_at = case when r.window_started_at <= now() - make_interval(secs => $2)
                                then now() else r.window_started_at end
     returning hits, ceil(extract(epoch from (window_started_at + make_interval(secs => $2) - now())))::int as retry_after`,
    [key, windowSeconds, hits],
  );
  const row = rows[0]!;
  return { allowed: row.hits <= limit, hits: row.hits, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Gives back one hit counted against `key`: for counters that should only count what went wrong. */
export async function refundRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('update private.rate_limits set hits = greatest(hits - 1, 0) where key = $1', [key]);
}
