import '@/lib/server-only';
import type { Job, PgBoss } from 'pg-boss';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import { LEASE_SECONDS, type QueueName } from './queues';

/**
 * Which attempt of which job a worker holds. `token` is written on the row the job works on (a render, a video), so
 * that when a later attempt has taken the job over, only one of them can store its result.
 */
export type JobLease = { jobId: string; attempt: number; token: string };

/** What a queue's jobs do, given the payload its schema parsed (JOB_PAYLOADS). */
export type JobHandler<Queue extends QueueName = QueueName> = (
  payload: JobPayload<Queue>,
  lease: JobLease,
) => Promise<void>;

/**
 * Runs one claimed job: parses its payload with the queue's schema (a job that does not match it fails like any
 * other error), extends its lease every half lease while the handler works, then settles this attempt
 * (complete, or fail so the queue retries it with backoff). Settling names the attempt, so a worker whose job was
 * taken over meanwhile changes nothing. Never throws: a job's failure is the queue's to retry.
 */
export async function runJob<Queue extends QueueName>(
  boss: PgBoss,
  queue: Queue,
  job: Job<unknown>,
  handler: JobHandler<Queue>,
): Promise<void> {
  const attempt = { id: job.id, retryCount: job.retryCount };
  const heartbeat = setInterval(
    () => {
      boss
        .touch(queue, attempt)
        .catch((error: Error) => console.error(`[jobs] ${queue} heartbeat: ${error.message}`));
    },
    (LEASE_SECONDS * 1000) / 2,
  );
  heartbeat.unref();
  try {
    const payload = JOB_PAYLOADS[queue].parse(job.data ?? {}) as JobPayload<Queue>;
    await handler(payload, {
      jobId: job.id,
      attempt: job.retryCount,
      token: `${job.id}:${job.retryCount}`,
    });
    clearInterval(heartbeat);
    await boss.complete(queue, attempt);
  } catch (error) {
    clearInterval(heartbeat);
    console.error(`[jobs] ${queue} job ${job.id} failed`, error);
    const message = error instanceof Error ? error.message : String(error);
    await boss.fail(queue, attempt, { message }).catch((failError: Error) => {
      // The database is unreachable: the lapsed lease hands the job on.
      console.error(`[jobs] ${queue} job ${job.id} could not be failed: ${failError.message}`);
    });
  }
}

/** Claims the queue's next due job (highest priority, then oldest) and runs it; false when none was due. */
export async function runNextJob<Queue extends QueueName>(
  boss: PgBoss,
  queue: Queue,
  handler: JobHandler<Queue>,
): Promise<boolean> {
  const [job] = await boss.fetch<unknown>(queue);
  if (!job) return false;
  await runJob(boss, queue, job, handler);
  return true;
}
