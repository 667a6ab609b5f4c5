import '@/lib/server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '@/lib/db/get-db';
import type { Database } from '@/lib/db/types';
import { getURL } from '@/lib/site/site-url';
import type { ClaimedRender } from '../../lifecycle/claim-render';
import { FAILED_FOR_US, failRender } from '../../lifecycle/fail-render';
import { cancelRunningPredictions } from './cancel-running-predictions';
import { type RetryPolicy, DEFAULT_RETRY_POLICY, createWithRetries } from './create-with-retries';
import { getReplicate } from './get-replicate';
import { loadPredictionInputs } from './prediction-input';
import { intentPrediction, openIntent, recordPrediction } from './prediction-intents';
import { ReplicateError } from './replicate-client';
import { roomInput } from './room-reference';

export const REPLICATE_ENGINE_NAME = 'replicate';

export type StartOptions = RetryPolicy & {
  /**
   * How long an intent left by an earlier holder of the job must be old before this attempt creates its prediction
   * itself: had the holder's request reached Replicate, the prediction's start webhook would have attached it by
   * then. A takeover comes a lease (20 s) or more after the holder died, so this rarely waits.
   */
  intentWaitSeconds: number;
};

export const DEFAULT_START_OPTIONS: StartOptions = { ...DEFAULT_RETRY_POLICY, intentWaitSeconds: 60 };

/** Whether this attempt still holds the render (not cancelled or failed meanwhile, not taken over). */
async function stillHeld(db: Database, render: ClaimedRender): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from public.renders where id = $1 and status = 'processing' and lease = $2`,
    [render.id, render.lease],
  );
  return rows.length > 0;
}

/** Waits (polling our database) until the intent gets a prediction or is old enough to be acted on. */
async function settledIntent(intentId: string, ageSeconds: number, waitSeconds: number) {
  const db = await getDb();
  const until = Date.now() + Math.max(0, waitSeconds - ageSeconds) * 1000;
  for (;;) {
    const attached = await intentPrediction(db, intentId);
    if (attached || Date.now() >= until) return attached;
    await sleep(Math.min(1000, until - Date.now()));
  }
}

/**
 * Hands a render the queue gave this process to Replicate: one prediction per variant, each with our webhook.
 * Predictions belong to the render's attempt (its job): a retry starts fresh ones. Each is created only after its
 * intent is recorded, and its webhook address names the intent, so a holder that dies between asking and recording
 * never leads to a second paid prediction: the next holder waits for the first one's start webhook to attach it,
 * and if it creates another after all, the late copy is cancelled when its webhook comes. Transient answers are
 * asked again (createWithRetries); a definitive refusal ends as a failed render with a readable message and the
 * charge refunded: never a crash.
 */
export async function startReplicateRender(
  render: ClaimedRender,
  options: StartOptions = DEFAULT_START_OPTIONS,
): Promise<void> {
  const db = await getDb();
  const jobId = render.lease.split(':')[0]!;
  const replicate = getReplicate();
  try {
    const inputs = await loadPredictionInputs(render);
    // A later photo of a listing room is staged with the room's first as a reference, or waits for it in the queue.
    const forRoom = await roomInput(render, inputs.inputFor(0, false));
    if (forRoom === 'deferred') return;
    for (let variant = 0; variant < render.variants; variant++) {
      if (!(await stillHeld(db, render))) return;
      const intent = await openIntent(db, render.id, jobId, variant);
      if (intent.predictionId) continue;
      if (!intent.fresh) {
        if (await settledIntent(intent.intentId, intent.ageSeconds, options.intentWaitSeconds)) continue;
      }
      const webhook = getURL(`api/webhooks/replicate?intent=${intent.intentId}`);
      const prediction = await createWithRetries(
        replicate,
        inputs.model,
        forRoom(inputs.inputFor(variant, false)),
        webhook,
        options,
      );
      // Another creation of the same intent was attached first (its webhook came before our answer): ours is the
      // copy. A render that ended while we asked (cancelled, failed by another variant) uses none of it.
      const recorded = await recordPrediction(db, intent.intentId, prediction);
      if (!recorded || !(await stillHeld(db, render))) {
        if (!recorded) await replicate.cancelPrediction(prediction.id).catch(() => undefined);
        else await cancelRunningPredictions(render.id, jobId);
        return;
      }
    }
  } catch (error) {
    if (!(error instanceof ReplicateError))
      console.error(`[renders] render ${render.id} could not start`, error);
    const failed = await failRender(
      db,
      render,
      error instanceof ReplicateError
        ? {
            code: 'provider_failed',
            description: `${error.message} The render was not counted against your designs; try again.`,
          }
        : FAILED_FOR_US,
    );
    // Predictions already running (this holder's, or an earlier holder's of the job) would be paid for and thrown
    // away. When this holder no longer holds the render, they are its new holder's.
    if (failed) await cancelRunningPredictions(render.id, jobId);
  }
}
