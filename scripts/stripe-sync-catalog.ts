/**
 * `npm run stripe:sync-catalog`: creates or updates our plan catalogue (supabase/seed.sql, the one source of truth)
 * in the Stripe account of STRIPE_SECRET_KEY. Idempotent; Stripe's webhooks then bring the prices' ids back.
 */
import { syncCatalogToStripe } from '@/lib/billing/sync-catalog-to-stripe';
import { getStripe } from '@/lib/billing/payments/stripe-client';
import { applySeed } from '@/lib/db/apply-seed';
import { migrate } from '@/lib/db/migrate';
import { createPgliteDatabase } from '@/lib/db/pglite-database';
import { getServerEnv } from '@/lib/env';

async function main() {
  if (getServerEnv().adapters.payments !== 'stripe') {
    console.error(
      'Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY first.',
    );
    process.exit(1);
  }
  // The seed, loaded into a throwaway in-memory database: the catalogue exactly as the embedded mode has it.
  const catalog = await createPgliteDatabase('memory://');
  await migrate(catalog);
  await applySeed(catalog);
  const report = await syncCatalogToStripe(getStripe(), catalog);
  await catalog.close();
  console.log(`created: ${report.created.join(', ') || 'nothing'}`);
  console.log(`updated: ${report.updated.join(', ') || 'nothing'}`);
  console.log(`unchanged: ${report.unchanged.length}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
