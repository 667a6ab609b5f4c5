import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { getURL } from '@/lib/site/site-url';
import { type HeldRender, type RenderFailure, failRender } from '../../lifecycle/fail-render';
import { type RenderResults, finishRender } from '../../lifecycle/finish-render';
import { guardOutput } from '../../renders/guard-output';
import { type StoredResult, storeResult, storedKeys } from '../../renders/store-result';
import { getStorage } from '../../storage/get-storage';
import { cancelRunningPredictions } from './cancel-running-predictions';
import { getReplicate } from './get-replicate';
import { outputUrl } from './output-url';
import { createWithRetries } from './create-with-retries';
import { type PredictionSource, loadPredictionInputs } from './prediction-input';
import { attachToIntent, openIntent, recordPrediction } from './prediction-intents';
import { type Prediction, ReplicateError } from './replicate-client';
import { retakeRoomInput } from './room-reference';

const TERMINAL = ['succeeded', 'failed', 'canceled'];

type Target = HeldRender &
  PredictionSource & {
    job_id: string;
    retake: number;
    /** The job that holds the render now: another than the prediction's once the render was retried. */
    render_job: string;
    variant: number;
    prediction_status: string;
    render_status: string;
    watermark: boolean;
  };

/**
 * What a report about a prediction did: `stale` for an earlier attempt's prediction and `duplicate` for a second
 * creation of one intent (both cancelled at Replicate, neither changing the render).
 */
export type CompletionResult =
  'unknown' | 'pending' | 'already_done' | 'completed' | 'stale' | 'duplicate' | 'retaken';

/** A prediction row that will change no more: ended at Replicate, or its output refused by the structure guard. */
const SETTLED = [...TERMINAL, 'rejected'];

/** How long a retake may keep asking Replicate: it is made while its webhook waits for an answer. */
const RETAKE_BUDGET_MS = 20_000;

