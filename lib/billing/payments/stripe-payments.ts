import '@/lib/server-only';
import type Stripe from 'stripe';
import type {
  PaymentsProvider,
  ProviderPrice,
  ProviderProduct,
  ProviderSubscription,
  SubscriptionStatus,
} from './payments-provider';
import { getStripe } from './stripe-client';

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

const STATUSES: readonly SubscriptionStatus[] = [
  'trialing',
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'paused',
];
const INTERVALS = ['day', 'week', 'month', 'year'] as const;

// Stripe may add values in a later API version; one we do not know is never treated as a paying state.
const knownStatus = (status: string): SubscriptionStatus =>
  (STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'incomplete';
const knownInterval = (interval: string | undefined) => INTERVALS.find((known) => known === interval) ?? null;

function isMissing(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}

/** Since API version 2025-03-31 the billing period lives on the subscription item; older ones had it on top. */
export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: knownStatus(sub.status),
    priceId: item?.price.id ?? '',
    quantity: item?.quantity ?? 1,
    metadata: sub.metadata ?? {},
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    created: new Date(sub.created * 1000),
    currentPeriodStart:
      date(item?.current_period_start ?? legacy.current_period_start) ?? new Date(sub.created * 1000),
    currentPeriodEnd:
      date(item?.current_period_end ?? legacy.current_period_end) ?? new Date(sub.created * 1000),
    endedAt: date(sub.ended_at),
    cancelAt: date(sub.cancel_at),
    canceledAt: date(sub.canceled_at),
    trialStart: date(sub.trial_start),
    trialEnd: date(sub.trial_end),
  };
}

export function toProviderProduct(product: Stripe.Product): ProviderProduct {
  const metadata: Record<string, unknown> = {};
  // Stripe metadata values are strings; ours may hold JSON (perks, numbers), so it is decoded where it parses.
  for (const [key, value] of Object.entries(product.metadata ?? {})) {
    try {
      metadata[key] = JSON.parse(value);
    } catch {
      metadata[key] = value;
    }
  }
  return {
    id: product.id,
    active: product.active,
    name: product.name,
    description: product.description ?? null,
    image: product.images?.[0] ?? null,
    metadata,
  };
}

export function toProviderPrice(price: Stripe.Price): ProviderPrice {
  return {
    id: price.id,
    productId: typeof price.product === 'string' ? price.product : price.product.id,
    active: price.active,
    unitAmount: price.unit_amount,
    currency: price.currency,
    type: price.type === 'one_time' ? 'one_time' : 'recurring',
    interval: knownInterval(price.recurring?.interval),
    intervalCount: price.recurring?.interval_count ?? null,
    trialPeriodDays: price.recurring?.trial_period_days ?? null,
    lookupKey: price.lookup_key ?? null,
  };
}

export function createStripePayments(): PaymentsProvider {
  return {
    name: 'stripe',

    async createCustomer({ userId, email }) {
      // The idempotency key makes a retried or repeated request give back the same customer.
      const customer = await getStripe().customers.create(
        { email, metadata: { user_id: userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input) {
      const session = await getStripe().checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.clientReferenceId,
        line_items: [{ price: input.priceId, quantity: input.quantity }],
        allow_promotion_codes: true,
        billing_address_collection: 'auto',
        subscription_data: { metadata: { user_id: input.userId } },
        metadata: { user_id: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const portal = await getStripe().billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },

    async retrieveSubscription(id) {
      try {
        return toProviderSubscription(await getStripe().subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async retrieveProduct(id) {
      try {
        const product = await getStripe().products.retrieve(id);
        return (product as { deleted?: boolean }).deleted ? null : toProviderProduct(product);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async retrievePrice(id) {
      try {
        return toProviderPrice(await getStripe().prices.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async cancelSubscriptionNow(id) {
      try {
        await getStripe().subscriptions.cancel(id);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
