import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { deleteInBatches } from './delete-in-batches';

/**
 * Counters hold IP addresses in their keys. The longest window any of them counts is a day (trial uploads and
 * renders), so one whose window began more than a day ago limits nothing any more.
 */
export const RATE_LIMIT_RETENTION_HOURS = 24;

/** Deletes rate-limit counters whose window began more than 24 hours ago; returns how many. */
export function purgeRateLimits(db: Queryable): Promise<number> {
  return deleteInBatches(
    db,
    `delete from private.rate_limits where key in (
       select key from private.rate_limits where window_started_at < now() - make_interval(hours => $2)
       limit $1 for update skip locked)`,
    [RATE_LIMIT_RETENTION_HOURS],
  );
}
