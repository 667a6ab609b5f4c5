import { AppError } from '@/lib/api/app-error';
import { quotaPeriod, takeQuota } from '../renders/take-quota';
import type { BatchPayer } from './batch-payer';

/** A batch paid from the account's monthly designs: one unit a photo, all of them or none. */
export function webQuotaPayer(userId: string): BatchPayer {
  return {
    async left(tx) {
      const { rows } = await tx.query<{ left: number | null }>(
        `select u.monthly_quota - coalesce((select renders from public.usage
                                            where user_id = u.id and month = $2::date), 0) as left
         from public.users u where u.id = $1`,
        [userId, quotaPeriod().month],
      );
      const left = rows[0]?.left ?? null;
      return left === null ? null : Math.max(0, left);
    },
    take: (tx, units) => takeQuota(tx, userId, units, units),
    short(units, left) {
      const { resetsAt } = quotaPeriod();
      return new AppError(
        402,
        'batch_quota_exceeded',
        `This batch needs ${units} designs and ${left} are left this month: ${units - left} missing. Remove photos, or upgrade your plan; your quota resets on ${resetsAt.slice(0, 10)}.`,
        { 'X-Quota-Missing': String(units - left), 'X-Quota-Resets-At': resetsAt },
      );
    },
  };
}
