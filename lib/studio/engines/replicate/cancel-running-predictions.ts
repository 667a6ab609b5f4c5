import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { getReplicate } from './get-replicate';

/**
 * Cancels at Replicate every prediction of the render (of one attempt, its job, when given: an earlier attempt's
 * clean-up must not reach a retry's) that has not ended, so nobody pays for results that would be thrown away (the
 * render was cancelled or failed). Best effort: one that ends meanwhile is simply not cancelled.
 */
export async function cancelRunningPredictions(renderId: string, jobId: string | null = null): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<{ prediction_id: string }>(
    `select prediction_id from public.render_predictions
     where render_id = $1 and ($2::text is null or job_id = $2) and prediction_id is not null
       and status not in ('succeeded', 'failed', 'canceled', 'rejected')`,
    [renderId, jobId],
  );
  await Promise.allSettled(rows.map((row) => getReplicate().cancelPrediction(row.prediction_id)));
}
