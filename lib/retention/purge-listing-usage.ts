import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { deleteInBatches } from './delete-in-batches';

/** Days ('2026-11-22', visitors and their addresses) before today and months ('2026-11', accounts) before this one. */
const PERIOD_OVER = `(length(period) = 10 and period < to_char(now() at time zone 'utc', 'YYYY-MM-DD'))
   or (length(period) = 7 and period < to_char(now() at time zone 'utc', 'YYYY-MM'))`;

/**
 * Deletes listing-writer counters whose period is over, in UTC as the allowance counts them, with their ledger
 * rows: a finished period is never counted again, and the visitor ones hold IP addresses. Returns how many counters.
 */
export async function purgeListingUsage(db: Queryable): Promise<number> {
  const counters = await deleteInBatches(
    db,
    `delete from private.listing_usage where (subject, period) in (
       select subject, period from private.listing_usage where ${PERIOD_OVER}
       limit $1 for update skip locked)`,
  );
  // Refunds first: a charge is deleted with its refund (the foreign key cascades), never before it.
  await deleteInBatches(
    db,
    `delete from private.allowance_ledger where id in (
       select id from private.allowance_ledger where allowance = 'listing' and (${PERIOD_OVER})
       order by refund_of is null limit $1 for update skip locked)`,
  );
  return counters;
}
