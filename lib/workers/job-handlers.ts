import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import { QUEUES, type QueueName } from '@/lib/jobs/queues';
import type { JobHandler } from '@/lib/jobs/run-job';
import { deliverDueWebhooks } from '@/lib/pro-api/webhooks/deliver-webhooks';
import { runRetention } from '@/lib/retention/run-retention';
import { reconcileReplicateRenders } from '@/lib/studio/engines/replicate/reconcile-replicate-renders';
import { purgeExpiredTrials } from '@/lib/studio/trial/purge-expired-trials';
import { giveUpVideo } from '@/lib/studio/videos/give-up-video';
import { runVideoJob } from '@/lib/studio/videos/run-video-job';
import {
  adoptUnqueuedRenders,
  giveUpRender,
  runRenderJob,
  sweepStrandedRenders,
} from '@/lib/studio/lifecycle';

async function reconcileRenders(): Promise<void> {
  const adopted = await adoptUnqueuedRenders();
  if (adopted > 0) console.log(`[renders] queued ${adopted} render(s) and video(s) that had no job`);
  const stranded = await sweepStrandedRenders();
  if (stranded > 0) console.log(`[renders] ended ${stranded} render(s) whose jobs were exhausted or gone`);
  if (getServerEnv().adapters.renderEngine !== 'replicate') return;
  const report = await reconcileReplicateRenders();
  if (report.completed + report.orphaned > 0) console.log('[renders] reconciled', report);
}

async function purgeTrials(): Promise<void> {
  const purged = await purgeExpiredTrials();
  if (purged > 0) console.log(`[trial] purged ${purged} expired trial(s)`);
}

async function retention(): Promise<void> {
  const removed = await runRetention();
  if (Object.values(removed).some((count) => count > 0)) console.log('[retention] removed', removed);
}

/** The handler of each queue's jobs, given the payload that queue's schema parsed. */
export type JobHandlers = { [Queue in QueueName]: JobHandler<Queue> };

/**
 * What each queue's jobs do: all of the product's background work. A job is its queue's name (QUEUES), its payload
 * schema (JOB_PAYLOADS) and its handler here.
 */
export const JOB_HANDLERS: JobHandlers = {
  [QUEUES.render]: (data, lease) => runRenderJob(data, lease),
  [QUEUES.renderGaveUp]: giveUpRender,
  [QUEUES.video]: runVideoJob,
  [QUEUES.videoGaveUp]: giveUpVideo,
  [QUEUES.webhooks]: deliverDueWebhooks,
  [QUEUES.reconcileRenders]: reconcileRenders,
  [QUEUES.trialPurge]: purgeTrials,
  [QUEUES.retention]: retention,
};
