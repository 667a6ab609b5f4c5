import '@/lib/server-only';
import { EventEmitter } from 'node:events';
import type { Database, Queryable } from '@/lib/db/types';
import { QUEUES, type QueueName } from './queues';

// Shared by every bundle of the process (the API routes and the worker loops may be compiled apart).
const globalForWake = globalThis as typeof globalThis & { __roomcraftJobWake?: EventEmitter };
const wake = (globalForWake.__roomcraftJobWake ??= new EventEmitter().setMaxListeners(0));

/** Where a committed job is announced to the workers of every process; the payload is its queue. */
export const JOB_QUEUED_CHANNEL = 'job_queued';

/** Tells this process's idle workers of a queue that a job was just committed, so they need not wait for a poll. */
export function wakeWorkers(queue: QueueName): void {
  wake.emit(queue);
}

/**
 * Announces a job to the idle workers of every process (heard when the transaction that sent it commits): workers in
 * a process of their own (`npm run worker`) would otherwise find it only at their next poll.
 */
export async function announceJob(db: Queryable, queue: QueueName): Promise<void> {
  await db.query('select pg_notify($1, $2)', [JOB_QUEUED_CHANNEL, queue]);
}

/**
 * Wakes this process's idle workers when any process commits a job, where the database can LISTEN (the embedded
 * one, or PostgreSQL with DATABASE_LISTEN_URL); without it they poll. Once a lost connection is back, announcements
 * made meanwhile may have been missed: every queue is woken to look.
 */
export async function wakeOnAnnouncedJobs(db: Database): Promise<void> {
  const queues = new Set<string>(Object.values(QUEUES));
  await db.listen?.(JOB_QUEUED_CHANNEL, {
    notify(queue) {
      if (queues.has(queue)) wakeWorkers(queue as QueueName);
    },
    listening(reliable) {
      if (reliable) for (const queue of Object.values(QUEUES)) wakeWorkers(queue);
    },
  });
}

/**
 * Waits until `ms` pass, the signal aborts or, when a queue is named, a job of it is committed in this process. Its
 * listeners go when it ends: the loops call it on one long-lived signal, and a listener left per round would pile up
 * for as long as the process runs.
 */
export function pause(ms: number, signal: AbortSignal, queue?: QueueName): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (queue) wake.off(queue, done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (queue) wake.on(queue, done);
    signal.addEventListener('abort', done);
  });
}
