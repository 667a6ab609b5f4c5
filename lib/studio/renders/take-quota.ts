import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { rateLimited } from '@/lib/api/rate-limited';
import type { Queryable } from '@/lib/db/types';
import { takeRateLimit } from '@/lib/api/rate-limit';

/** Unlimited plans are still bounded, so one account cannot monopolise the engine (fair use). */
export const FAIR_USE_RENDERS_PER_HOUR = 120;

/** The first day of this month and of the next (UTC): the quota's period and its reset date. */
export function quotaPeriod(now = new Date()): { month: string; resetsAt: string } {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month: month.toISOString().slice(0, 10), resetsAt: next.toISOString() };
}

/**
 * Takes `units` renders from this month's quota in one statement: the row lock that ON CONFLICT takes, and the
 * check in the same statement, mean concurrent requests can never spend the same last unit twice. Must run in the
 * transaction that records the render(s). `renders` is how many renders that is, for the fair-use bound of
 * unlimited plans (a render's variants count once; a listing batch counts each photo).
 */
export async function takeQuota(tx: Queryable, userId: string, units: number, renders = 1): Promise<string> {
  const { month, resetsAt } = quotaPeriod();
  const { rows } = await tx.query<{ renders: number; unlimited: boolean }>(
    `with q as (select monthly_quota from public.users where id = $1)
     insert into public.usage as u (user_id, month, renders)
     select $1, $2::date, $3 from q where q.monthly_quota is null or $3 <= q.monthly_quota
     on conflict (user_id, month) do update set renders = u.renders + excluded.renders
       where (select monthly_quota from q) is null or u.renders + excluded.renders <= (select monthly_quota from q)
     returning renders, (select monthly_quota is null from q) as unlimited`,
    [userId, month, units],
  );
  const taken = rows[0];
  if (!taken) {
    throw new AppError('quota_exceeded', {
      params: { resetsOn: resetsAt.slice(0, 10) },
      headers: { 'X-Quota-Resets-At': resetsAt },
    });
  }
  if (taken.unlimited) {
    const fair = await takeRateLimit(tx, `renders:${userId}`, FAIR_USE_RENDERS_PER_HOUR, 3600, renders);
    if (!fair.allowed) {
      throw rateLimited(fair.retryAfterSeconds, {
        description: 'You are rendering faster than fair use allows. Try again shortly.',
      });
    }
  }
  return month;
}
