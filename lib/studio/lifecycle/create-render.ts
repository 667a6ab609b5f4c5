import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import { recordCharge } from '@/lib/allowances/record-charge';
import { AppError } from '@/lib/api/app-error';
import { getDb } from '@/lib/db/get-db';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES } from '@/lib/jobs/queues';
import { wakeWorkers } from '@/lib/jobs/wake-workers';
import type { ApiRenderOrigin } from '@/lib/pro-api/api-origins';
import { findRoomType } from '../catalog/room-types';
import { hasStrictLayout } from '../catalog/strict-layout';
import { findStyle } from '../catalog/styles';
import { type Tool, findTool } from '../catalog/tools';
import { assertOwnProject } from '../projects/projects';
import { assertPhotoFits } from '../renders/assert-photo-fits';
import { checkToolOptions } from '../renders/check-tool-options';
import { findRenderImages } from '../renders/find-render-images';
import { insertRender } from './insert-render';
import type { TRender, TRenderRequest } from '../renders/render-request';
import { toRenderView } from '../renders/render-view';
import { takeQuota } from '../renders/take-quota';

/**
 * The catalogue checks of a render request, with the 422s of the issue (the tool's options among them); returns the
 * tool. What the photo shows is checked later, once it is known to be the caller's (assertPhotoFits).
 */
export function checkRenderChoices(
  request: Pick<TRenderRequest, 'tool' | 'roomType' | 'style' | 'strictLayout' | 'options'>,
  hasMask: boolean,
): Tool {
  const tool = findTool(request.tool);
  if (!tool) throw new AppError('unknown_tool', { params: { tool: request.tool } });
  if (!findRoomType(request.roomType))
    throw new AppError('unknown_room_type', { params: { roomType: request.roomType } });
  if (!findStyle(request.style)) throw new AppError('unknown_style', { params: { style: request.style } });
  if (tool.needsMask && !hasMask) {
    throw new AppError('mask_required', {
      description: `${tool.name} changes only what you brush: brush over the area first.`,
    });
  }
  if (request.strictLayout && !hasStrictLayout(tool.id)) {
    throw new AppError('strict_layout_unavailable', { params: { tool: tool.id } });
  }
  checkToolOptions(tool.id, request.options);
  return tool;
}

/**
 * Validates, takes the quota and inserts the render as `queued` with its job, all in one transaction, so a
 * refused or failed insert never costs a unit and two requests never share the last one. An API render takes its
 * units from the API allowance instead of the web quota. Completed in SQL by `user_context_changed` (the owner's
 * open pages hear of the units taken).
 */
export async function createRender(
  userId: string,
  request: TRenderRequest,
  api?: ApiRenderOrigin,
): Promise<TRender> {
  const tool = checkRenderChoices(request, Boolean(request.maskImageId));
  const options = checkToolOptions(tool.id, request.options);
  const variants = request.variants ?? 1;

  const db = await getDb();
  // Outside the transaction: measuring a photo the first time takes a drawing thread's while, and nothing is held.
  await assertPhotoFits(db, { userId }, request, tool);
  await getJobQueue();
  const queued = await db.transaction(async (tx) => {
    await api?.idempotency?.claim(tx);
    const { photoKey } = await findRenderImages(tx, { userId }, request);
    if (request.projectId) await assertOwnProject(tx, userId, request.projectId);
    const month = api ? await api.takeUnits(tx, userId, variants) : await takeQuota(tx, userId, variants);
    const renderId = randomUUID();
    const chargeId = await recordCharge(tx, {
      allowance: api ? 'api' : 'web',
      userId,
      period: month,
      amount: variants,
      reason: 'render',
      renderId,
    });
    const inserted = await insertRender(tx, {
      id: renderId,
      charge_id: chargeId,
      user_id: userId,
      image_id: request.imageId,
      mask_image_id: request.maskImageId ?? null,
      image_key: photoKey,
      tool: tool.id,
      room_type: request.roomType,
      style: request.style,
      prompt: request.prompt || null,
      variants,
      watermark: request.watermark ?? tool.watermarkByDefault,
      quota_month: month,
      quota_units: api ? 0 : variants,
      options,
      project_id: request.projectId ?? null,
      api_units: api ? variants : 0,
      api_key_id: api?.keyId ?? null,
      webhook_url: api?.webhookUrl ?? null,
      strict_layout: request.strictLayout ?? false,
    });
    await api?.idempotency?.attach(tx, inserted.id);
    return toRenderView(inserted);
  });
  wakeWorkers(QUEUES.render);
  return queued;
}
