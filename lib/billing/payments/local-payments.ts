import '@/lib/server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getURL } from '@/lib/site/site-url';
import type { PaymentsProvider, ProviderSubscription, SubscriptionStatus } from './payments-provider';

/** Ids shaped like Stripe's, marked local so they can never be mistaken for real ones. */
export function localId(prefix: 'cus' | 'cs' | 'sub' | 'evt'): string {
  return `${prefix}_local_${randomBytes(12).toString('hex')}`;
}

type LocalSubscriptionRow = {
  id: string;
  customer_id: string;
  user_id: string;
  price_id: string;
  quantity: number;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  created: Date;
  current_period_start: Date;
  current_period_end: Date;
  canceled_at: Date | null;
  ended_at: Date | null;
};

function toProviderSubscription(row: LocalSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    priceId: row.price_id,
    quantity: row.quantity,
    metadata: { user_id: row.user_id },
    cancelAtPeriodEnd: row.cancel_at_period_end,
    created: row.created,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    endedAt: row.ended_at,
    cancelAt: row.cancel_at_period_end ? row.current_period_end : null,
    canceledAt: row.canceled_at,
    trialStart: null,
    trialEnd: null,
  };
}

/**
 * The embedded test payment provider: no card, no charge. Its records live in local_billing.* and it answers in
 * the same shapes as Stripe, so the subscription sync cannot tell the two apart. The catalogue is our own tables.
 */
export function createLocalPayments(): PaymentsProvider {
  return {
    name: 'local',

    async createCustomer({ email }, tx) {
      const id = localId('cus');
      await tx.query('insert into local_billing.customers (id, email) values ($1, $2)', [id, email]);
      return id;
    },

    async createCheckoutSession(input) {
      const id = localId('cs');
      const db = await getDb();
      await db.query(
        `insert into local_billing.checkout_sessions (id, customer_id, user_id, price_id, quantity, client_reference_id)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, input.customerId, input.userId, input.priceId, input.quantity, input.clientReferenceId],
      );
      return { id, url: getURL(`checkout/local/${id}`) };
    },

    async createPortalSession() {
      return { url: getURL('billing/local') };
    },

    async retrieveSubscription(id, tx) {
      const { rows } = await tx.query<LocalSubscriptionRow>(
        'select * from local_billing.subscriptions where id = $1',
        [id],
      );
      return rows[0] ? toProviderSubscription(rows[0]) : null;
    },

    async retrieveProduct(id, tx) {
      const { rows } = await tx.query<{
        id: string;
        active: boolean;
        name: string;
        description: string | null;
        image: string | null;
        metadata: Record<string, unknown>;
      }>('select id, active, name, description, image, metadata from public.products where id = $1', [id]);
      return rows[0] ?? null;
    },

    async retrievePrice(id, tx) {
      const { rows } = await tx.query<{
        id: string;
        product_id: string;
        active: boolean;
        unit_amount: number | null;
        currency: string;
        type: 'one_time' | 'recurring';
        interval: 'day' | 'week' | 'month' | 'year' | null;
        interval_count: number | null;
        trial_period_days: number | null;
        lookup_key: string | null;
      }>('select * from public.prices where id = $1', [id]);
      const row = rows[0];
      return row
        ? {
            id: row.id,
            productId: row.product_id,
            active: row.active,
            unitAmount: row.unit_amount,
            currency: row.currency.trim(),
            type: row.type,
            interval: row.interval,
            intervalCount: row.interval_count,
            trialPeriodDays: row.trial_period_days,
            lookupKey: row.lookup_key,
          }
        : null;
    },

    async cancelSubscriptionNow(id) {
      const db = await getDb();
      await db.query(
        `update local_billing.subscriptions set status = 'canceled', canceled_at = now(), ended_at = now()
         where id = $1 and status <> 'canceled'`,
        [id],
      );
    },
  };
}
