import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';
import { BATCH_NOT_FOUND, readBatch } from '@/lib/studio/batches/read-batch';
import { toApiBatch } from './api-batch-view';
import type { TApiBatch } from './v1-batch-schemas';

/** Whether the batch is one of the account's API batches (studio batches are not part of the API's collection). */
export async function assertApiBatch(userId: string, batchId: string): Promise<void> {
  await getApiBatch(userId, batchId);
}

/** GET /api/v1/batches/{id}: the batch with each photo's progress. */
export async function getApiBatch(userId: string, batchId: string): Promise<TApiBatch> {
  const { batch, photos } = await asUser(userId, (tx) => readBatch(tx, batchId));
  if (batch.api_key_id === null) throw BATCH_NOT_FOUND;
  return toApiBatch(batch, photos);
}
