import '@/lib/server-only';
import { randomInt } from 'node:crypto';
import { findRoomType } from '../../catalog/room-types';
import { findStyle } from '../../catalog/styles';
import { type Tool, findTool } from '../../catalog/tools';
import { getStorage } from '../../storage/get-storage';
import { toModelImage } from './model-image';
import type { ModelRef } from './replicate-client';
import { ReplicateError } from './replicate-client';
import { isEditTool } from '../../catalog/edit-tools';
import { replicateModel } from './replicate-models';

/** What a render's predictions are made from. */
export type PredictionSource = {
  tool: string;
  style: string;
  room_type: string;
  prompt: string | null;
  image_key: string;
  mask_key: string | null;
  /** The seed family of a listing batch; null: any seed. */
  seed: number | null;
  /** Asked for in strict layout: the tool's strict-layout model when it has one. */
  strict_layout: boolean;
};

export type PredictionInputs = {
  tool: Tool;
  model: ModelRef;
  /** The photo and the brushed mask as stored, for the structure guard. */
  photo: Buffer;
  mask: Buffer | null;
  /** The model's input for a variant; a retake (after the guard refused the first result) takes other seeds. */
  inputFor(variant: number, retake: boolean): Record<string, unknown>;
};

/** A retake's seeds are ones no variant of a render uses (at most 4 variants). */
const RETAKE_SEED_OFFSET = 16;

/** Reads the photo (and mask) and the choices of a render once, for all of its predictions. */
export async function loadPredictionInputs(render: PredictionSource): Promise<PredictionInputs> {
  const tool = findTool(render.tool);
  const style = findStyle(render.style);
  const room = findRoomType(render.room_type);
  const storage = getStorage();
  const image = await storage.get(render.image_key);
  const mask = render.mask_key ? await storage.get(render.mask_key) : null;
  if (!tool || !style || !room || !image || (render.mask_key && !mask)) {
    throw new ReplicateError('The photo of this render is no longer available.', null);
  }
  // getEngine routes the photo edits to the local engine: one reaching here is a bug, not a user's mistake.
  if (isEditTool(tool.id)) throw new Error(`${tool.id} is drawn by the local engine, not a hosted model.`);
  const spec = replicateModel(tool.id, render.strict_layout);
  const context = {
    tool,
    style,
    room,
    prompt: render.prompt,
    image: await toModelImage(image.data),
    mask: mask ? await toModelImage(mask.data) : null,
  };
  return {
    tool,
    model: spec,
    photo: image.data,
    mask: mask?.data ?? null,
    inputFor: (variant, retake) =>
      spec.input({
        ...context,
        seed:
          render.seed === null
            ? randomInt(1, 2 ** 31)
            : render.seed + variant + (retake ? RETAKE_SEED_OFFSET : 0),
      }),
  };
}
