import '@/lib/server-only';
import type { Database, Queryable } from '@/lib/db/types';
import type { HeldRender } from './fail-render';
import { renderFinished } from './render-finished';

/** What a render that succeeded shows: one stored output per variant, in variant order, and their guard scores. */
export type RenderResults = {
  outputs: string[];
  /** The copies without the "Virtually staged" mark, of the variants that have one. */
  unwatermarkedOutputs: string[];
  structureScores: number[];
};

/** Gathers a render's results in the transaction that finishes it; null when it is not to finish now. */
export type CollectResults = (tx: Queryable) => Promise<RenderResults | null>;

/** The one write of `succeeded`, fenced like failRender's: still processing, for the attempt that holds it. */
async function markSucceeded(
  db: Queryable,
  render: Pick<HeldRender, 'id' | 'lease' | 'job_id'>,
  results: RenderResults,
): Promise<boolean> {
  const { rows } = await db.query(
    `update public.renders set status = 'succeeded', outputs = $2, unwatermarked_outputs = $3,
       structure_scores = $4, finished_at = now()
     where id = $1 and status = 'processing' and ($5::text is null or lease = $5)
       and ($6::text is null or split_part(lease, ':', 1) = $6)
     returning id`,
    [
      render.id,
      JSON.stringify(results.outputs),
      JSON.stringify(results.unwatermarkedOutputs),
      JSON.stringify(results.structureScores),
      render.lease ?? null,
      render.job_id ?? null,
    ],
  );
  return rows.length > 0;
}

/**
 * Commits a render as succeeded with its results, at most once and only while it is still processing for the
 * attempt that holds it (`lease`, or for a hosted render any attempt of its `job_id`): a cancel, a failure, or a
 * newer attempt that came first wins. True when this call finished it; false tells the engine its stored files are
 * not needed. `results` are the render's as drawn (the in-process engine: one statement), or a `collect` step run
 * first in the finishing transaction (a hosted render records its variant there and, once it was the last, returns
 * every variant's). Completed in SQL by `renders_finish_api` (an API render's counters and `render.succeeded`
 * webhook) and `renders_settle_batch`.
 */
export async function finishRender(
  db: Database,
  render: Pick<HeldRender, 'id' | 'lease' | 'job_id'>,
  results: RenderResults | CollectResults,
): Promise<boolean> {
  const finished =
    typeof results === 'function'
      ? await db.transaction(async (tx) => {
          const collected = await results(tx);
          return collected !== null && (await markSucceeded(tx, render, collected));
        })
      : await markSucceeded(db, render, results);
  if (finished) await renderFinished(render.id);
  return finished;
}
