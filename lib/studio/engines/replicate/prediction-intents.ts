import '@/lib/server-only';
import type { Database } from '@/lib/db/types';

/** The row of one variant's prediction for one render attempt: written before Replicate is asked to create it. */
export type PredictionIntent = {
  intentId: string;
  predictionId: string | null;
  /** Seconds since the intent was written (by this attempt, or by an earlier holder of the same job). */
  ageSeconds: number;
  /** Whether this call wrote it (false: an earlier holder of this job did, and may have died after asking). */
  fresh: boolean;
};

/**
 * The intent of this attempt (its job) for a variant: written now, or the one an earlier holder of the same job
 * wrote. Committed before Replicate hears of it, so a prediction created by a holder that died before recording it
 * is found again by the intent its webhook address names.
 */
export async function openIntent(
  db: Database,
  renderId: string,
  jobId: string,
  variant: number,
  retake = false,
): Promise<PredictionIntent> {
  // A holder the queue gave up on may still be alive beside us: when its intent is committed while this statement
  // waits on it, the statement's snapshot misses it, and one more read finds it.
  for (let read = 0; read < 3; read++) {
    const { rows } = await db.query<PredictionIntent>(
      `with made as (
       insert into public.render_predictions (render_id, job_id, variant, retake) values ($1, $2, $3, $4)
       on conflict (render_id, job_id, variant, retake) do nothing
       returning intent_id, prediction_id, 0::float8 as age, true as fresh)
     select intent_id as "intentId", prediction_id as "predictionId", age as "ageSeconds", fresh from made
     union all
     select intent_id, prediction_id, extract(epoch from now() - created_at)::float8, false
     from public.render_predictions where render_id = $1 and job_id = $2 and variant = $3 and retake = $4
       and not exists (select 1 from made)`,
      [renderId, jobId, variant, retake ? 1 : 0],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error(`The prediction intent of render ${renderId}, variant ${variant}, could not be read.`);
}

/** The prediction attached to an intent by now (a webhook may attach it while we wait), or null. */
export async function intentPrediction(db: Database, intentId: string): Promise<string | null> {
  const { rows } = await db.query<{ prediction_id: string | null }>(
    'select prediction_id from public.render_predictions where intent_id = $1',
    [intentId],
  );
  return rows[0]?.prediction_id ?? null;
}

/**
 * Records the prediction Replicate created for an intent. False when the intent already holds another one (its
 * webhook attached an earlier creation of the same intent first): this one is then a duplicate to cancel.
 */
export async function recordPrediction(
  db: Database,
  intentId: string,
  prediction: { id: string; status: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `update public.render_predictions set prediction_id = $2,
       status = case when prediction_id is null then $3 else status end
     where intent_id = $1 and (prediction_id is null or prediction_id = $2) returning 1`,
    [intentId, prediction.id, prediction.status],
  );
  return rows.length > 0;
}

export type Attachment = 'attached' | 'duplicate' | 'unknown';

/**
 * A webhook for a prediction we have no record of, naming its intent: the prediction is attached when the intent has
 * none yet (its creator died before recording it, or the webhook came first); a second prediction of the same
 * intent is a duplicate.
 */
export async function attachToIntent(
  db: Database,
  intentId: string,
  predictionId: string,
): Promise<Attachment> {
  const { rows } = await db.query<{ prediction_id: string | null }>(
    `with attached as (
       update public.render_predictions set prediction_id = $2
       where intent_id = $1 and prediction_id is null returning prediction_id)
     select prediction_id from attached
     union all
     select prediction_id from public.render_predictions
     where intent_id = $1 and not exists (select 1 from attached)`,
    [intentId, predictionId],
  );
  const found = rows[0];
  if (!found) return 'unknown';
  return found.prediction_id === predictionId ? 'attached' : 'duplicate';
}
