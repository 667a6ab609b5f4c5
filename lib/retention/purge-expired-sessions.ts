import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { deleteInBatches } from './delete-in-batches';

/**
 * Deletes embedded sign-in sessions past their expiry. Use extends a live session's expiry, and an expired one is
 * never accepted again, so it is only a record of a device and address. Returns how many.
 */
export function purgeExpiredSessions(db: Queryable): Promise<number> {
  return deleteInBatches(
    db,
    `delete from local_auth.sessions where id in (
       select id from local_auth.sessions where expires_at < now() limit $1 for update skip locked)`,
  );
}
