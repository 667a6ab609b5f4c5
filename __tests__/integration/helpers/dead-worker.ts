import type { Job } from 'pg-boss';
import type { Database } from '@/lib/db/types';
import { JOB_SCHEMA, getJobQueue } from '@/lib/jobs/get-job-queue';
import type { JobPayload } from '@/lib/jobs/job-payloads';
import type { QueueName } from '@/lib/jobs/queues';
import type { JobLease } from '@/lib/jobs/run-job';

type Held<Queue extends QueueName = QueueName> = { job: Job<JobPayload<Queue>>; lease: JobLease };

/** A worker takes the queue's next job and then dies: the job stays active under its lease, touched by nobody. */
export async function takeJobAndDie<Queue extends QueueName>(queue: Queue): Promise<Held<Queue>> {
  const boss = await getJobQueue();
  const [job] = await boss.fetch<JobPayload<Queue>>(queue);
  if (!job) throw new Error(`no ${queue} job was due`);
  return { job, lease: { jobId: job.id, attempt: job.retryCount, token: `${job.id}:${job.retryCount}` } };
}

/**
 * What the queue's monitor does once a dead holder's heartbeat has lapsed (the cluster test waits for the real
 * one): that attempt fails, and the job is due again, here at once instead of after its retry delay.
 */
export async function leaseLapses(db: Database, queue: QueueName, { job }: Held): Promise<void> {
  const boss = await getJobQueue();
  await boss.fail(queue, { id: job.id, retryCount: job.retryCount }, { message: 'heartbeat lapsed' });
  await db.query(`update ${JOB_SCHEMA}.job set start_after = now() where id = $1`, [job.id]);
}
