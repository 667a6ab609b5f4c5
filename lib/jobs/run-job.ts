import type { Job, PgBoss } from 'pg-boss';
import { LEASE_SECONDS, type QueueName } from './queues';

/**
 * Which attempt of which job a worker holds. `token` is written on the row the job works on (a render, a video), so
 * that when a later attempt has taken the job over, only one of them can store its result.
 */
export type JobLease = { jobId: string; attempt: number; token: string };

export type JobHandler = (data: Record<string, unknown>, lease: JobLease) => Promise<void>;

/**
 * Runs one claimed job: extends its lease every half lease while the handler works, then settles this attempt
 * (complete, or fail so the queue retries it with backoff). Settling names the attempt, so a worker whose job was
 * taken over meanwhile changes nothing. Never throws: a job's failure is the queue's to retry.
 */
export async function runJob(
  boss: PgBoss,
  queue: QueueName,
  job: Job<Record<string, unknown> | null>,
  handler: JobHandler,
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
    await handler(job.data ?? {}, {
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
export async function runNextJob(boss: PgBoss, queue: QueueName, handler: JobHandler): Promise<boolean> {
  const [job] = await boss.fetch<Record<string, unknown> | null>(queue);
  if (!job) return false;
  await runJob(boss, queue, job, handler);
  return true;
}
