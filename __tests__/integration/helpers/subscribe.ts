import type { Queryable } from '@/lib/db/types';

/**
 * Gives the user an active subscription to a new monthly plan named `productName` (its product, price and
 * subscription rows, as the billing webhooks store them); returns their ids, made from the name.
 */
export async function subscribe(db: Queryable, userId: string, productName: string) {
  const slug = productName.toLowerCase().replace(/\W+/g, '_');
  const ids = { productId: `prod_${slug}`, priceId: `price_${slug}`, subscriptionId: `sub_${slug}` };
  await db.query(`insert into public.products (id, name, metadata) values ($1, $2, '{}')`, [
    ids.productId,
    productName,
  ]);
  await db.query(
    `insert into public.prices (id, product_id, unit_amount, currency, interval) values ($1, $2, 900, 'usd', 'month')`,
    [ids.priceId, ids.productId],
  );
  await db.query(
    `insert into public.subscriptions (id, user_id, status, price_id) values ($1, $2, 'active', $3)`,
    [ids.subscriptionId, userId, ids.priceId],
  );
  return ids;
}
