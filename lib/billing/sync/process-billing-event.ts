import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { recordConversion } from '../affiliates/record-conversion';
import { forgetCachedPlans } from '../cached-plans';
import { getPayments } from '../payments/get-payments';
import type { ProviderPrice, ProviderProduct, ProviderSubscription } from '../payments/payments-provider';
import { reportPurchase } from './report-purchase';
import { upsertPrice, upsertProduct } from './upsert-catalog';
import { upsertSubscription } from './upsert-subscription';

/** A Stripe event (or the local provider's event of the same shape). */
export type BillingEvent = {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe sends it. */
  created: number;
  data: { object: Record<string, unknown> };
};

export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unknown_customer';

type Effect =
  | { kind: 'product'; product: ProviderProduct }
  | { kind: 'product_gone'; id: string }
  | { kind: 'price'; price: ProviderPrice; product: ProviderProduct | null }
  | { kind: 'price_gone'; id: string }
  | {
      kind: 'subscription';
      subscription: ProviderSubscription;
      userId: string;
      catalog: { price: ProviderPrice; product: ProviderProduct | null } | null;
      checkout: { sessionId: string; code: string | null; amount: number; currency: string } | null;
    }
  | { kind: 'subscription_gone'; id: string }
  | { kind: 'unknown_customer' }
  | { kind: 'nothing' };

const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** The subscription an event is about, wherever this API version puts it. */
function subscriptionIdOf(type: string, object: Record<string, unknown>): string | null {
  if (type.startsWith('customer.subscription.')) return str(object.id);
  if (type === 'checkout.session.completed') return str(object.subscription);
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return str(parent?.subscription_details?.subscription) ?? str(object.subscription);
}

