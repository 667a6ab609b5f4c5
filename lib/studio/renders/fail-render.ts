import { type ErrorCode, describeError } from '@/lib/api/error-catalog';
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

/** Why a render failed, as the studio and the API tell it: a catalogue code, and an English text for the API. */
export type RenderFailureCode = Extract<
  ErrorCode,
  | 'render_failed'
  | 'photo_unavailable'
  | 'mask_empty'
  | 'mask_too_large'
  | 'no_garden_found'
  | 'no_pool_found'
  | 'provider_failed'
>;
export type RenderFailure = { code: RenderFailureCode; description?: string };

/** When the cause is ours (a bug, storage down): the message says it cost nothing and can be tried again. */
export const FAILED_FOR_US: RenderFailure = { code: 'render_failed' };

/**
 * Marks a render that is still processing as failed with why and gives its quota back, in one
 * transaction and at most once (a cancel, a finish, or a newer attempt that came first wins). True when this call
 * failed it.
 */
export async function failRender(db: Database, render: QuotaTaken, failure: RenderFailure): Promise<boolean> {
  const failed = await db.transaction(async (tx) => {
    const failed = await tx.query(
      `update public.renders set status = 'failed', error = $2, error_code = $4, finished_at = now()
       where id = $1 and status = 'processing' and ($3::text is null or lease = $3) returning id`,
      [render.id, failure.description ?? describeError(failure.code), render.lease ?? null, failure.code],
    );
    if (failed.rows.length === 0) return false;
    await refundQuota(tx, render.user_id, render.quota_month, render.quota_units);
    return true;
  });
  if (failed) await renderFinished(render.id);
  return failed;
}
