import '@/lib/server-only';
import type { Queryable } from '@/lib/db/types';

/** The most rows one purge statement deletes, so a large backlog never holds its locks for long. */
export const PURGE_BATCH_SIZE = 5000;

/**
 * Runs a delete statement again and again until it deletes fewer than a batch, and returns the rows deleted in
 * all. The statement takes the batch size as $1 (its own parameters follow) and should pick its rows with
 * `limit $1 for update skip locked`, so rows a request holds right now wait for the next run instead of being
 * waited for. Give it the pool, not a transaction: each batch is meant to commit on its own.
 */
export async function deleteInBatches(
  db: Queryable,
  statement: string,
  params: unknown[] = [],
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rowCount } = await db.query(statement, [PURGE_BATCH_SIZE, ...params]);
    deleted += rowCount;
    if (rowCount < PURGE_BATCH_SIZE) return deleted;
  }
}
