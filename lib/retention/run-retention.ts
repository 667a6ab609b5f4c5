import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { getStorage } from '@/lib/studio/storage/get-storage';
import type { FileStorage } from '@/lib/studio/storage/storage';
import { purgeExpiredOneTimeTokens } from './purge-expired-one-time-tokens';
import { purgeExpiredSessions } from './purge-expired-sessions';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';
import { purgeListingUsage } from './purge-listing-usage';
import { purgeOrphanFiles } from './purge-orphan-files';
import { purgeRateLimits } from './purge-rate-limits';
import { purgeWebhookDeliveries } from './purge-webhook-deliveries';

export type RetentionCounts = {
  rateLimits: number;
  idempotencyKeys: number;
  webhookDeliveries: number;
  listingUsage: number;
  sessions: number;
  oneTimeTokens: number;
  orphanFiles: number;
};

/** Some purges failed; the others ran, and what they deleted is in `counts`. */
export class RetentionError extends AggregateError {
  override name = 'RetentionError';
  constructor(
    readonly counts: Partial<RetentionCounts>,
    errors: unknown[],
    failed: string[],
  ) {
    super(errors, `Retention purges failed: ${failed.join(', ')}`);
  }
}

/**
 * Runs every retention purge, one after another, and returns how many rows or files each deleted. One failing
 * (storage unreachable, say) does not stop the others: they all run, then a RetentionError names the failures and
 * carries the counts of the rest. Safe to run at any time and as often as wanted.
 */
export async function runRetention(db?: Queryable, storage?: FileStorage): Promise<RetentionCounts> {
  const database = db ?? (await getDb());
  const purges: { [K in keyof RetentionCounts]: () => Promise<number> } = {
    rateLimits: () => purgeRateLimits(database),
    idempotencyKeys: () => purgeIdempotencyKeys(database),
    webhookDeliveries: () => purgeWebhookDeliveries(database),
    listingUsage: () => purgeListingUsage(database),
    sessions: () => purgeExpiredSessions(database),
    oneTimeTokens: () => purgeExpiredOneTimeTokens(database),
    orphanFiles: () => purgeOrphanFiles(database, storage ?? getStorage()),
  };
  const counts: Partial<RetentionCounts> = {};
  const errors: unknown[] = [];
  const failed: string[] = [];
  for (const [kind, purge] of Object.entries(purges) as [keyof RetentionCounts, () => Promise<number>][]) {
    try {
      counts[kind] = await purge();
    } catch (error) {
      errors.push(error);
      failed.push(kind);
    }
  }
  if (errors.length > 0) throw new RetentionError(counts, errors, failed);
  return counts as RetentionCounts;
}
