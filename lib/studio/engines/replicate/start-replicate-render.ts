import { randomInt } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getURL } from '@/lib/site-url';
import { findRoomType } from '../../catalog/room-types';
import { findStyle } from '../../catalog/styles';
import { findTool } from '../../catalog/tools';
import { FAILED_FOR_US, type QuotaTaken, failRender } from '../../renders/fail-render';
import { getStorage } from '../../storage/get-storage';
import { getReplicate } from './get-replicate';
import { toModelImage } from './model-image';
import { ReplicateError } from './replicate-client';
import { REPLICATE_MODELS } from './replicate-models';

export const REPLICATE_ENGINE_NAME = 'replicate';

type ClaimedRender = QuotaTaken & {
  tool: string;
  style: string;
  room_type: string;
  prompt: string | null;
  variants: number;
  image_key: string;
  mask_key: string | null;
};

/**
 * Hands a queued render to Replicate: one prediction per variant, each with our webhook. The claim (queued →
 * processing) makes it happen once even if the request and the reconciler both try. Any failure, Replicate's
 * included, ends as a failed render with a readable message and the quota given back: never a crash.
 */
export async function startReplicateRender(renderId: string): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<ClaimedRender>(
    `update public.renders r set status = 'processing', started_at = now(), engine = $2, polled_at = null
     where r.id = $1 and r.status = 'queued'
     returning r.id, coalesce(r.user_id, r.visitor_id) as user_id, r.quota_month::text as quota_month, r.quota_units, r.tool, r.style, r.room_type,
       r.prompt, r.variants, r.image_key,
       (select storage_key from public.images where id = r.mask_image_id) as mask_key`,
    [renderId, REPLICATE_ENGINE_NAME],
  );
  const render = rows[0];
  if (!render) return;

  const replicate = getReplicate();
  const started: string[] = [];
  try {
    const tool = findTool(render.tool);
    const style = findStyle(render.style);
    const room = findRoomType(render.room_type);
    const storage = getStorage();
    const image = await storage.get(render.image_key);
    const mask = render.mask_key ? await storage.get(render.mask_key) : null;
    if (!tool || !style || !room || !image || (render.mask_key && !mask)) {
      throw new ReplicateError('The photo of this render is no longer available.', null);
    }
    const spec = REPLICATE_MODELS[tool.id];
    const context = {
      tool,
      style,
      room,
      prompt: render.prompt,
      image: await toModelImage(image.data),
      mask: mask ? await toModelImage(mask.data) : null,
    };
    const webhook = getURL('api/webhooks/replicate');
    for (let variant = 0; variant < render.variants; variant++) {
      const prediction = await replicate.createPrediction(
        spec,
        spec.input({ ...context, seed: randomInt(1, 2 ** 31) }),
        webhook,
      );
      started.push(prediction.id);
      await db.query(
        'insert into public.render_predictions (prediction_id, render_id, variant, status) values ($1, $2, $3, $4)',
        [prediction.id, render.id, variant, prediction.status],
      );
    }
  } catch (error) {
    if (!(error instanceof ReplicateError))
      console.error(`[renders] render ${render.id} could not start`, error);
    const message =
      error instanceof ReplicateError
        ? `${error.message} The render was not counted against your designs; try again.`
        : FAILED_FOR_US;
    await failRender(db, render, message);
    // Predictions already running would be paid for and thrown away.
    await Promise.allSettled(started.map((id) => replicate.cancelPrediction(id)));
  }
}
