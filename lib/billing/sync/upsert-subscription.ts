import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { FREE_MONTHLY_QUOTA } from '../free-quota';
import type { ProviderSubscription } from '../payments/payments-provider';

/**
 * Writes the provider's current view of a subscription, then the user's quota that follows from it. The sync reads
 * each snapshot under the subscription's lock, so its writes follow the order of its reads; the row still refuses a
 * snapshot that proves itself older than what it holds, a live status over an ended subscription (Stripe never
 * revives one), should the provider ever answer from behind.
 */
export async function upsertSubscription(
  tx: Queryable,
  sub: ProviderSubscription,
  userId: string,
): Promise<void> {
  await tx.query(
    `insert into public.subscriptions (id, user_id, status, metadata, price_id, quantity, cancel_at_period_end, created,
       current_period_start, current_period_end, ended_at, cancel_at, canceled_at, trial_start, trial_end, synced_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now())
     on conflict (id) do update set user_id = excluded.user_id, status = excluded.status, metadata = excluded.metadata,
       price_id = excluded.price_id, quantity = excluded.quantity, cancel_at_period_end = excluded.cancel_at_period_end,
       created = excluded.created, current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end, ended_at = excluded.ended_at, cancel_at = excluded.cancel_at,
       canceled_at = excluded.canceled_at, trial_start = excluded.trial_start, trial_end = excluded.trial_end,
       synced_at = now()
     where subscriptions.status not in ('canceled', 'incomplete_expired')
       or excluded.status in ('canceled', 'incomplete_expired')`,
    [
      sub.id,
      userId,
      sub.status,
      JSON.stringify(sub.metadata),
      sub.priceId,
      sub.quantity,
      sub.cancelAtPeriodEnd,
      sub.created,
      sub.currentPeriodStart,
      sub.currentPeriodEnd,
      sub.endedAt,
      sub.cancelAt,
      sub.canceledAt,
      sub.trialStart,
      sub.trialEnd,
    ],
  );
  await refreshMonthlyQuota(tx, userId);
}

/**
 * The quota follows the user's current subscription (the newest trialing or active one): its plan's
 * `monthly_quota`, NULL for an unlimited plan, and the free quota when there is none.
 */
export async function refreshMonthlyQuota(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `with current_plan as (
       select pr.metadata ->> 'monthly_quota' as quota
       from public.subscriptions s
       join public.prices p on p.id = s.price_id
       join public.products pr on pr.id = p.product_id
       where s.user_id = $1 and s.status in ('trialing', 'active')
       order by s.created desc, s.id desc limit 1)
     update public.users set monthly_quota = case
       when not exists (select 1 from current_plan) then $2
       when (select quota from current_plan) = 'unlimited' then null
       when (select quota from current_plan) ~ '^[0-9]+$' then (select quota from current_plan)::int
       else $2 end
     where id = $1`,
    [userId, FREE_MONTHLY_QUOTA],
  );
}
