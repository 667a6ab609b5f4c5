import { getDb } from '@/lib/db/get-db';
import { getReplicate } from './get-replicate';

/**
 * Cancels at Replicate every prediction of the render that has not ended, so nobody pays for results that would be
 * thrown away (the render was cancelled or failed). Best effort: one that ends meanwhile is simply not cancelled.
 */
export async function cancelRunningPredictions(renderId: string): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<{ prediction_id: string }>(
    `select prediction_id from public.render_predictions
     where render_id = $1 and prediction_id is not null and status not in ('succeeded', 'failed', 'canceled', 'rejected')`,
    [renderId],
  );
  await Promise.allSettled(rows.map((row) => getReplicate().cancelPrediction(row.prediction_id)));
}
