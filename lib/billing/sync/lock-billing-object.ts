import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

/**
 * The kinds of provider object the sync writes, in the order one transaction may lock them: a subscription, then
 * the price it needs, then that price's product. Taking them in this order only, no two deliveries deadlock.
 */
export type BillingObjectKind = 'subscription' | 'price' | 'product';

/**
 * Makes every other delivery about the same object wait until this transaction ends. Taken before the object is
 * read from the provider, so reads and writes of one object happen in the same order and the last transaction to
 * commit wrote the newest state it could read. An advisory lock, because the row may not exist yet (the first
 * events of a subscription often arrive together); two ids that share a hash only wait for each other needlessly.
 */
export async function lockBillingObject(tx: Queryable, kind: BillingObjectKind, id: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${kind}:${id}`]);
}
