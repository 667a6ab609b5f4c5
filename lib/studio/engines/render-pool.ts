import '@/lib/server-only';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
// Loaded by this thread before any drawing thread loads it: libvips must never be unloaded when a drawing thread
// ends (glibc would run its finalisers under the threads still using it).
import 'sharp';
import type { PhotoNeed } from '../catalog/tools';
import { type EngineJob, EngineError } from './render-engine';

/** One core stays with the event loop; on one core, the loop and a single drawing thread take turns. */
export const RENDER_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * A drawing thread's JavaScript heap. The pixels live in typed arrays outside it; what it holds is the engine's
 * bookkeeping (regions, seeds, patch lists) and its code: a cleanup, a redesign and a staging each drew a 1024-pixel
 * photo within a 40 MB heap.
 */
export const RENDER_HEAP_MB = 256;
/** How long an idle thread is kept: a queue of renders loads the engine once, an idle server lets go. */
const IDLE_MS = 60_000;

type Reply =
  | { output: Uint8Array }
  | { fits: boolean }
  | { refusal: { code: EngineError['code']; description: string } }
  | { failure: string };
/** What a thread is asked: to draw a variant, or whether a photo shows what a tool needs (photoFits). */
type Task = { job: EngineJob } | { inspect: { image: Buffer; need: PhotoNeed } };
type Job = {
  task: Task;
  resolve(output: Buffer | boolean): void;
  reject(error: Error): void;
  /** Set while a thread draws it: ends that thread and rejects. */
  stop?: () => void;
};

const cancelled = () => new EngineError('render_failed', 'The render was cancelled.');

export type RenderPool = {
  /** Draws one variant in a thread of the pool; rejects at once, freeing the thread, when `signal` aborts. */
  draw(job: EngineJob, signal?: AbortSignal): Promise<Buffer>;
  /**
   * Whether the photo shows what a tool needs (a sky, walls, an interior, an exterior), measured in a thread of the
   * pool. A render request waits for it, so it goes ahead of every drawing still waiting for a thread.
   */
  inspect(image: Buffer, need: PhotoNeed): Promise<boolean>;
  /** How many threads are drawing now. */
  busy(): number;
  /** Ends every thread, drawing or idle (what they draw fails as cancelled): for a test's or a process's end. */
  close(): Promise<void>;
};

/**
 * Threads that run the local engine's drawing, so a render's pixel loops (patch matching, superpixels, region
 * growing: up to seconds of synchronous work) never hold the event loop that serves requests and stores results.
 * Each thread has a capped heap; one that runs out fails its render (`render_failed`) and is replaced by the next
 * job. A cancelled render's thread is ended, not left drawing. Jobs beyond `threads` wait their turn.
 */
export function createRenderPool({ threads = RENDER_THREADS, heapMb = RENDER_HEAP_MB } = {}): RenderPool {
  const idle: Worker[] = [];
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  const queue: Job[] = [];
  let running = 0;

  function dispatch() {
    while (queue.length > 0 && (idle.length > 0 || running < threads)) {
      const worker = idle.pop() ?? startWorker();
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
      run(worker, queue.shift()!);
    }
  }

  const all = new Set<Worker>();

  function startWorker(): Worker {
    // A plain file started by path, as the upload decoder's (decode-off-thread.ts says why); next.config.js traces it
    // and the engine's sources into the build output.
    const file = path.join(process.cwd(), 'lib', 'studio', 'engines', 'local', 'worker', 'draw-worker.mjs');
    const worker = new Worker(file, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    });
    all.add(worker);
    // An idle thread has no job listening; its failure must not become an uncaught 'error' event.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      all.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
    });
    return worker;
  }

  function run(worker: Worker, job: Job) {
    running++;
    worker.ref();
    const finish = (outcome: Buffer | boolean | Error, keepWorker: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      job.stop = undefined;
      running--;
      if (keepWorker) park(worker);
      else void worker.terminate();
      if (outcome instanceof Error) job.reject(outcome);
      else job.resolve(outcome);
      dispatch();
    };
    const onMessage = (reply: Reply) => {
      if ('output' in reply)
        finish(Buffer.from(reply.output.buffer, reply.output.byteOffset, reply.output.byteLength), true);
      else if ('fits' in reply) finish(reply.fits, true);
      else if ('refusal' in reply)
        finish(new EngineError(reply.refusal.code, reply.refusal.description), true);
      else finish(new Error(`The drawing thread failed: ${reply.failure}`), true);
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') return finish(error, false);
      console.error(`[renders] a drawing thread ran out of its ${heapMb} MB heap; the render fails`);
      finish(new EngineError('render_failed'), false);
    };
    const onExit = (code: number) =>
      finish(new Error(`The drawing thread stopped (exit code ${code}).`), false);
    job.stop = () => finish(cancelled(), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // Copies handed over whole: one memcpy each here, none on the other side.
    if ('inspect' in job.task) {
      const image = new Uint8Array(job.task.inspect.image);
      worker.postMessage({ inspect: { image, need: job.task.inspect.need } }, [image.buffer]);
      return;
    }
    const image = new Uint8Array(job.task.job.image);
    const mask = job.task.job.mask && new Uint8Array(job.task.job.mask);
    worker.postMessage(
      { job: { ...job.task.job, image, mask } },
      mask ? [image.buffer, mask.buffer] : [image.buffer],
    );
  }

  function enqueue(task: Task, first: boolean, signal?: AbortSignal): Promise<Buffer | boolean> {
    if (signal?.aborted) return Promise.reject(cancelled());
    const { promise, resolve, reject } = Promise.withResolvers<Buffer | boolean>();
    const queued: Job = { task, resolve, reject };
    // A render cancelled while it waits leaves the queue without taking a thread; one being drawn ends its thread.
    const onAbort = () => {
      if (queued.stop) return queued.stop();
      const at = queue.indexOf(queued);
      if (at < 0) return;
      queue.splice(at, 1);
      reject(cancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (first) queue.unshift(queued);
    else queue.push(queued);
    dispatch();
    return promise.finally(() => signal?.removeEventListener('abort', onAbort));
  }

  /** Keeps a thread for the next render without letting it hold the process open. */
  function park(worker: Worker) {
    worker.unref();
    idle.push(worker);
    const timer = setTimeout(() => void worker.terminate(), IDLE_MS);
    timer.unref();
    idleTimers.set(worker, timer);
  }

  return {
    draw: (job, signal) => enqueue({ job }, false, signal) as Promise<Buffer>,
    inspect: (image, need) => enqueue({ inspect: { image, need } }, true) as Promise<boolean>,
    busy: () => running,
    async close() {
      for (const job of queue.splice(0)) job.reject(cancelled());
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}

let shared: RenderPool | undefined;

/** The process's one pool, which every local render of this process shares. */
export function renderPool(): RenderPool {
  return (shared ??= createRenderPool());
}