async function findTarget(predictionId: string): Promise<Target | undefined> {
  const db = await getDb();
  const { rows } = await db.query<Target>(
    `select r.id, coalesce(r.user_id, r.visitor_id) as user_id, p.job_id, split_part(r.lease, ':', 1) as render_job,
       p.variant, p.retake, p.status as prediction_status, r.status::text as render_status, r.watermark,
       r.tool, r.style, r.room_type, r.prompt, r.image_key, r.seed, r.strict_layout,
       (select storage_key from public.images where id = r.mask_image_id) as mask_key
     from public.render_predictions p
     join public.renders r on r.id = p.render_id
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

/**
 * The result checked by the structure guard against the photo and, if it kept the room, copied into our storage
 * (provider URLs expire) at the photo's size, never stretched; watermarked if asked. `refused` carries the score of
 * one the guard refused.
 */
async function keepOutput(
  url: string,
  target: Target,
): Promise<{ kept: StoredResult; score: number } | { refused: number }> {
  const downloaded = await getReplicate().download(url);
  const inputs = await loadPredictionInputs(target);
  const guarded = await guardOutput(inputs.photo, downloaded, inputs.tool, inputs.mask, target.strict_layout);
  if (!guarded.passed) return { refused: guarded.score };
  const kept = await storeResult(target.user_id, guarded.data, target.watermark, guarded.type);
  return { kept, score: guarded.score };
}

/**
 * A variant's first result was refused by the structure guard: it is made once more with other seeds, under an
 * intent of its own (the exactly-once rules of startReplicateRender hold for it too).
 */
async function retake(target: Target): Promise<void> {
  const db = await getDb();
  const inputs = await loadPredictionInputs(target);
  const intent = await openIntent(db, target.id, target.job_id, target.variant, true);
  if (intent.predictionId) return;
  const input = inputs.inputFor(target.variant, true);
  const forRoom = await retakeRoomInput(target, input);
  const prediction = await createWithRetries(
    getReplicate(),
    inputs.model,
    forRoom(input),
    getURL(`api/webhooks/replicate?intent=${intent.intentId}`),
    { baseMs: 1000, budgetMs: RETAKE_BUDGET_MS },
  );
  if (!(await recordPrediction(db, intent.intentId, prediction)))
    await getReplicate()
      .cancelPrediction(prediction.id)
      .catch(() => undefined);
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
  await cancelRunningPredictions(target.id, target.job_id);
}

/**
 * The structure guard refused a variant's result: the first time it is made again (retake); the second time the
 * render fails with structure_changed and is refunded.
 */
async function refuse(target: Target, predictionId: string, score: number): Promise<CompletionResult> {
  const db = await getDb();
  const { rows } = await db.query(
    `update public.render_predictions set status = 'rejected', structure_score = $2
     where prediction_id = $1 and status not in ('succeeded', 'failed', 'canceled', 'rejected') returning 1`,
    [predictionId, score],
  );
  if (rows.length === 0) return 'already_done';
  if (target.retake === 0) {
    try {
      await retake(target);
      return 'retaken';
    } catch (error) {
      // The result is refused for good already: with no retake, the render ends here rather than wait for the
      // reconciler.
      if (!(error instanceof ReplicateError))
        console.error(`[renders] retake of render ${target.id} failed`, error);
    }
  }
  const failed = await failRender(
    db,
    { id: target.id, user_id: target.user_id, job_id: target.job_id },
    { code: 'structure_changed' },
  );
  if (failed) await cleanUpAfterFailure(target);
  return 'completed';
}

/** Records how a prediction ended, once: false when another report of it was recorded first. */
async function settlePrediction(predictionId: string, status: string): Promise<boolean> {
  const db = await getDb();
  const { rows } = await db.query(
    `update public.render_predictions set status = $2
     where prediction_id = $1 and status not in ('succeeded', 'failed', 'canceled', 'rejected') returning 1`,
    [predictionId, status],
  );
  return rows.length > 0;
}

/**
 * The results of a render's attempt once every variant has one (each variant's succeeded prediction, in variant
 * order), or null while some are still to come. Read under the render's lock, so no other variant lands meanwhile.
 */
async function variantResults(tx: Queryable, target: Target): Promise<RenderResults | null> {
  const { rows } = await tx.query<{
    done: boolean;
    outputs: string[] | null;
    unwatermarked: string[];
    scores: number[] | null;
  }>(
    `select count(*) = (select variants from public.renders where id = $1) as done,
       jsonb_agg(output_key order by variant) as outputs,
       coalesce(jsonb_agg(unwatermarked_key order by variant) filter (where unwatermarked_key is not null),
         '[]'::jsonb) as unwatermarked,
       jsonb_agg(structure_score order by variant) as scores
     from public.render_predictions
     where render_id = $1 and job_id = $2 and status = 'succeeded'`,
    [target.id, target.job_id],
  );
  const row = rows[0]!;
  if (!row.done) return null;
  return {
    outputs: row.outputs ?? [],
    unwatermarkedOutputs: row.unwatermarked,
    structureScores: row.scores ?? [],
  };
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
  // An earlier attempt's prediction, or one still running for a render that has ended (cancelled, failed by another
  // variant): not used, so it is cancelled before it is paid for.
  if (target.job_id !== target.render_job || target.render_status !== 'processing') {
    await cancelUnused(prediction);
    if (TERMINAL.includes(prediction.status) && target.job_id === target.render_job) return 'already_done';
    return 'stale';
  }
  if (!TERMINAL.includes(prediction.status)) return 'pending';
  if (SETTLED.includes(target.prediction_status)) return 'already_done';

  if (prediction.status === 'succeeded') {
    const url = outputUrl(prediction.output);
    let outcome: Awaited<ReturnType<typeof keepOutput>>;
    try {
      if (!url) throw new Error('no output URL');
      outcome = await keepOutput(url, target);
    } catch (error) {
      console.error(`[renders] output of prediction ${prediction.id} could not be kept`, error);
      if (!(await settlePrediction(prediction.id, 'failed'))) return 'already_done';
      const failed = await failRender(
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
      if (failed) await cleanUpAfterFailure(target);
      return 'completed';
    }
    if ('refused' in outcome) return refuse(target, prediction.id, outcome.refused);
    const { kept, score } = outcome;
    // Whether this report was recorded as its variant's result: if not (a duplicate delivery, a render cancelled
    // meanwhile), the copy is not needed.
    let recorded = false;
    await finishRender(db, target, async (tx) => {
      // The render row lock orders concurrent webhooks of one render, so the last variant always sees the others.
      const locked = await tx.query(
        `select 1 from public.renders
         where id = $1 and status = 'processing' and split_part(lease, ':', 1) = $2 for update`,
        [target.id, target.job_id],
      );
      const variant = await tx.query(
        `update public.render_predictions set status = 'succeeded', output_key = $2, unwatermarked_key = $3,
           structure_score = $4
         where prediction_id = $1 and status not in ('succeeded', 'failed', 'canceled', 'rejected') returning 1`,
        [prediction.id, kept.key, kept.unwatermarkedKey, score],
      );
      recorded = locked.rows.length > 0 && variant.rows.length > 0;
      return recorded ? variantResults(tx, target) : null;
    });
    if (!recorded) await getStorage().delete(storedKeys(kept));
    return recorded ? 'completed' : 'already_done';
  }

  if (!(await settlePrediction(prediction.id, prediction.status))) return 'already_done';
  const failed = await failRender(
    db,
    { id: target.id, user_id: target.user_id, job_id: target.job_id },
    providerFailure(prediction),
  );
  if (failed) await cleanUpAfterFailure(target);
  return 'completed';
}
