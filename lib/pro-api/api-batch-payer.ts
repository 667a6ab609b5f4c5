import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import type { BatchPayer } from '@/lib/studio/batches/batch-payer';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';
import { type TApiAllowance, takeApiQuota } from './api-allowance';

/** A batch paid from the account's monthly API images: one a photo, all of them or none. */
export function apiBatchPayer(userId: string, allowance: TApiAllowance): BatchPayer {
  return {
    allowance: 'api',
    async left(tx) {
      const { rows } = await tx.query<{ used: number }>(
        'select api_renders as used from public.usage where user_id = $1 and month = $2::date',
        [userId, quotaPeriod().month],
      );
      return Math.max(0, allowance.images - (rows[0]?.used ?? 0));
    },
    take: (tx, units) => takeApiQuota(tx, userId, units, allowance),
    short(units, left) {
      const { resetsAt } = quotaPeriod();
      return new AppError('api_quota_exceeded', {
        params: { resetsOn: resetsAt.slice(0, 10) },
        description: `This batch needs ${units} API images and ${left} of this month's ${allowance.images.toLocaleString('en-US')} are left: ${units - left} missing. The allowance resets on ${resetsAt.slice(0, 10)}.`,
        headers: { 'X-Quota-Missing': String(units - left), 'X-Quota-Resets-At': resetsAt },
      });
    },
  };
}
