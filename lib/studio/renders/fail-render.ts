import type { Database } from '@/lib/db/types';
import { reportApiRenderOutcome } from '@/lib/pro-api/report-api-render';
import { refundQuota } from './take-quota';

/**
 * What a refund needs. `user_id` is the owner: the account, or for a free-trial render the visitor (whose renders
 * take no quota units, so their refund is a no-op) — it also names the owner's storage folder.
 */
export type QuotaTaken = { id: string; user_id: string; quota_month: string; quota_units: number };

/** Shown when the cause is ours (a bug, storage down): the user learns it cost nothing and can try again. */
export const FAILED_FOR_US =
  'The render failed on our side. It was not counted against your designs; try again.';

/**
 * Marks a render that is still processing as failed with a message for the user and gives its quota back, in one
 * transaction and at most once (a cancel or a finish that came first wins). True when this call failed it.
 */
export async function failRender(db: Database, render: QuotaTaken, message: string): Promise<boolean> {
  const failed = await db.transaction(async (tx) => {
    const failed = await tx.query(
      `update public.renders set status = 'failed', error = $2, finished_at = now()
       where id = $1 and status = 'processing' returning id`,
      [render.id, message],
    );
    if (failed.rows.length === 0) return false;
    await refundQuota(tx, render.user_id, render.quota_month, render.quota_units);
    return true;
  });
  if (failed) await reportApiRenderOutcome(render.id);
  return failed;
}
