import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '@/lib/db/get-db';
import type { RenderEngine } from '@/lib/studio/engines/render-engine';
import { finishRender } from '@/lib/studio/lifecycle/finish-render';

/**
 * The queue benchmark's engine: every render takes `renderMs` of waiting (not CPU, so two cores shared with the
 * database and the workers do not stretch it), then is recorded as succeeded the way the in-process engine records
 * it (finishRender): only while this attempt still holds the render (its lease), then the finish hooks. Its name is
 * written on each render it takes, which tells the bench which worker ran it.
 */
export function fixedTimeEngine(renderMs: number, name: string): RenderEngine {
  return {
    name,
    async dispatch(render) {
      await sleep(renderMs);
      await finishRender(await getDb(), render, {
        outputs: [],
        unwatermarkedOutputs: [],
        structureScores: [],
      });
    },
    async cancel() {},
  };
}

/** The same work without any queue: `workers` loops taking renders from a list in memory; the wall time in ms. */
export async function workWithoutQueue(renders: number, workers: number, renderMs: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < renders) {
        next++;
        await sleep(renderMs);
      }
    }),
  );
  return performance.now() - started;
}
