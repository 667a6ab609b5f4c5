import '@/lib/server-only';
import { setMaxListeners } from 'node:events';
import type { PgBoss } from 'pg-boss';
import { getDb } from '@/lib/db/get-db';
import { getServerEnv } from '@/lib/env';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUES, type QueueName } from '@/lib/jobs/queues';
import { type JobHandler, runNextJob } from '@/lib/jobs/run-job';
import { pause, wakeOnAnnouncedJobs, wakeWorkers } from '@/lib/jobs/wake-workers';
import type { RenderEngine } from '@/lib/studio/engines/render-engine';
import { runRenderJob } from '@/lib/studio/lifecycle';
import { RENDER_THREADS } from '@/lib/studio/engines/render-pool';
import { enqueuePeriodicJobs } from './enqueue-periodic-jobs';
import { JOB_HANDLERS, type JobHandlers } from './job-handlers';

const PERIODIC_CHECK_MS = 15_000;

/** How many jobs of each queue one process runs at once, and how often an idle worker asks for more. */
function workerPlan(): { queue: QueueName; slots: number; pollMs: number }[] {
  // A local render draws in the process's pool of threads (one per core but one), so as many as it has draw at once
  // and the event loop only hands work over and stores results; Replicate only waits.
  const renderSlots = getServerEnv().adapters.renderEngine === 'local' ? RENDER_THREADS : 4;
  return [
    { queue: QUEUES.render, slots: renderSlots, pollMs: 1000 },
    { queue: QUEUES.video, slots: 1, pollMs: 2000 },
    { queue: QUEUES.webhooks, slots: 2, pollMs: 2000 },
    { queue: QUEUES.renderGaveUp, slots: 1, pollMs: 10_000 },
    { queue: QUEUES.videoGaveUp, slots: 1, pollMs: 10_000 },
    { queue: QUEUES.reconcileRenders, slots: 1, pollMs: 5000 },
    { queue: QUEUES.trialPurge, slots: 1, pollMs: 10_000 },
    { queue: QUEUES.retention, slots: 1, pollMs: 10_000 },
  ];
}

async function workLoop<Queue extends QueueName>(
  boss: PgBoss,
  queue: Queue,
  handler: JobHandler<Queue>,
  pollMs: number,
  signal: AbortSignal,
) {
  while (!signal.aborted) {
    try {
      const ran = await runNextJob(boss, queue, handler);
      if (!ran) await pause(pollMs, signal, queue);
    } catch (error) {
      // The database is unreachable or restarting: wait, then ask again.
      console.error(`[jobs] ${queue} worker: ${error instanceof Error ? error.message : String(error)}`);
      await pause(pollMs * 5, signal, queue);
    }
  }
}

async function periodicLoop(boss: PgBoss, signal: AbortSignal) {
  while (!signal.aborted) {
    try {
      for (const queue of await enqueuePeriodicJobs(boss)) wakeWorkers(queue);
    } catch (error) {
      console.error(`[jobs] periodic jobs: ${error instanceof Error ? error.message : String(error)}`);
    }
    await pause(PERIODIC_CHECK_MS, signal);
  }
}

export type JobWorkers = { stop(): Promise<void> };

/**
 * The long-lived workers of this process: every queue is worked, each by its own loops, until stop() (which lets
 * the jobs in hand finish; a job cut off by the process dying is taken over by another worker once its lease lapses).
 * Renders are drawn by the configured engine, or by `renderEngine` (the queue benchmark's stand-in of fixed duration).
 */
export async function startJobWorkers(renderEngine?: RenderEngine): Promise<JobWorkers> {
  const boss = await getJobQueue();
  await wakeOnAnnouncedJobs(await getDb());
  const controller = new AbortController();
  const plan = workerPlan();
  const handlers: JobHandlers = renderEngine
    ? { ...JOB_HANDLERS, [QUEUES.render]: (data, lease) => runRenderJob(data, lease, renderEngine) }
    : JOB_HANDLERS;
  // Every loop waits on this one signal at once (one listener each while idle): more than Node's default warning
  // threshold of 10, without any leak.
  setMaxListeners(1 + plan.reduce((sum, { slots }) => sum + slots, 0), controller.signal);
  const loops = [
    periodicLoop(boss, controller.signal),
    ...plan.flatMap(({ queue, slots, pollMs }) =>
      Array.from({ length: slots }, () => workLoop(boss, queue, handlers[queue], pollMs, controller.signal)),
    ),
  ];
  return {
    async stop() {
      controller.abort();
      await Promise.all(loops);
    },
  };
}
