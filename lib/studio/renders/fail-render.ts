import type { Database } from '@/lib/db/types';
import { renderFinished } from './render-finished';
import { refundQuota } from './take-quota';

/**
 * What a refund needs. `user_id` is the owner: the account, or for a free-trial render the visitor (whose renders
 * take no quota units, so their refund is a no-op) — it also names the owner's storage folder. `lease`, when
 * given, is the job attempt that must still hold the render.
 */
export type QuotaTaken = {
  id: string;
  user_id: string;
  quota_month: string;
  quota_units: number;
  lease?: string | null;
};

/** Shown when the cause is ours (a bug, storage down): the user learns it cost nothing and can try again. */
export const FAILED_FOR_US =
  'The render failed on our side. It was not counted against your designs; try again.';

/**
 * Marks a render that is still processing as failed with a message for the user and gives its quota back, in one
 * transaction and at most once (a cancel, a finish, or a newer attempt that came first wins). True when this call
 * failed it.
 */
export async function failRender(db: Database, render: QuotaTaken, message: string): Promise<boolean> {
  const failed = await db.transaction(async (tx) => {
    const failed = await tx.query(
      `update public.renders set status = 'failed', error = $2, finished_at = now()
       where id = $1 and status = 'processing' and ($3::text is null or lease = $3) returning id`,
      [render.id, message, render.lease ?? null],
    );
    if (failed.rows.length === 0) return false;
    await refundQuota(tx, render.user_id, render.quota_month, render.quota_units);
    return true;
  });
  if (failed) await renderFinished(render.id);
  return failed;
}
