import '@/lib/server-only';
import { asUser } from '@/lib/db/as-user';
import type { TBatchStatus, TBatchSummary } from './batch-request';

/** The owner's latest batches, so a batch left running can be opened again. */
export async function listBatches(userId: string, limit = 20): Promise<TBatchSummary[]> {
  const { rows } = await asUser(userId, (tx) =>
    tx.query<{
      id: string;
      status: TBatchStatus;
      style: string;
      photo_count: number;
      succeeded: number;
      created_at: Date;
    }>(
      `select b.id, b.status, b.style, b.photo_count,
         (select count(*) from public.renders r where r.batch_id = b.id and r.status = 'succeeded')::int as succeeded,
         b.created_at
       from public.listing_batches b where b.user_id = auth.uid()
       order by b.created_at desc, b.id desc limit $1`,
      [limit],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    style: row.style,
    photoCount: row.photo_count,
    succeeded: row.succeeded,
    createdAt: row.created_at.toISOString(),
  }));
}
