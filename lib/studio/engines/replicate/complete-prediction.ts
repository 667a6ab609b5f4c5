import sharp from 'sharp';
import { getDb } from '@/lib/db/get-db';
import { type HeldRender, type RenderFailure, failRender } from '../../renders/fail-render';
import { renderFinished } from '../../renders/render-finished';
import { type StoredResult, storeResult, storedKeys } from '../../renders/store-result';
import { getStorage } from '../../storage/get-storage';
import { cancelRunningPredictions } from './cancel-running-predictions';
import { getReplicate } from './get-replicate';
import { outputUrl } from './output-url';
import { attachToIntent } from './prediction-intents';
import type { Prediction } from './replicate-client';

const TERMINAL = ['succeeded', 'failed', 'canceled'];

type Target = HeldRender & {
  job_id: string;
  /** The job that holds the render now: another than the prediction's once the render was retried. */
  render_job: string;
  variant: number;
  prediction_status: string;
  render_status: string;
  watermark: boolean;
  width: number;
  height: number;
};

/**
 * What a report about a prediction did: `stale` for an earlier attempt's prediction and `duplicate` for a second
 * creation of one intent (both cancelled at Replicate, neither changing the render).
 */
export type CompletionResult = 'unknown' | 'pending' | 'already_done' | 'completed' | 'stale' | 'duplicate';

async function findTarget(predictionId: string): Promise<Target | undefined> {
  const db = await getDb();
  const { rows } = await db.query<Target>(
    `select r.id, coalesce(r.user_id, r.visitor_id) as user_id, p.job_id, split_part(r.lease, ':', 1) as render_job,
       p.variant, p.status as prediction_status, r.status::text as render_status, r.watermark, i.width, i.height
     from public.render_predictions p
     join public.renders r on r.id = p.render_id
     join public.images i on i.id = r.image_id
     where p.prediction_id = $1`,
    [predictionId],
  );
  return rows[0];
}

/** A prediction we will not use: cancelled while it still runs, so it is not paid for. */
async function cancelUnused(prediction: Prediction): Promise<void> {
  if (!TERMINAL.includes(prediction.status)) {
    await getReplicate()
      .cancelPrediction(prediction.id)
      .catch(() => undefined);
  }
}

function providerFailure(prediction: Prediction): RenderFailure {
  if (prediction.status === 'canceled') {
    return {
      code: 'provider_failed',
      description: 'The AI provider cancelled this render. It was not counted against your designs.',
    };
  }
  const reason =
    typeof prediction.error === 'string' && prediction.error.trim() ? `: ${prediction.error.trim()}` : '';
  return {
    code: 'provider_failed',
    description: `The AI provider could not finish this render${reason.slice(0, 300)}. It was not counted against your designs.`,
  };
}

