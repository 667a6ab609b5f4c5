import type { Queryable } from '@/lib/db/types';
import { deleteInBatches } from './delete-in-batches';

/**
 * Deletes listing-writer counters whose period is over: days ('2026-11-22', visitors and their addresses) before
 * today and months ('2026-11', accounts) before this one, in UTC as the allowance counts them. A finished period is
 * never counted again, and the visitor ones hold IP addresses. Returns how many.
 */
export function purgeListingUsage(db: Queryable): Promise<number> {
  return deleteInBatches(
    db,
    `delete from private.listing_usage where (subject, period) in (
       select subject, period from private.listing_usage
       where (length(period) = 10 and period < to_char(now() at time zone 'utc', 'YYYY-MM-DD'))
          or (length(period) = 7 and period < to_char(now() at time zone 'utc', 'YYYY-MM'))
       limit $1 for update skip locked)`,
  );
}
