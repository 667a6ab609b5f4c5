import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { engineOf } from '../engines/get-engine';
import type { TRender } from '../renders/render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from '../renders/render-view';
import { RENDER_NOT_FOUND } from '../renders/get-render';
import { refundRender } from './refund-render';
import { renderFinished } from './render-finished';

/**
 * Cancels a render that has not finished and refunds the charge that paid for it, once (refund-render); the engine
 * stops what it still runs. Completed in SQL by `renders_finish_api` (an API render's `render.canceled` webhook)
 * and `renders_settle_batch`.
 */
export async function cancelRender(userId: string, renderId: string): Promise<TRender> {
  const db = await getDb();
  const canceled = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RenderRow & { charge_id: string | null }>(
      `update public.renders set status = 'canceled', finished_at = now()
       where id = $1 and user_id = $2 and status in ('queued', 'processing')
       returning ${RENDER_COLUMNS}, charge_id::text`,
      [renderId, userId],
    );
    const canceled = rows[0];
    if (!canceled) {
      const existing = await tx.query<{ status: string }>(
        'select status from public.renders where id = $1 and user_id = $2',
        [renderId, userId],
      );
      if (!existing.rows[0]) throw RENDER_NOT_FOUND;
      throw new AppError('render_finished', {
        description: `This render is already ${existing.rows[0].status}.`,
      });
    }
    await refundRender(tx, canceled, 'canceled');
    return toRenderView(canceled);
  });
  await engineOf(canceled)?.cancel(renderId);
  await renderFinished(renderId);
  return canceled;
}
