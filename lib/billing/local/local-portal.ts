import '@/lib/server-only';
import { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { localId } from '../payments/local-payments';
import { isApiTierQuantity } from '../pricing-rules';
import { processBillingEvent } from '../sync/process-billing-event';
import { requireLocalPayments } from './require-local-payments';

export const ZLocalPortalAction = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('resume') }),
    z.object({
      action: z.literal('switch'),
      priceId: z.string({ message: 'Choose a plan to switch to.' }).min(1).max(255),
      quantity: z.number().int().min(1).optional(),
    }),
  ],
  { error: 'Choose cancel, resume or switch.' },
);
export type TLocalPortalAction = z.infer<typeof ZLocalPortalAction>;

/**
 * The local billing portal, like Stripe's: cancel at the end of the period, resume, or switch plan. Each change is
 * made on the local provider's subscription, then synced through the webhook's code.
 */
export async function applyLocalPortalAction(userId: string, request: TLocalPortalAction): Promise<void> {
  requireLocalPayments();
  const db = await getDb();
  const current = await db.query<{ id: string }>(
    `select id from local_billing.subscriptions where user_id = $1 and status in ('trialing', 'active')
     order by created desc limit 1`,
    [userId],
  );
  const subscription = current.rows[0];
  if (!subscription) throw new AppError('no_subscription');

  if (request.action === 'switch') {
    const price = await db.query<{ active: boolean; api_tiers: boolean }>(
      `select p.active and pr.active and p.type = 'recurring' as active, coalesce((pr.metadata ->> 'api_tiers')::boolean, false) as api_tiers
       from public.prices p join public.products pr on pr.id = p.product_id where p.id = $1`,
      [request.priceId],
    );
    const target = price.rows[0];
    if (!target?.active) throw new AppError('invalid_price');
    const quantity = target.api_tiers ? (request.quantity ?? 1) : 1;
    if (target.api_tiers && !isApiTierQuantity(quantity)) {
      throw new AppError('invalid_quantity', {
        description: 'Choose one of the API tiers (quantity 1, 2, 4, 8 or 13).',
      });
    }
    await db.query('update local_billing.subscriptions set price_id = $2, quantity = $3 where id = $1', [
      subscription.id,
      request.priceId,
      quantity,
    ]);
  } else {
    await db.query('update local_billing.subscriptions set cancel_at_period_end = $2 where id = $1', [
      subscription.id,
      request.action === 'cancel',
    ]);
  }
  await processBillingEvent({
    id: localId('evt'),
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: subscription.id } },
  });
}
