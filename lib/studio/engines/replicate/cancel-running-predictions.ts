import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { getReplicate } from './get-replicate';

/**
 * The render's predictions (of one attempt, its job, when given) that Replicate may still be running: read before the
 * render's rows go (a deleted render's predictions go with it), cancelled after with `cancelPredictions`.
 */
export async function runningPredictionIds(
  db: Queryable,
  renderId: string,
  jobId: string | null = null,
): Promise<string[]> {
  const { rows } = await db.query<{ prediction_id: string }>(
    `select prediction_id from public.render_predictions
     where render_id = $1 and ($2::text is null or job_id = $2) and prediction_id is not null
       and status not in ('succeeded', 'failed', 'canceled', 'rejected')`,
    [renderId, jobId],
  );
  return rows.map((row) => row.prediction_id);
}

/** Cancels the predictions at Replicate. Best effort: one that ends meanwhile is simply not cancelled. */
export async function cancelPredictions(predictionIds: string[]): Promise<void> {
  await Promise.allSettled(predictionIds.map((id) => getReplicate().cancelPrediction(id)));
}

/**
 * Cancels at Replicate every prediction of the render (of one attempt, its job, when given: an earlier attempt's
 * clean-up must not reach a retry's) that has not ended, so nobody pays for results that would be thrown away (the
 * render was cancelled or failed).
 */
export async function cancelRunningPredictions(renderId: string, jobId: string | null = null): Promise<void> {
  await cancelPredictions(await runningPredictionIds(await getDb(), renderId, jobId));
}
