import { EventEmitter } from 'node:events';
import type { QueueName } from './queues';

// Shared by every bundle of the process (the API routes and the worker loops may be compiled apart).
const globalForWake = globalThis as typeof globalThis & { __roomcraftJobWake?: EventEmitter };
const wake = (globalForWake.__roomcraftJobWake ??= new EventEmitter().setMaxListeners(0));

/** Tells this process's idle workers of a queue that a job was just committed, so they need not wait for a poll. */
export function wakeWorkers(queue: QueueName): void {
  wake.emit(queue);
}

/** Waits until `ms` pass, a job of the queue is committed in this process, or the signal aborts. */
export function waitForWork(queue: QueueName, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wake.off(queue, done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake.on(queue, done);
    signal.addEventListener('abort', done);
  });
}

/** Waits `ms`, or less if the signal aborts; leaves no listener behind on the signal either way. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
