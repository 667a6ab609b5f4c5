import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { API_TIERS } from '@/lib/billing/pricing-rules';
import type { Queryable } from '@/lib/db/types';
import { quotaPeriod } from '@/lib/studio/renders/take-quota';

/** Without an API tier, an account may still try the API with this many images a month. */
export const API_TRIAL_IMAGES_PER_MONTH = 10;

export type TApiTier = (typeof API_TIERS)[number];
export type TApiAllowance = { tier: TApiTier | null; images: number };

/** SPEC §9: the tier a Professional quantity buys; a custom quantity between tiers gets the tier below it. */
export function tierForQuantity(quantity: number): TApiTier | null {
  return API_TIERS.filter((tier) => tier.quantity <= quantity).at(-1) ?? null;
}

/** The monthly API images of the account: its current Professional subscription's tier, or the trial allowance. */
export async function readApiAllowance(tx: Queryable, userId: string): Promise<TApiAllowance> {
  const { rows } = await tx.query<{ quantity: number }>(
    `select s.quantity from public.subscriptions s
     join public.prices p on p.id = s.price_id join public.products pr on pr.id = p.product_id
     where s.user_id = $1 and s.status in ('trialing', 'active') and (pr.metadata ->> 'api_tiers')::boolean
     order by s.created desc limit 1`,
    [userId],
  );
  const tier = rows[0] ? tierForQuantity(rows[0].quantity) : null;
  return { tier, images: tier?.images ?? API_TRIAL_IMAGES_PER_MONTH };
}

export function apiQuotaExceeded(allowance: TApiAllowance): AppError {
  const { resetsAt } = quotaPeriod();
  const more = allowance.tier
    ? 'a larger API tier of the Professional plan gives more'
    : 'the Professional plan with an API tier gives 500 or more';
  return new AppError('api_quota_exceeded', {
    params: { resetsOn: resetsAt.slice(0, 10) },
    description: `This account has used its ${allowance.images.toLocaleString('en-US')} API images for this month. The allowance resets on ${resetsAt.slice(0, 10)}; ${more}.`,
    headers: { 'X-Quota-Resets-At': resetsAt },
  });
}

/**
 * Takes `units` images of this month's API allowance in one statement (the same row lock and check as the web
 * quota), so concurrent requests never spend the last image twice. Runs in the transaction that records the render.
 */
export async function takeApiQuota(
  tx: Queryable,
  userId: string,
  units: number,
  allowance: TApiAllowance,
): Promise<string> {
  const { month } = quotaPeriod();
  const { rows } = await tx.query(
    `insert into public.usage as u (user_id, month, api_renders)
     select $1, $2::date, $3::int where $3::int <= $4::int
     on conflict (user_id, month) do update set api_renders = u.api_renders + excluded.api_renders
       where u.api_renders + excluded.api_renders <= $4::int
     returning api_renders`,
    [userId, month, units, allowance.images],
  );
  if (!rows[0]) throw apiQuotaExceeded(allowance);
  return month;
}
