import '@/lib/server-only';
import { LRUCache } from 'lru-cache';
import type { TPlan } from './plan-types';
import { listPlans } from './list-plans';

/**
 * How long the public catalogue may be served without asking the database: the max-age of GET /api/plans and the
 * revalidation period of /pricing, so every copy of it (browsers, CDNs, this process) is as fresh as the others.
 */
export const PLANS_MAX_AGE_SECONDS = 60;

type PlanCache = LRUCache<'plans', TPlan[]>;

function createCache(): PlanCache {
  return new LRUCache<'plans', TPlan[]>({
    max: 1,
    ttl: PLANS_MAX_AGE_SECONDS * 1000,
    // Past its age the old list is still answered while one refresh runs, so no request waits for the database;
    // a failed refresh keeps the old list rather than failing every pricing view.
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: () => listPlans(),
  });
}

// On globalThis, like the database: every server bundle that imports this module (the webhook route that forgets
// the cache, the pages that read it) must share one cache.
const globalForPlans = globalThis as typeof globalThis & { __roomcraftPlans?: PlanCache };

/**
 * The listable plans (see `listPlans`), from memory, so GET /api/plans costs no query per view. The catalogue changes
 * only through the billing sync: the process that applies a change forgets its copy at once, any other server process
 * refreshes its own within PLANS_MAX_AGE_SECONDS.
 */
export async function cachedPlans(): Promise<TPlan[]> {
  globalForPlans.__roomcraftPlans ??= createCache();
  const plans = await globalForPlans.__roomcraftPlans.fetch('plans');
  if (!plans) throw new Error('The plan catalogue could not be loaded');
  return plans;
}

/** After a catalogue change in this process: the next read goes to the database. */
export function forgetCachedPlans(): void {
  globalForPlans.__roomcraftPlans?.clear();
}
