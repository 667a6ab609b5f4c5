import '@/lib/server-only';
import { recordCharge } from '@/lib/allowances/record-charge';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { wakeWorkers } from '@/lib/jobs/wake-workers';
import { hasStrictLayout } from '../catalog/strict-layout';
import { findTool } from '../catalog/tools';
import { RENDER_NOT_FOUND } from '../renders/get-render';
import { enqueueRender } from './enqueue-render';
import type { TRender } from '../renders/render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from '../renders/render-view';
import { takeQuota } from '../renders/take-quota';

/**
 * Puts a failed or cancelled render back in the queue with the same photo, mask and choices. The failure gave its
 * quota back, so the retry takes it again, atomically like a new render (and is refused the same way when none is left).
 * A retry from the studio is paid from the web quota, an API render's too. A render made in strict layout is retried
 * in it; `strictLayout: true` turns it on for the retry (after the guard refused a result, say), for a tool that has it.
 * Completed in SQL by `renders_settle_batch`, which reopens the finished listing batch of a retried photo.
 */
export async function retryRender(
  userId: string,
  renderId: string,
  options: { strictLayout?: boolean } = {},
): Promise<TRender> {
  const db = await getDb();
  await getJobQueue();
  const queued = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      status: string;
      tool: string;
      variants: number;
      mask_image_id: string | null;
    }>(
      `select status::text as status, tool, variants, mask_image_id from public.renders
       where id = $1 and user_id = $2 for update`,
      [renderId, userId],
    );
    const render = rows[0];
    if (!render) throw RENDER_NOT_FOUND;
    if (render.status !== 'failed' && render.status !== 'canceled') {
      throw new AppError('render_not_retryable', {
        description: `Only a failed or cancelled render can be retried; this one is ${render.status}.`,
      });
    }
    if (options.strictLayout && !hasStrictLayout(render.tool)) {
      throw new AppError('strict_layout_unavailable', { params: { tool: render.tool } });
    }
    const tool = findTool(render.tool);
    if (tool?.needsMask && !render.mask_image_id) {
      throw new AppError('mask_deleted', {
        description: `The mask of this render was deleted: brush over the area again in a new ${tool.name} render.`,
      });
    }
    const month = await takeQuota(tx, userId, render.variants);
    const chargeId = await recordCharge(tx, {
      allowance: 'web',
      userId,
      period: month,
      amount: render.variants,
      reason: 'retry',
      renderId,
    });
    const updated = await tx.query<RenderRow>(
      `update public.renders set status = 'queued', error = null, error_code = null, engine = null,
         outputs = '[]'::jsonb, unwatermarked_outputs = '[]'::jsonb, started_at = null, finished_at = null,
         quota_month = $2, quota_units = variants, api_units = 0, charge_id = $3,
         strict_layout = strict_layout or $4
       where id = $1 returning ${RENDER_COLUMNS}`,
      [renderId, month, chargeId, options.strictLayout === true],
    );
    await enqueueRender(tx, renderId);
    return toRenderView(updated.rows[0]!);
  });
  wakeWorkers(QUEUES.render);
  return queued;
}
