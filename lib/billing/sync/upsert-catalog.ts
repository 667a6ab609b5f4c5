import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import type { ProviderPrice, ProviderProduct } from '../payments/payments-provider';

export async function upsertProduct(tx: Queryable, product: ProviderProduct): Promise<void> {
  await tx.query(
    `insert into public.products (id, active, name, description, image, metadata) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do update set active = excluded.active, name = excluded.name, description = excluded.description,
       image = excluded.image, metadata = excluded.metadata, updated_at = now()`,
    [
      product.id,
      product.active,
      product.name,
      product.description,
      product.image,
      JSON.stringify(product.metadata),
    ],
  );
}

/** Callers upsert the price's product first (a price event may arrive before its product's). */
export async function upsertPrice(tx: Queryable, price: ProviderPrice): Promise<void> {
  await tx.query(
    `insert into public.prices (id, product_id, active, unit_amount, currency, type, interval, interval_count,
       trial_period_days, lookup_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (id) do update set product_id = excluded.product_id, active = excluded.active,
       unit_amount = excluded.unit_amount, currency = excluded.currency, type = excluded.type,
       interval = excluded.interval, interval_count = excluded.interval_count,
       trial_period_days = excluded.trial_period_days, lookup_key = excluded.lookup_key, updated_at = now()`,
    [
      price.id,
      price.productId,
      price.active,
      price.unitAmount,
      price.currency,
      price.type,
      price.interval,
      price.intervalCount,
      price.trialPeriodDays,
      price.lookupKey,
    ],
  );
}
