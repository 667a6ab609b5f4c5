import '@/lib/server-only';
import { profileProperties } from '@/lib/analytics/profile-properties';
import { captureServerEvent, identifyServerUser } from '@/lib/analytics/server-analytics';
import { getServerEnv } from '@/lib/env';
import type { Queryable } from '@/lib/db/types';
import { getUserContext } from '@/lib/users/get-user-context';

export type ConfirmedPurchase = {
  userId: string;
  priceId: string;
  quantity: number;
  checkout: { sessionId: string; amount: number; currency: string };
};

/**
 * Tells analytics about a checkout the payment provider has confirmed (its webhook, or the local checkout's same
 * sync): the purchase event with its amount, and the user's profile as it now is. Called after the sync has
 * committed, once per checkout; a failure is logged and never undoes or fails the sync.
 */
export async function reportPurchase(db: Queryable, purchase: ConfirmedPurchase): Promise<void> {
  const env = getServerEnv();
  if (env.adapters.analytics === 'off') return;
  try {
    const { rows } = await db.query<{ plan_name: string | null; interval: string | null }>(
      `select pr.name as plan_name, p.interval::text as interval
       from public.prices p left join public.products pr on pr.id = p.product_id where p.id = $1`,
      [purchase.priceId],
    );
    await captureServerEvent(purchase.userId, 'purchase_completed', {
      plan_name: rows[0]?.plan_name ?? null,
      price_id: purchase.priceId,
      interval: rows[0]?.interval ?? null,
      quantity: purchase.quantity,
      value: purchase.checkout.amount / 100,
      currency: purchase.checkout.currency,
      checkout_session_id: purchase.checkout.sessionId,
      provider: env.adapters.payments,
    });
    const { full_name: _name, ...profile } = profileProperties(await getUserContext(purchase.userId));
    await identifyServerUser(purchase.userId, profile);
  } catch (error) {
    console.error('[analytics] could not report a purchase', error);
  }
}
