import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '@/lib/db/get-db';
import type { RenderEngine } from '@/lib/studio/engines/render-engine';
import { renderFinished } from '@/lib/studio/lifecycle/render-finished';

/**
 * The queue benchmark's engine: every render takes `renderMs` of waiting (not CPU, so two cores shared with the
 * database and the workers do not stretch it), then is recorded as succeeded the way the in-process engine records
 * it: only while this attempt still holds the render (its lease), and followed by the finish hooks. Its name is
 * written on each render it takes, which tells the bench which worker ran it.
 */
export function fixedTimeEngine(renderMs: number, name: string): RenderEngine {
  return {
    name,
    async dispatch(render) {
      await sleep(renderMs);
      const db = await getDb();
      const done = await db.query(
        `update public.renders set status = 'succeeded', outputs = $2, unwatermarked_outputs = $3, finished_at = now()
         where id = $1 and status = 'processing' and lease = $4 returning id`,
        [render.id, '[]', '[]', render.lease],
      );
      if (done.rows.length > 0) await renderFinished(render.id);
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
