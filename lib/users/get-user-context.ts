import { asUser } from '@/lib/db/as-user';
import type { Queryable } from '@/lib/db/types';
import type { TSubscription, TUserDetails } from './user-types';

/** SPEC §7 "Load user details": the user's single row, read under their own session (RLS). */
export async function loadUserDetails(tx: Queryable): Promise<TUserDetails | null> {
  const { rows } = await tx.query<TUserDetails>(
    `select id, full_name, avatar_url, monthly_quota, api_total_completed, api_completed_month, api_key, project_count
     from public.users where id = auth.uid()`,
  );
  return rows[0] ?? null;
}

/**
 * SPEC §7 "Load current subscription": trialing or active, with its price and product nested. A user with two
 * current subscriptions (a webhook race, a second checkout) gets the newest instead of an error.
 */
export async function loadCurrentSubscription(tx: Queryable): Promise<TSubscription | null> {
  const { rows } = await tx.query<{ subscription: TSubscription }>(
    `select jsonb_build_object(
       'id', s.id, 'status', s.status, 'quantity', s.quantity, 'cancel_at_period_end', s.cancel_at_period_end,
       'current_period_end', s.current_period_end, 'created', s.created,
       'prices', case when p.id is null then null else jsonb_build_object(
         'id', p.id, 'unit_amount', p.unit_amount, 'currency', p.currency, 'interval', p.interval,
         'products', case when pr.id is null then null else
           jsonb_build_object('id', pr.id, 'name', pr.name, 'metadata', pr.metadata) end) end
     ) as subscription
     from public.subscriptions s
     left join public.prices p on p.id = s.price_id
     left join public.products pr on pr.id = p.product_id
     where s.user_id = auth.uid() and s.status in ('trialing', 'active')
     order by s.created desc, s.id desc limit 1`,
  );
  return rows[0]?.subscription ?? null;
}

/** User details and the current subscription, loaded together in one user-scoped transaction. */
export async function getUserContext(userId: string) {
  return asUser(userId, async (tx) => ({
    userDetails: await loadUserDetails(tx),
    subscription: await loadCurrentSubscription(tx),
  }));
}
