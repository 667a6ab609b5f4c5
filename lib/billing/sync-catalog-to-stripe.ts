import '@/lib/server-only';
import type Stripe from 'stripe';
import type { Queryable } from '@/lib/db/types';

type SeedProduct = {
  id: string;
  active: boolean;
  name: string;
  description: string | null;
  metadata: Record<string, unknown>;
};
type SeedPrice = {
  product_id: string;
  active: boolean;
  unit_amount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  lookup_key: string;
};

export type CatalogSyncReport = { created: string[]; updated: string[]; unchanged: string[] };

/** Stripe metadata holds strings; structured values (perks, numbers) are stored as JSON and decoded on the way back. */
function toStripeMetadata(metadata: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

/**
 * Makes a Stripe account's catalogue match ours: products by their id, prices by lookup key. Running it again
 * changes nothing. Stripe prices cannot change amount, so a changed amount becomes a new price that takes over the
 * lookup key, and the old one is archived.
 */
export async function syncCatalogToStripe(stripe: Stripe, catalog: Queryable): Promise<CatalogSyncReport> {
  const report: CatalogSyncReport = { created: [], updated: [], unchanged: [] };
  const products = (
    await catalog.query<SeedProduct>(
      'select id, active, name, description, metadata from public.products order by id',
    )
  ).rows;
  const prices = (
    await catalog.query<SeedPrice>(
      `select product_id, active, unit_amount::int as unit_amount, trim(currency) as currency, interval::text as interval, lookup_key
       from public.prices where lookup_key is not null order by lookup_key`,
    )
  ).rows;

  for (const product of products) {
    const fields = {
      name: product.name,
      description: product.description ?? undefined,
      active: product.active,
      metadata: toStripeMetadata(product.metadata),
    };
    const existing = await stripe.products.retrieve(product.id).catch((error: { statusCode?: number }) => {
      if (error.statusCode === 404) return null;
      throw error;
    });
    if (!existing) {
      await stripe.products.create({ id: product.id, ...fields });
      report.created.push(product.id);
    } else if (
      existing.name !== fields.name ||
      (existing.description ?? undefined) !== fields.description ||
      existing.active !== fields.active ||
      JSON.stringify(existing.metadata) !== JSON.stringify(fields.metadata)
    ) {
      await stripe.products.update(product.id, fields);
      report.updated.push(product.id);
    } else {
      report.unchanged.push(product.id);
    }
  }

  for (const price of prices) {
    const { data } = await stripe.prices.list({ lookup_keys: [price.lookup_key], limit: 1 });
    const current = data[0];
    const same =
      current &&
      current.unit_amount === price.unit_amount &&
      current.currency === price.currency &&
      current.recurring?.interval === price.interval &&
      (typeof current.product === 'string' ? current.product : current.product.id) === price.product_id;
    if (same && current.active === price.active) {
      report.unchanged.push(price.lookup_key);
    } else if (same) {
      await stripe.prices.update(current.id, { active: price.active });
      report.updated.push(price.lookup_key);
    } else {
      await stripe.prices.create({
        product: price.product_id,
        unit_amount: price.unit_amount,
        currency: price.currency,
        recurring: { interval: price.interval },
        lookup_key: price.lookup_key,
        transfer_lookup_key: true,
        active: price.active,
      });
      if (current) await stripe.prices.update(current.id, { active: false });
      report.created.push(price.lookup_key);
    }
  }
  return report;
}
