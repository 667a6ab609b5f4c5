import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';
import type { TBatch } from './batch-request';
import { toBatchView } from './batch-view';
import { readBatch } from './read-batch';

/** GET /api/batches/:id: the batch with each photo's progress, for its owner only. */
export async function getBatch(userId: string, batchId: string): Promise<TBatch> {
  const { batch, photos } = await asUser(userId, (tx) => readBatch(tx, batchId));
  return toBatchView(batch, photos, `/api/batches/${batchId}/kit`);
}
