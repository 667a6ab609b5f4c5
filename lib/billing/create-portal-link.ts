import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getURL } from '@/lib/site/site-url';
import { getPayments } from './payments/get-payments';

/** "Manage billing": Stripe's Billing Portal, or the local portal in embedded mode. */
export async function createPortalLink(userId: string): Promise<{ url: string }> {
  const db = await getDb();
  const { rows } = await db.query<{ stripe_customer_id: string }>(
    'select stripe_customer_id from public.customers where id = $1',
    [userId],
  );
  if (!rows[0]) throw new AppError('no_billing_account');
  return getPayments().createPortalSession({
    customerId: rows[0].stripe_customer_id,
    returnUrl: getURL('account'),
  });
}
