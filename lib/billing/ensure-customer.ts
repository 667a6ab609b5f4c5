import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { getPayments } from './payments/get-payments';

/**
 * The user's payment-provider customer, created on first need. A per-user advisory lock makes concurrent
 * checkouts wait for the first one's customer instead of creating a second (and Stripe's idempotency key guards
 * the provider side too).
 */
export async function ensureCustomer(userId: string, email: string): Promise<string> {
  const db = await getDb();
  const find = `select stripe_customer_id from public.customers where id = $1`;
  const existing = await db.query<{ stripe_customer_id: string }>(find, [userId]);
  if (existing.rows[0]) return existing.rows[0].stripe_customer_id;

  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('customer:' || $1, 0))`, [userId]);
    const again = await tx.query<{ stripe_customer_id: string }>(find, [userId]);
    if (again.rows[0]) return again.rows[0].stripe_customer_id;
    const customerId = await getPayments().createCustomer({ userId, email }, tx);
    await tx.query('insert into public.customers (id, stripe_customer_id) values ($1, $2)', [
      userId,
      customerId,
    ]);
    return customerId;
  });
}
