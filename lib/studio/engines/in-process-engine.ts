import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { findStyle } from '../catalog/styles';
import { findTool } from '../catalog/tools';
import type { ClaimedRender } from '../lifecycle/claim-render';
import { FAILED_FOR_US, failRender } from '../lifecycle/fail-render';
import { finishRender } from '../lifecycle/finish-render';
import { type GuardedOutput, guardOutput } from '../renders/guard-output';
import { storeResult, storedKeys } from '../renders/store-result';
import { getStorage } from '../storage/get-storage';
import { EngineError, type EngineJob, type ImageRenderer, type RenderEngine } from './render-engine';

/** A variant drawn again after the guard refused it takes seeds no variant of a render uses (at most 4 variants). */
const RETAKE_VARIANT = 16;

/**
 * Draws one variant and puts it through the structure guard; one the guard refuses is drawn once more with other
 * seeds, and a second refusal fails the render (`structure_changed`, refunded). In strict layout the drawing is the
 * same (no local renderer is conditioned on the room's lines): only the guard holds it to a tighter tolerance.
 */
async function drawGuarded(
  renderer: ImageRenderer,
  job: EngineJob,
  strictLayout: boolean,
  signal: AbortSignal,
): Promise<GuardedOutput> {
  for (const variant of [job.variant, job.variant + RETAKE_VARIANT]) {
    const output = await renderer.render({ ...job, variant }, signal);
    const guarded = await guardOutput(job.image, output, job.tool, job.mask, strictLayout);
    if (guarded.passed) return guarded;
  }
  throw new EngineError('structure_changed');
}

/**
 * An engine that draws every variant in the worker holding the job, checks each with the structure guard, stores the
 * results and records them with their scores, or fails
 * the render with a message for the user and gives its quota back. Only the attempt that still holds the render
 * records anything: a cancelled render, or one a later attempt took over, keeps its state, and this attempt's
 * files are deleted.
 */
export function inProcessEngine(renderer: ImageRenderer): RenderEngine {
  const drawing = new Map<string, AbortController>();
  return {
    name: renderer.name,
    async dispatch(render: ClaimedRender) {
      const controller = new AbortController();
      drawing.set(render.id, controller);
      const db = await getDb();
      const storage = getStorage();
      const written: string[] = [];
      const outputs: string[] = [];
      const unwatermarked: string[] = [];
      const scores: number[] = [];
      try {
        const tool = findTool(render.tool);
        const style = findStyle(render.style);
        const image = await storage.get(render.image_key);
        if (!tool || !style || !image) throw new EngineError('photo_unavailable');
        const mask = render.mask_key ? ((await storage.get(render.mask_key))?.data ?? null) : null;
        for (let variant = 0; variant < render.variants; variant++) {
          const output = await drawGuarded(
            renderer,
            {
              tool,
              style,
              roomType: render.room_type,
              prompt: render.prompt,
              image: image.data,
              mask,
              variant,
              options: render.options,
              ...(render.seed === null ? {} : { seed: render.seed }),
            },
            render.strict_layout,
            controller.signal,
          );
          scores.push(output.score);
          const stored = await storeResult(render.user_id, output.data, render.watermark, output.type);
          written.push(...storedKeys(stored));
          outputs.push(stored.key);
          if (stored.unwatermarkedKey) unwatermarked.push(stored.unwatermarkedKey);
        }
        const results = { outputs, unwatermarkedOutputs: unwatermarked, structureScores: scores };
        if (!(await finishRender(db, render, results))) await storage.delete(written);
      } catch (error) {
        if (!(error instanceof EngineError)) console.error(`[renders] render ${render.id} failed`, error);
        await storage.delete(written).catch(() => undefined);
        await failRender(
          db,
          render,
          error instanceof EngineError ? { code: error.code, description: error.message } : FAILED_FOR_US,
        );
      } finally {
        drawing.delete(render.id);
      }
    },
    // Stops the drawing of a render this process is working on; the attempt then finds it cancelled and records
    // nothing. A render another process draws sees the cancel when it records its result.
    async cancel(renderId) {
      drawing.get(renderId)?.abort();
    },
  };
}