const HANDLED = new Set([
  'product.created',
  'product.updated',
  'product.deleted',
  'price.created',
  'price.updated',
  'price.deleted',
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Whose subscription it is: the user we made the customer for, else the user id we put in its metadata. */
async function resolveUser(db: Queryable, sub: ProviderSubscription): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.customers where stripe_customer_id = $1
     union all
     select id from public.users where id::text = $2
     limit 1`,
    [sub.customerId, sub.metadata.user_id ?? ''],
  );
  return rows[0]?.id ?? null;
}

/**
 * Works out what an event changes by asking the provider for the object's current state, rather than trusting
 * the event's copy: events arrive late, twice or out of order, and the provider's present state is always right.
 */
async function planEffect(db: Queryable, event: BillingEvent): Promise<Effect> {
  const payments = getPayments();
  const object = event.data.object;
  const objectId = str(object.id);

  if (event.type.startsWith('product.')) {
    const product = objectId ? await payments.retrieveProduct(objectId) : null;
    if (event.type === 'product.deleted' || !product)
      return objectId ? { kind: 'product_gone', id: objectId } : { kind: 'nothing' };
    return { kind: 'product', product };
  }

  if (event.type.startsWith('price.')) {
    const price = objectId ? await payments.retrievePrice(objectId) : null;
    if (event.type === 'price.deleted' || !price)
      return objectId ? { kind: 'price_gone', id: objectId } : { kind: 'nothing' };
    return { kind: 'price', price, product: await payments.retrieveProduct(price.productId) };
  }

  if (event.type === 'checkout.session.completed' && object.mode !== 'subscription')
    return { kind: 'nothing' };
  const subscriptionId = subscriptionIdOf(event.type, object);
  if (!subscriptionId) return { kind: 'nothing' };
  const subscription = await payments.retrieveSubscription(subscriptionId);
  if (!subscription) return { kind: 'subscription_gone', id: subscriptionId };
  const userId = await resolveUser(db, subscription);
  if (!userId) return { kind: 'unknown_customer' };

  // The price (and its product) must exist before the subscription can point at it.
  const known = await db.query('select 1 from public.prices where id = $1', [subscription.priceId]);
  let catalog: { price: ProviderPrice; product: ProviderProduct | null } | null = null;
  if (known.rows.length === 0) {
    const price = await payments.retrievePrice(subscription.priceId);
    if (!price) throw new Error(`Subscription ${subscription.id} has a price the provider does not know`);
    catalog = { price, product: await payments.retrieveProduct(price.productId) };
  }

  const checkout =
    event.type === 'checkout.session.completed' && objectId
      ? {
          sessionId: objectId,
          code: str(object.client_reference_id),
          amount: typeof object.amount_total === 'number' ? object.amount_total : 0,
          currency: str(object.currency) ?? 'usd',
        }
      : null;
  return { kind: 'subscription', subscription, userId, catalog, checkout };
}

/** Whether applying the effect may change what GET /api/plans lists. */
function changesCatalogue(effect: Effect): boolean {
  if (effect.kind === 'subscription') return effect.catalog !== null;
  return ['product', 'product_gone', 'price', 'price_gone'].includes(effect.kind);
}

async function applyEffect(tx: Queryable, effect: Effect): Promise<void> {
  switch (effect.kind) {
    case 'product':
      return upsertProduct(tx, effect.product);
    case 'product_gone':
      await tx.query('update public.products set active = false, updated_at = now() where id = $1', [
        effect.id,
      ]);
      return;
    case 'price':
      if (effect.product) await upsertProduct(tx, effect.product);
      return upsertPrice(tx, effect.price);
    case 'price_gone':
      await tx.query('update public.prices set active = false, updated_at = now() where id = $1', [
        effect.id,
      ]);
      return;
    case 'subscription_gone':
      await tx.query(
        `update public.subscriptions set status = 'canceled', ended_at = coalesce(ended_at, now()), synced_at = now()
         where id = $1`,
        [effect.id],
      );
      return;
    case 'subscription': {
      if (effect.catalog) {
        if (effect.catalog.product) await upsertProduct(tx, effect.catalog.product);
        await upsertPrice(tx, effect.catalog.price);
      }
      await tx.query(
        'insert into public.customers (id, stripe_customer_id) values ($1, $2) on conflict do nothing',
        [effect.userId, effect.subscription.customerId],
      );
      await upsertSubscription(tx, effect.subscription, effect.userId);
      if (effect.checkout) {
        await recordConversion(tx, {
          code: effect.checkout.code,
          userId: effect.userId,
          checkoutSessionId: effect.checkout.sessionId,
          amount: effect.checkout.amount,
          currency: effect.checkout.currency,
        });
      }
      return;
    }
    case 'unknown_customer':
    case 'nothing':
      return;
  }
}

/**
 * Applies one billing event, exactly once: the event id is recorded in the same transaction as its effect, so a
 * redelivery is acknowledged without a second effect, and a failure leaves nothing recorded (the provider retries).
 * Used by the Stripe webhook and by the local test checkout alike.
 */
export async function processBillingEvent(event: BillingEvent): Promise<EventOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const db = await getDb();
  const seen = await db.query('select 1 from public.stripe_events where id = $1', [event.id]);
  if (seen.rows.length > 0) return 'duplicate';

  const effect = await planEffect(db, event);
  if (effect.kind === 'unknown_customer') return 'unknown_customer';

  const outcome = await db.transaction(async (tx) => {
    const recorded = await tx.query(
      `insert into public.stripe_events (id, type, created) values ($1, $2, to_timestamp($3))
       on conflict (id) do nothing returning id`,
      [event.id, event.type, event.created],
    );
    if (recorded.rows.length === 0) return 'duplicate' as const;
    await applyEffect(tx, effect);
    return 'processed' as const;
  });
  if (outcome === 'processed' && changesCatalogue(effect)) forgetCachedPlans();
  // After the commit, and only for the delivery that applied it: a redelivered event reports no second purchase.
  if (outcome === 'processed' && effect.kind === 'subscription' && effect.checkout) {
    await reportPurchase(db, {
      userId: effect.userId,
      priceId: effect.subscription.priceId,
      quantity: effect.subscription.quantity,
      checkout: effect.checkout,
    });
  }
  return outcome;
}
