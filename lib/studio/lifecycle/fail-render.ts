import '@/lib/server-only';
import { type ErrorCode, describeError } from '@/lib/api/error-catalog';
import type { Database } from '@/lib/db/types';
import { type RenderRefundReason, refundRender } from './refund-render';
import { renderFinished } from './render-finished';

/**
 * A render some attempt holds. `user_id` is the owner: the account, or for a free-trial render the visitor — it
 * names the owner's storage folder. `lease`, when given, is the job attempt that must still hold the render;
 * `job_id`, when given, the job (any of its attempts: a hosted render's predictions belong to its job).
 */
export type HeldRender = {
  id: string;
  user_id: string;
  lease?: string | null;
  job_id?: string | null;
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
  | 'structure_changed'
  | 'provider_failed'
>;
export type RenderFailure = { code: RenderFailureCode; description?: string };

/** When the cause is ours (a bug, storage down): the message says it cost nothing and can be tried again. */
export const FAILED_FOR_US: RenderFailure = { code: 'render_failed' };

/**
 * Marks a render that is still processing as failed with why and refunds the charge that paid for it
 * (refund-render), in one transaction and at most once (a cancel, a finish, or a newer attempt that came first
 * wins). True when this call failed it. Completed in SQL by `renders_finish_api` (an API render's `render.failed`
 * webhook) and `renders_settle_batch`.
 */
export async function failRender(
  db: Database,
  render: HeldRender,
  failure: RenderFailure,
  reason: Extract<RenderRefundReason, 'failed' | 'stranded'> = 'failed',
): Promise<boolean> {
  const failed = await db.transaction(async (tx) => {
    const failed = await tx.query<{ charge_id: string | null }>(
      `update public.renders set status = 'failed', error = $2, error_code = $4, finished_at = now()
       where id = $1 and status = 'processing' and ($3::text is null or lease = $3)
         and ($5::text is null or split_part(lease, ':', 1) = $5)
       returning charge_id::text`,
      [
        render.id,
        failure.description ?? describeError(failure.code),
        render.lease ?? null,
        failure.code,
        render.job_id ?? null,
      ],
    );
    if (!failed.rows[0]) return false;
    await refundRender(tx, failed.rows[0], reason);
    return true;
  });
  if (failed) await renderFinished(render.id);
  return failed;
}
