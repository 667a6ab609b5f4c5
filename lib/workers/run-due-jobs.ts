import '@/lib/server-only';
import { getJobQueue } from '@/lib/jobs/get-job-queue';
import { QUEUE_CREATION_ORDER, QUEUES, type QueueName } from '@/lib/jobs/queues';
import { runNextJob } from '@/lib/jobs/run-job';
import { enqueuePeriodicJobs } from './enqueue-periodic-jobs';
import { JOB_HANDLERS } from './job-handlers';

/** People wait for renders, then videos and webhooks; housekeeping last. */
const ORDER: QueueName[] = [
  QUEUES.render,
  QUEUES.video,
  QUEUES.webhooks,
  ...QUEUE_CREATION_ORDER.filter((q) => q !== QUEUES.render && q !== QUEUES.video && q !== QUEUES.webhooks),
];

export type DueJobsReport = Partial<Record<QueueName, number>>;

/**
 * Runs due jobs until none is left or `budgetMs` has passed (a job in hand is finished first): the work of a cron
 * call on a serverless host, where no process lives long enough to run workers. Sends the periodic jobs that are
 * due first. Returns how many jobs of each queue ran.
 */
export async function runDueJobs(budgetMs: number): Promise<DueJobsReport> {
  const deadline = Date.now() + budgetMs;
  const boss = await getJobQueue();
  await enqueuePeriodicJobs(boss);
  const report: DueJobsReport = {};
  let ranAny = true;
  while (ranAny && Date.now() < deadline) {
    ranAny = false;
    for (const queue of ORDER) {
      if (Date.now() >= deadline) break;
      if (await runNextJob(boss, queue, JOB_HANDLERS[queue])) {
        report[queue] = (report[queue] ?? 0) + 1;
        ranAny = true;
        break; // Start again from the most urgent queue.
      }
    }
  }
  return report;
}
