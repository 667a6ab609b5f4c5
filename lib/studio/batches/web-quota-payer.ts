import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { quotaPeriod, takeQuota } from '../renders/take-quota';
import type { BatchPayer } from './batch-payer';

/** A batch paid from the account's monthly designs: one unit a photo, all of them or none. */
export function webQuotaPayer(userId: string): BatchPayer {
  return {
    allowance: 'web',
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
      return new AppError('batch_quota_exceeded', {
        params: { units, left, missing: units - left, resetsOn: resetsAt.slice(0, 10) },
        headers: { 'X-Quota-Missing': String(units - left), 'X-Quota-Resets-At': resetsAt },
      });
    },
  };
}
