import { EventEmitter } from 'node:events';
import type { QueueName } from './queues';

// Shared by every bundle of the process (the API routes and the worker loops may be compiled apart).
const globalForWake = globalThis as typeof globalThis & { __roomcraftJobWake?: EventEmitter };
const wake = (globalForWake.__roomcraftJobWake ??= new EventEmitter().setMaxListeners(0));

/** Tells this process's idle workers of a queue that a job was just committed, so they need not wait for a poll. */
export function wakeWorkers(queue: QueueName): void {
  wake.emit(queue);
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
