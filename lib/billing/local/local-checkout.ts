import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { localId } from '../payments/local-payments';
import { type EventOutcome, processBillingEvent } from '../sync/process-billing-event';
import { requireLocalPayments } from './require-local-payments';

export type LocalCheckoutView = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  quantity: number;
  price: { id: string; unit_amount: number; currency: string; interval: 'month' | 'year' };
  product: { name: string; description: string | null };
};

const NOT_FOUND = new AppError('not_found', {
  description: 'This checkout does not exist or is not yours.',
});

/** A checkout session of the local provider, only for the user it was made for. */
export async function getLocalCheckout(sessionId: string, userId: string): Promise<LocalCheckoutView> {
  requireLocalPayments();
  const db = await getDb();
  const { rows } = await db.query<LocalCheckoutView>(
    `select cs.id, cs.status, cs.quantity,
       jsonb_build_object('id', p.id, 'unit_amount', p.unit_amount, 'currency', trim(p.currency), 'interval', p.interval) as price,
       jsonb_build_object('name', pr.name, 'description', pr.description) as product
     from local_billing.checkout_sessions cs
     join public.prices p on p.id = cs.price_id join public.products pr on pr.id = p.product_id
     where cs.id = $1 and cs.user_id = $2`,
    [sessionId, userId],
  );
  if (!rows[0]) throw NOT_FOUND;
  return rows[0];
}

/** Sends a Stripe-shaped event through the same sync as Stripe's webhooks. */
function emit(type: string, object: Record<string, unknown>): Promise<EventOutcome> {
  return processBillingEvent({
    id: localId('evt'),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

/**
 * "Pay" on the test checkout: no card, no charge. The local provider records an active subscription, then the
 * events Stripe would send go through the webhook's own sync code.
 */
export async function payLocalCheckout(sessionId: string, userId: string): Promise<void> {
  requireLocalPayments();
  const db = await getDb();
  const completed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      customer_id: string;
      price_id: string;
      quantity: number;
      client_reference_id: string | null;
      unit_amount: number;
      currency: string;
      interval: string;
    }>(
      `update local_billing.checkout_sessions cs set status = 'complete'
       from public.prices p
       where cs.id = $1 and cs.user_id = $2 and cs.status = 'open' and p.id = cs.price_id
       returning cs.customer_id, cs.price_id, cs.quantity, cs.client_reference_id, p.unit_amount, trim(p.currency) as currency,
         p.interval::text as interval`,
      [sessionId, userId],
    );
    const session = rows[0];
    if (!session) return null;
    const subscriptionId = localId('sub');
    await tx.query(
      `insert into local_billing.subscriptions (id, customer_id, user_id, price_id, quantity, status,
         current_period_start, current_period_end)
       values ($1, $2, $3, $4, $5, 'active', now(), now() + ('1 ' || $6)::interval)`,
      [subscriptionId, session.customer_id, userId, session.price_id, session.quantity, session.interval],
    );
    await tx.query('update local_billing.checkout_sessions set subscription_id = $2 where id = $1', [
      sessionId,
      subscriptionId,
    ]);
    return { ...session, subscriptionId };
  });
  if (!completed) {
    await getLocalCheckout(sessionId, userId);
    throw new AppError('checkout_closed');
  }
  await emit('customer.subscription.created', { id: completed.subscriptionId });
  await emit('checkout.session.completed', {
    id: sessionId,
    mode: 'subscription',
    customer: completed.customer_id,
    subscription: completed.subscriptionId,
    client_reference_id: completed.client_reference_id,
    amount_total: completed.unit_amount * completed.quantity,
    currency: completed.currency,
  });
}

/** "Cancel" on the test checkout: the session closes, nothing else happens. */
export async function cancelLocalCheckout(sessionId: string, userId: string): Promise<void> {
  await getLocalCheckout(sessionId, userId);
  const db = await getDb();
  await db.query(
    `update local_billing.checkout_sessions set status = 'expired' where id = $1 and status = 'open'`,
    [sessionId],
  );
}
