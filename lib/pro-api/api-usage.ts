import '@/lib/server-only';
import { asService } from '@/lib/db/as-user';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';
import { readApiAllowance } from './api-allowance';
import type { TApiUsage } from './v1-schemas';

/** GET /api/v1/usage: the tier, this month's allowance and what is used of it, and the completed counters. */
export async function getApiUsage(userId: string): Promise<TApiUsage> {
  return asService(async (tx) => {
    const allowance = await readApiAllowance(tx, userId);
    const { month, resetsAt } = quotaPeriod();
    const { rows } = await tx.query<{ used: number; completed_month: number; total: number }>(
      `select coalesce((select api_renders from public.usage where user_id = $1 and month = $2::date), 0) as used,
         case when u.api_completed_month_of = $2::date then u.api_completed_month else 0 end as completed_month,
         u.api_total_completed as total
       from public.users u where u.id = $1`,
      [userId, month],
    );
    const row = rows[0] ?? { used: 0, completed_month: 0, total: 0 };
    return {
      tier: allowance.tier ? { quantity: allowance.tier.quantity, images: allowance.tier.images } : null,
      plan: allowance.tier ? 'professional' : 'trial',
      monthly_allowance: allowance.images,
      used_this_month: row.used,
      remaining_this_month: Math.max(0, allowance.images - row.used),
      completed_this_month: row.completed_month,
      total_completed: row.total,
      period_start: month,
      resets_at: resetsAt,
    };
  });
}
