import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { IDEMPOTENCY_WINDOW_HOURS } from '@/lib/pro-api/idempotency';
import { deleteInBatches } from './delete-in-batches';

/**
 * Deletes Pro API idempotency keys older than their 24-hour window (past it, a request with the same key is a new
 * render anyway); returns how many.
 */
export function purgeIdempotencyKeys(db: Queryable): Promise<number> {
  return deleteInBatches(
    db,
    `delete from public.api_idempotency_keys where (user_id, key) in (
       select user_id, key from public.api_idempotency_keys where created_at <= now() - make_interval(hours => $2)
       limit $1 for update skip locked)`,
    [IDEMPOTENCY_WINDOW_HOURS],
  );
}
