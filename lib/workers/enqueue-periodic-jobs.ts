import '@/lib/server-only';
import type { PgBoss } from 'pg-boss';
import { JOB_PAYLOADS } from '@/lib/jobs/job-payloads';
import { PERIODIC_SECONDS, type QueueName } from '@/lib/jobs/queues';

/**
 * Sends each periodic job that is due: one per period across every process, since a throttled send finds the
 * period's slot taken by whichever process sent first. Called by every worker loop and every cron call, so the
 * schedule needs no timer of its own in any one process. Returns the queues that got a job.
 */
export async function enqueuePeriodicJobs(boss: PgBoss): Promise<QueueName[]> {
  const sent: QueueName[] = [];
  for (const [queue, seconds] of Object.entries(PERIODIC_SECONDS) as [QueueName, number][]) {
    const data = JOB_PAYLOADS[queue].parse({});
    if (await boss.sendThrottled(queue, data, {}, seconds, `every-${seconds}s`)) sent.push(queue);
  }
  return sent;
}
