import '@/lib/server-only';
import type { SendOptions } from 'pg-boss';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/types';
import { getJobQueue, startedJobQueue } from './get-job-queue';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { QueueName } from './queues';
import { announceJob } from './wake-workers';

export type SendJobOptions = Pick<SendOptions, 'id' | 'priority' | 'startAfter' | 'singletonKey'> & {
  /** Sends within this transaction: the job exists exactly when what it works on was committed. */
  tx?: Queryable;
};

/**
 * Puts a job on a queue and, when it is due at once, announces it to every process's idle workers; null when the
 * queue's policy already holds an equal one (it was not needed). A payload that does not match the queue's schema
 * is refused (a ZodError) before anything is sent: its handler could not run it.
 */
export async function sendJob<Queue extends QueueName>(
  queue: Queue,
  payload: JobPayload<Queue>,
  { tx, ...options }: SendJobOptions = {},
): Promise<string | null> {
  const data = JOB_PAYLOADS[queue].parse(payload);
  const boss = tx ? startedJobQueue() : await getJobQueue();
  const db = tx ? { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) } : undefined;
  const id = await boss.send(queue, data, { ...options, db });
  if (id && options.startAfter === undefined) await announceJob(tx ?? (await getDb()), queue);
  return id;
}
