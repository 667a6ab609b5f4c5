import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

/** Stripe's objects, reduced to what we store, with times as Dates. Both providers answer in these shapes. */

export type SubscriptionStatus =
  'trialing' | 'active' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'unpaid' | 'paused';

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string;
  quantity: number;
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  created: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  endedAt: Date | null;
  cancelAt: Date | null;
  canceledAt: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
};

export type ProviderProduct = {
  id: string;
  active: boolean;
  name: string;
  description: string | null;
  image: string | null;
  metadata: Record<string, unknown>;
};

export type ProviderPrice = {
  id: string;
  productId: string;
  active: boolean;
  unitAmount: number | null;
  currency: string;
  type: 'one_time' | 'recurring';
  interval: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount: number | null;
  trialPeriodDays: number | null;
  lookupKey: string | null;
};

export type CheckoutInput = {
  customerId: string;
  userId: string;
  priceId: string;
  quantity: number;
  clientReferenceId: string;
  successUrl: string;
  cancelUrl: string;
};

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  /** `tx` is the transaction that records the customer, for a provider that keeps its records in our database. */
  createCustomer(input: { userId: string; email: string }, tx: Queryable): Promise<string>;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Null when the provider does not know it (deleted or never existed). `tx` is the sync's transaction, which holds
   * the object's lock: a provider that keeps its records in our database reads them through it (outside it, PGlite
   * would wait for that very transaction to end).
   */
  retrieveSubscription(id: string, tx: Queryable): Promise<ProviderSubscription | null>;
  retrieveProduct(id: string, tx: Queryable): Promise<ProviderProduct | null>;
  retrievePrice(id: string, tx: Queryable): Promise<ProviderPrice | null>;
  /** Ends a subscription now (account deletion). */
  cancelSubscriptionNow(id: string): Promise<void>;
}
