import { randomInt } from 'node:crypto';
import { getDb } from '@/lib/db/get-db';
import { getURL } from '@/lib/site-url';
import { findRoomType } from '../../catalog/room-types';
import { findStyle } from '../../catalog/styles';
import { findTool } from '../../catalog/tools';
import type { ClaimedRender } from '../../renders/claim-render';
import { FAILED_FOR_US, failRender } from '../../renders/fail-render';
import { getStorage } from '../../storage/get-storage';
import { getReplicate } from './get-replicate';
import { toModelImage } from './model-image';
import { ReplicateError } from './replicate-client';
import { REPLICATE_MODELS } from './replicate-models';

export const REPLICATE_ENGINE_NAME = 'replicate';

/**
 * Hands a render the queue gave this process to Replicate: one prediction per variant, each with our webhook. An
 * attempt that takes over from a dead one starts only the variants that have no prediction yet. Any failure,
 * Replicate's included, ends as a failed render with a readable message and the quota given back: never a crash.
 */
export async function startReplicateRender(render: ClaimedRender): Promise<void> {
  const db = await getDb();
  const { rows: existing } = await db.query<{ variant: number }>(
    'select variant from public.render_predictions where render_id = $1',
    [render.id],
  );
  const startedVariants = new Set(existing.map((row) => row.variant));
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
      if (startedVariants.has(variant)) continue;
      const prediction = await replicate.createPrediction(
        spec,
        spec.input({
          ...context,
          seed: render.seed === null ? randomInt(1, 2 ** 31) : render.seed + variant,
        }),
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
    await failRender(
      db,
      render,
      error instanceof ReplicateError
        ? {
            code: 'provider_failed',
            description: `${error.message} The render was not counted against your designs; try again.`,
          }
        : FAILED_FOR_US,
    );
    // Predictions already running would be paid for and thrown away.
    await Promise.allSettled(started.map((id) => replicate.cancelPrediction(id)));
  }
}
