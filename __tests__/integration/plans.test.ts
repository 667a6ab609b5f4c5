import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { applySeed } from '@/lib/db/apply-seed';
import { PLANS_MAX_AGE_SECONDS, forgetCachedPlans } from '@/lib/billing/cached-plans';
import type { TPlan } from '@/lib/billing/plan-types';
import * as plans from '@/pages/api/plans';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

beforeAll(async () => {
  await applySeed(t.db());
  // Applying it again changes nothing (it runs on every embedded start).
  await applySeed(t.db());
});

describe('GET /api/plans', () => {
  it('lists the seven plans with prices, cheapest first, never the one without an active price', async () => {
    const res = await callRoute(plans);
    expect(res.status).toBe(200);
    const list = (res.body as { plans: TPlan[] }).plans;
    expect(list.map((p) => p.name)).toEqual([
      'Roomcraft Basic',
      'Roomcraft Enterprise',
      'Roomcraft Standard',
      'Roomcraft Pro',
      'Roomcraft Professional',
      'Roomcraft Premium',
      'Roomcraft Business',
    ]);
    for (const plan of list) {
      expect(plan.prices.map((p) => p.interval)).toEqual(['month', 'year']);
      const [month, year] = plan.prices;
      // Yearly is cheaper than twelve months.
      expect(year!.unit_amount).toBeLessThan(month!.unit_amount * 12);
      expect(plan.prices.every((p) => p.active && p.currency === 'usd')).toBe(true);
    }
    expect(list.find((p) => p.name === 'Roomcraft Professional')!.metadata.api_tiers).toBe(true);
    expect(list.some((p) => (p.metadata.perks ?? []).length > 4)).toBe(true);
  });

  it('drops a plan whose prices are all made inactive, and an inactive product', async () => {
    await t
      .db()
      .query("update public.prices set active = false where product_id = 'prod_roomcraft_business'");
    await t.db().query("update public.products set active = false where id = 'prod_roomcraft_premium'");
    // Written behind the billing sync's back: the list in memory stands until it is forgotten (or ages out).
    expect(((await callRoute(plans)).body as { plans: TPlan[] }).plans).toHaveLength(7);
    forgetCachedPlans();
    const list = ((await callRoute(plans)).body as { plans: TPlan[] }).plans;
    expect(list.map((p) => p.name)).not.toContain('Roomcraft Business');
    expect(list.map((p) => p.name)).not.toContain('Roomcraft Premium');
    expect(list).toHaveLength(5);
    await applySeed(t.db());
    forgetCachedPlans();
    expect(((await callRoute(plans)).body as { plans: TPlan[] }).plans).toHaveLength(7);
  });

  it('is served from memory, as fresh as the max-age it tells browsers and CDNs', async () => {
    const res = await callRoute(plans);
    expect(res.headers.get('cache-control')).toBe(
      `public, max-age=${PLANS_MAX_AGE_SECONDS}, stale-while-revalidate=300`,
    );
    await t.db().query("update public.products set name = 'Renamed' where id = 'prod_roomcraft_basic'");
    expect(((await callRoute(plans)).body as { plans: TPlan[] }).plans[0]!.name).toBe('Roomcraft Basic');
    forgetCachedPlans();
    expect(((await callRoute(plans)).body as { plans: TPlan[] }).plans[0]!.name).toBe('Renamed');
    await applySeed(t.db());
    forgetCachedPlans();
  });
});
