import '@/lib/server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { wakeWorkers } from '@/lib/jobs/wake-workers';
import { takeRateLimit } from '@/lib/api/rate-limit';
import { checkRenderChoices } from '../lifecycle/create-render';
import { insertRender } from '../lifecycle/insert-render';
import { assertPhotoFits } from '../renders/assert-photo-fits';
import { checkToolOptions } from '../renders/check-tool-options';
import { findRenderImages } from '../renders/find-render-images';
import { ZRenderRequest } from '../renders/render-request';
import type { TRender } from '../renders/render-request';
import { RENDER_COLUMNS, type RenderRow, toRenderView } from '../renders/render-view';
import { quotaPeriod } from '../renders/take-quota';
import { TRIAL_RENDERS_PER_DAY, TRIAL_RENDERS_PER_IP_PER_DAY } from './trial-limits';

/** The trial makes one design of one variant; projects belong to accounts. */
export const ZTrialRenderRequest = ZRenderRequest.pick({
  imageId: true,
  tool: true,
  roomType: true,
  style: true,
  prompt: true,
  maskImageId: true,
  watermark: true,
  options: true,
});

const trialUsed = (retryAfterSeconds: number) =>
  new AppError('trial_used', { headers: { 'Retry-After': String(retryAfterSeconds) } });

/**
 * A visitor's free render: one a day per visitor, counted in Postgres under the visitor's row lock, so two
 * requests at once cannot both take it. A failed or cancelled render does not count, so the visitor can try again.
 */
export async function createTrialRender(
  visitorId: string,
  network: string,
  request: z.infer<typeof ZTrialRenderRequest>,
): Promise<TRender> {
  const tool = checkRenderChoices(request, Boolean(request.maskImageId));
  const options = checkToolOptions(tool.id, request.options);
  const db = await getDb();
  await assertPhotoFits(db, { visitorId }, request, tool);
  await getJobQueue();
  const queued = await db.transaction(async (tx) => {
    await tx.query('select id from private.trial_visitors where id = $1 for update', [visitorId]);
    const today = await tx.query<{ n: number; retry_after: number | null }>(
      `select count(*)::int as n,
         ceil(extract(epoch from (min(created_at) + interval '1 day' - now())))::int as retry_after
       from public.renders
       where visitor_id = $1 and created_at > now() - interval '1 day' and status not in ('failed', 'canceled')`,
      [visitorId],
    );
    if (today.rows[0]!.n >= TRIAL_RENDERS_PER_DAY)
      throw trialUsed(Math.max(1, today.rows[0]!.retry_after ?? 1));
    const { photoKey } = await findRenderImages(tx, { visitorId }, request);
    const perIp = await takeRateLimit(
      tx,
      `trial-renders:${network}`,
      TRIAL_RENDERS_PER_IP_PER_DAY,
      24 * 3600,
    );
    if (!perIp.allowed) throw trialUsed(perIp.retryAfterSeconds);
    const inserted = await insertRender(tx, {
      visitor_id: visitorId,
      image_id: request.imageId,
      mask_image_id: request.maskImageId ?? null,
      image_key: photoKey,
      tool: tool.id,
      room_type: request.roomType,
      style: request.style,
      prompt: request.prompt || null,
      variants: 1,
      watermark: request.watermark ?? tool.watermarkByDefault,
      quota_month: quotaPeriod().month,
      quota_units: 0,
      options,
    });
    return toRenderView(inserted);
  });
  wakeWorkers(QUEUES.render);
  return queued;
}

/** The visitor's own render, 404 for anyone else's. */
export async function getTrialRender(visitorId: string, renderId: string): Promise<TRender> {
  const db = await getDb();
  const { rows } = await db.query<RenderRow>(
    `select ${RENDER_COLUMNS} from public.renders where id = $1 and visitor_id = $2`,
    [renderId, visitorId],
  );
  if (!rows[0]) throw new AppError('render_not_found');
  return toRenderView(rows[0]);
}
