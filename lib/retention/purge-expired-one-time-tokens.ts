import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';
import { deleteInBatches } from './delete-in-batches';

/**
 * Deletes the embedded adapter's e-mail link tokens (sign-up confirmation, magic link, password reset) past their
 * expiry, used or not: an expired link is refused either way. Returns how many.
 */
export function purgeExpiredOneTimeTokens(db: Queryable): Promise<number> {
  return deleteInBatches(
    db,
    `delete from local_auth.one_time_tokens where id in (
       select id from local_auth.one_time_tokens where expires_at < now() limit $1 for update skip locked)`,
  );
}
