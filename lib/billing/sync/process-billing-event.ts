import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { recordConversion } from '../affiliates/record-conversion';
import { forgetCachedPlans } from '../cached-plans';
import { getPayments } from '../payments/get-payments';
import type { ProviderPrice, ProviderProduct, ProviderSubscription } from '../payments/payments-provider';
import { lockBillingObject } from './lock-billing-object';
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

/** A price and its product as the provider holds them now, each read under its lock. */
async function readPriceWithProduct(tx: Queryable, priceId: string) {
  const payments = getPayments();
  await lockBillingObject(tx, 'price', priceId);
  const price = await payments.retrievePrice(priceId, tx);
  if (!price) return null;
  await lockBillingObject(tx, 'product', price.productId);
  return { price, product: await payments.retrieveProduct(price.productId, tx) };
}

/**
 * Works out what an event changes by asking the provider for the object's current state, rather than trusting
 * the event's copy: events arrive late, twice or out of order, and the provider's present state is always right.
 * Each object is locked before it is read, so of two deliveries about one object the one that commits last also
 * read last: an answer read before a change can never be written over the answer read after it.
 */
async function planEffect(tx: Queryable, event: BillingEvent): Promise<Effect> {
  const payments = getPayments();
  const object = event.data.object;
  const objectId = str(object.id);

  if (event.type.startsWith('product.')) {
    if (!objectId) return { kind: 'nothing' };
    await lockBillingObject(tx, 'product', objectId);
    const product = await payments.retrieveProduct(objectId, tx);
    if (event.type === 'product.deleted' || !product) return { kind: 'product_gone', id: objectId };
    return { kind: 'product', product };
  }

  if (event.type.startsWith('price.')) {
    if (!objectId) return { kind: 'nothing' };
    const read = await readPriceWithProduct(tx, objectId);
    if (event.type === 'price.deleted' || !read) return { kind: 'price_gone', id: objectId };
    return { kind: 'price', ...read };
  }

  if (event.type === 'checkout.session.completed' && object.mode !== 'subscription')
    return { kind: 'nothing' };
  const subscriptionId = subscriptionIdOf(event.type, object);
  if (!subscriptionId) return { kind: 'nothing' };
  await lockBillingObject(tx, 'subscription', subscriptionId);
  const subscription = await payments.retrieveSubscription(subscriptionId, tx);
  if (!subscription) return { kind: 'subscription_gone', id: subscriptionId };
  const userId = await resolveUser(tx, subscription);
  if (!userId) return { kind: 'unknown_customer' };

  // The price (and its product) must exist before the subscription can point at it.
  const known = await tx.query('select 1 from public.prices where id = $1', [subscription.priceId]);
  let catalog: { price: ProviderPrice; product: ProviderProduct | null } | null = null;
  if (known.rows.length === 0) {
    catalog = await readPriceWithProduct(tx, subscription.priceId);
    if (!catalog) throw new Error(`Subscription ${subscription.id} has a price the provider does not know`);
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
 * Applies one billing event, exactly once, also when deliveries of it (or of other events about the same object)
 * arrive at the same time. The event id is claimed first in the transaction that applies its effect: a concurrent
 * delivery of the same event waits on that claim and is then acknowledged as a duplicate, without asking the
 * provider anything; a failure rolls the claim back with everything else, so the provider's retry (or a delivery
 * already waiting) applies it. Used by the Stripe webhook and by the local test checkout alike.
 */
export async function processBillingEvent(event: BillingEvent): Promise<EventOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const db = await getDb();
  // The common redelivery, long after the first one committed, costs one read and no transaction.
  const seen = await db.query('select 1 from public.stripe_events where id = $1', [event.id]);
  if (seen.rows.length > 0) return 'duplicate';

  const result = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into public.stripe_events (id, type, created) values ($1, $2, to_timestamp($3))
       on conflict (id) do nothing returning id`,
      [event.id, event.type, event.created],
    );
    if (claimed.rows.length === 0) return { outcome: 'duplicate' as const };
    const effect = await planEffect(tx, event);
    if (effect.kind === 'unknown_customer') {
      // Not recorded: once the customer exists, the provider's next delivery of it applies it.
      await tx.query('delete from public.stripe_events where id = $1', [event.id]);
      return { outcome: 'unknown_customer' as const };
    }
    await applyEffect(tx, effect);
    return { outcome: 'processed' as const, effect };
  });
  if (result.outcome !== 'processed') return result.outcome;
  const { effect } = result;
  if (changesCatalogue(effect)) forgetCachedPlans();
  // After the commit, and only for the delivery that applied it: a redelivered event reports no second purchase.
  if (effect.kind === 'subscription' && effect.checkout) {
    await reportPurchase(db, {
      userId: effect.userId,
      priceId: effect.subscription.priceId,
      quantity: effect.subscription.quantity,
      checkout: effect.checkout,
    });
  }
  return 'processed';
}