/** Our copy of the result, at the photo's own size so the before/after slider lines up (watermarked if asked). */
async function keepOutput(url: string, target: Target): Promise<StoredResult> {
  const downloaded = await getReplicate().download(url);
  const output: Buffer = await sharp(downloaded)
    .resize(target.width, target.height, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return storeResult(target.user_id, output, target.watermark);
}

async function cleanUpAfterFailure(target: Target): Promise<void> {
  const db = await getDb();
  const { rows } = await db.query<{ output_key: string | null; unwatermarked_key: string | null }>(
    'select output_key, unwatermarked_key from public.render_predictions where render_id = $1 and job_id = $2',
    [target.id, target.job_id],
  );
  await getStorage()
    .delete(rows.flatMap((row) => [row.output_key, row.unwatermarked_key].filter((key) => key !== null)))
    .catch(() => undefined);
  await cancelRunningPredictions(target.id);
}

/**
 * Applies what Replicate says about one prediction (from a webhook or from polling), idempotently: a prediction
 * already recorded as finished changes nothing. `intentId` is the intent its webhook address names: a prediction we
 * have no record of is attached to it (its creator died before recording it), or is a duplicate of it. Only the
 * attempt that holds the render is changed: a report about an earlier attempt's prediction (the render was retried
 * since) changes nothing. The render succeeds when every variant of its attempt has its output copied into our
 * storage; the first failure fails it and refunds its charge. A failed copy (storage down) is a failure too.
 */
export async function completePrediction(
  prediction: Prediction,
  intentId: string | null = null,
): Promise<CompletionResult> {
  const db = await getDb();
  let target = await findTarget(prediction.id);
  if (!target && intentId) {
    const attachment = await attachToIntent(db, intentId, prediction.id);
    if (attachment === 'duplicate') {
      await cancelUnused(prediction);
      return 'duplicate';
    }
    if (attachment === 'attached') target = await findTarget(prediction.id);
  }
  if (!target) return 'unknown';
  if (target.job_id !== target.render_job) {
    await cancelUnused(prediction);
    return 'stale';
  }
  if (!TERMINAL.includes(prediction.status)) return 'pending';
  if (TERMINAL.includes(target.prediction_status) || target.render_status !== 'processing')
    return 'already_done';

  if (prediction.status === 'succeeded') {
    const url = outputUrl(prediction.output);
    let kept: StoredResult;
    try {
      if (!url) throw new Error('no output URL');
      kept = await keepOutput(url, target);
    } catch (error) {
      console.error(`[renders] output of prediction ${prediction.id} could not be kept`, error);
      await db.query('update public.render_predictions set status = $2 where prediction_id = $1', [
        prediction.id,
        'failed',
      ]);
      await failRender(
        db,
        { id: target.id, user_id: target.user_id, job_id: target.job_id },
        url
          ? {
              code: 'render_failed',
              description:
                'The result could not be saved on our side. It was not counted against your designs; try again.',
            }
          : {
              code: 'provider_failed',
              description:
                'The AI provider returned no image. It was not counted against your designs; try again.',
            },
      );
      await cleanUpAfterFailure(target);
      return 'completed';
    }
    const finished = await db.transaction(async (tx) => {
      // The render row lock orders concurrent webhooks of one render, so the last variant always sees the others.
      const locked = await tx.query(
        `select 1 from public.renders
         where id = $1 and status = 'processing' and split_part(lease, ':', 1) = $2 for update`,
        [target.id, target.job_id],
      );
      const recorded = await tx.query(
        `update public.render_predictions set status = 'succeeded', output_key = $2, unwatermarked_key = $3
         where prediction_id = $1 and status not in ('succeeded', 'failed', 'canceled') returning 1`,
        [prediction.id, kept.key, kept.unwatermarkedKey],
      );
      if (locked.rows.length === 0 || recorded.rows.length === 0) return false;
      const last = await tx.query(
        `update public.renders r set status = 'succeeded', finished_at = now(),
           outputs = (select jsonb_agg(output_key order by variant) from public.render_predictions
                      where render_id = r.id and job_id = $2),
           unwatermarked_outputs = coalesce((select jsonb_agg(unwatermarked_key order by variant)
             from public.render_predictions where render_id = r.id and job_id = $2 and unwatermarked_key is not null),
             '[]'::jsonb)
         where r.id = $1
           and (select count(*) from public.render_predictions
                where render_id = r.id and job_id = $2 and status = 'succeeded') = r.variants
         returning r.id`,
        [target.id, target.job_id],
      );
      return last.rows.length > 0 ? 'render_done' : 'variant_done';
    });
    // A duplicate delivery or a render cancelled meanwhile: this copy is not needed.
    if (!finished) await getStorage().delete(storedKeys(kept));
    if (finished === 'render_done') await renderFinished(target.id);
    return finished ? 'completed' : 'already_done';
  }

  await db.query('update public.render_predictions set status = $2 where prediction_id = $1', [
    prediction.id,
    prediction.status,
  ]);
  await failRender(
    db,
    { id: target.id, user_id: target.user_id, job_id: target.job_id },
    providerFailure(prediction),
  );
  await cleanUpAfterFailure(target);
  return 'completed';
}
