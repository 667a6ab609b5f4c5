import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { syncCatalogToStripe } from '@/lib/billing/sync-catalog-to-stripe';
import { applySeed } from '@/lib/db/apply-seed';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { setupTestDatabase } from './helpers/test-database';

let stripe: FakeStripe;
let client: Stripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  const base = new URL(stripe.url);
  client = new Stripe('sk_test_sync', { host: base.hostname, port: Number(base.port), protocol: 'http' });
});
const t = setupTestDatabase();
beforeAll(() => applySeed(t.db()));
afterAll(() => stripe.close());

describe('stripe:sync-catalog', () => {
  it('creates the seed catalogue in Stripe, then changes nothing when run again', async () => {
    const first = await syncCatalogToStripe(client, t.db());
    expect(first.created).toHaveLength(8 + 15);
    expect(stripe.state.products.get('prod_roomcraft_pro')).toMatchObject({
      name: 'Roomcraft Pro',
      metadata: { index: '2', monthly_quota: '1000' },
    });
    expect(
      JSON.parse(
        String((stripe.state.products.get('prod_roomcraft_pro')!.metadata as Record<string, string>).perks),
      ),
    ).toHaveLength(6);
    const proMonth = [...stripe.state.prices.values()].find((p) => p.lookup_key === 'roomcraft_pro_month');
    expect(proMonth).toMatchObject({
      unit_amount: 4900,
      currency: 'usd',
      recurring: { interval: 'month' },
      active: true,
    });
    expect(
      [...stripe.state.prices.values()].find((p) => p.lookup_key === 'roomcraft_legacy_month')?.active,
    ).toBe(false);

    const again = await syncCatalogToStripe(client, t.db());
    expect(again.created).toEqual([]);
    expect(again.updated).toEqual([]);
    expect(again.unchanged).toHaveLength(8 + 15);
  });

  it('moves the lookup key to a new price when an amount changes, archiving the old one', async () => {
    await t
      .db()
      .query("update public.prices set unit_amount = 5900 where lookup_key = 'roomcraft_pro_month'");
    await t.db().query("update public.products set name = 'Roomcraft Pro+' where id = 'prod_roomcraft_pro'");
    const report = await syncCatalogToStripe(client, t.db());
    expect(report.created).toEqual(['roomcraft_pro_month']);
    expect(report.updated).toEqual(['prod_roomcraft_pro']);
    const withKey = [...stripe.state.prices.values()].filter((p) => p.lookup_key === 'roomcraft_pro_month');
    expect(withKey).toHaveLength(1);
    expect(withKey[0]).toMatchObject({ unit_amount: 5900, active: true });
    const archived = [...stripe.state.prices.values()].filter(
      (p) => p.product === 'prod_roomcraft_pro' && p.unit_amount === 4900,
    );
    expect(archived).toMatchObject([{ active: false, lookup_key: null }]);
  });
});
