import '@/lib/server-only';
import { getDb } from '@/lib/db/get-db';
import { type HeldRender, failRender } from '../../lifecycle/fail-render';
import { type CompletionResult, completePrediction } from './complete-prediction';
import { cancelRunningPredictions } from './cancel-running-predictions';
import { getReplicate } from './get-replicate';
import { ReplicateError } from './replicate-client';

/** How long a prediction may run before we ask Replicate instead of waiting for its webhook. */
export const WEBHOOK_GRACE_SECONDS = 120;
/** A claimed render with no prediction after this was interrupted before Replicate heard of it. */
const ORPHAN_SECONDS = 600;
const BATCH = 20;

export type ReconcileReport = { polled: number; completed: number; orphaned: number };

/**
 * The safety net for lost webhooks: asks Replicate about renders whose webhook has not come (lost, or our endpoint
 * was down), completing them exactly as the webhook would. Each render is polled at most once a minute, and only by
 * one process (SKIP LOCKED).
 */
export async function reconcileReplicateRenders(
  graceSeconds = WEBHOOK_GRACE_SECONDS,
): Promise<ReconcileReport> {
  const db = await getDb();
  const report: ReconcileReport = { polled: 0, completed: 0, orphaned: 0 };

  const stale = await db.query<HeldRender & { started_at: Date; predictions: string[] }>(
    `update public.renders r set polled_at = now()
     where r.id in (
       select id from public.renders
       where status = 'processing' and engine = 'replicate' and started_at < now() - $1 * interval '1 second'
         and (polled_at is null or polled_at < now() - interval '1 minute')
       order by started_at limit $2 for update skip locked)
     returning r.id, coalesce(r.user_id, r.visitor_id) as user_id, split_part(r.lease, ':', 1) as job_id,
       -- The attempt's last sign of life: its start, or its newest intent (a variant still being asked for, a retake).
       greatest(r.started_at, (select max(created_at) from public.render_predictions p
                               where p.render_id = r.id and p.job_id = split_part(r.lease, ':', 1))) as started_at,
       array(select prediction_id from public.render_predictions p
             where p.render_id = r.id and p.job_id = split_part(r.lease, ':', 1) and p.prediction_id is not null
               and p.status not in ('succeeded', 'failed', 'canceled', 'rejected')) as predictions`,
    [graceSeconds, BATCH],
  );
  for (const render of stale.rows) {
    report.polled++;
    if (render.predictions.length === 0) {
      const age = (Date.now() - render.started_at.getTime()) / 1000;
      if (age > ORPHAN_SECONDS) {
        const failed = await failRender(db, render, {
          code: 'render_failed',
          description:
            'The render was interrupted on our side. It was not counted against your designs; try again.',
        });
        // A variant created after all (its creator's answer lost) is not paid for.
        if (failed) await cancelRunningPredictions(render.id, render.job_id ?? null);
        report.orphaned++;
      }
      continue;
    }
    for (const predictionId of render.predictions) {
      let result: CompletionResult;
      try {
        result = await completePrediction(await getReplicate().getPrediction(predictionId));
      } catch (error) {
        // Replicate unreachable right now: the next round asks again.
        if (!(error instanceof ReplicateError))
          console.error(`[renders] reconciling ${predictionId} failed`, error);
        continue;
      }
      if (result === 'completed') report.completed++;
    }
  }
  return report;
}
