import '@/lib/server-only';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { uploadRefusal, type TUploadRefusalReason } from './upload-refusal';
import { DECODER_HEAP_MB, DECODE_TIMEOUT_MS, MAX_INPUT_PIXELS, NORMALISED_LONG_EDGE } from './upload-limits';

export type RawImage = { width: number; height: number; channels: 3 | 4; data: Uint8Array };
type Reply = { image: RawImage } | { refusal: { reason: TUploadRefusalReason; detail: string } };
type Job = {
  format: 'bmp' | 'heif';
  bytes: Uint8Array;
  resolve(image: RawImage): void;
  reject(error: Error): void;
};

/** One core stays with the event loop; on one core, the loop and a single decoder take turns. */
const MAX_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * How long an idle thread is kept: long enough that a burst of uploads starts libheif once, short enough that the
 * memory of a large decode is given back (WebAssembly memory never shrinks while its thread lives).
 */
const IDLE_MS = 15_000;

const idle: Worker[] = [];
const idleTimers = new Map<Worker, NodeJS.Timeout>();
const queue: Job[] = [];
let running = 0;

/**
 * Decodes a BMP or a HEIC/HEIF in a worker thread, never on the event loop: our BMP decoder and libheif are
 * JavaScript and WebAssembly, and a 49 MP bitmap held the loop (so every other request) for two seconds. The image
 * comes back already shrunk to the normalised size (decode-worker.mjs says why). Each thread has a capped heap and
 * each decode a deadline; a file that breaks either, or that its decoder refuses, is a 422 and the thread is
 * replaced. There are as many threads as cores less one; further uploads wait their turn.
 */
export function decodeOffThread(bytes: Uint8Array, format: 'bmp' | 'heif'): Promise<RawImage> {
  return new Promise((resolve, reject) => {
    queue.push({ format, bytes, resolve, reject });
    dispatch();
  });
}

function dispatch() {
  while (queue.length > 0 && (idle.length > 0 || running < MAX_THREADS)) {
    const worker = idle.pop() ?? startWorker();
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    run(worker, queue.shift()!);
  }
}

function startWorker(): Worker {
  // A plain file resolved at run time, not an import or `new URL(…, import.meta.url)`: webpack, Turbopack and Jest
  // would each bundle (or fail to bundle) those differently. The file and libheif are traced into the build output
  // by next.config.js, and every way we start the app (next dev and start, jest, tsx scripts) runs from the root.
  const file = path.join(process.cwd(), 'lib', 'studio', 'uploads', 'worker', 'decode-worker.mjs');
  const worker = new Worker(file, {
    resourceLimits: { maxOldGenerationSizeMb: DECODER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  // An idle thread has no job listening; its failure must not become an uncaught 'error' event.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
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
  const finish = (outcome: RawImage | Error, keepWorker: boolean) => {
    clearTimeout(deadline);
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    running--;
    if (keepWorker) park(worker);
    else void worker.terminate();
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    dispatch();
  };
  const onMessage = (reply: Reply) =>
    'image' in reply
      ? finish(reply.image, true)
      : finish(uploadRefusal(reply.refusal.reason, reply.refusal.detail), true);
  // A thread that runs out of heap was made to by the file; anything else (the worker file missing, say) is ours.
  const onError = (error: Error & { code?: string }) =>
    finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? uploadRefusal('too_much_memory') : error, false);
  const onExit = (code: number) =>
    finish(new Error(`The image decoder thread stopped (exit code ${code}).`), false);
  const deadline = setTimeout(() => finish(uploadRefusal('too_slow'), false), DECODE_TIMEOUT_MS);
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  // A copy handed over whole costs one memcpy here; cloning the caller's buffer would serialise it on this thread
  // and copy it again on the other.
  const bytes = new Uint8Array(job.bytes);
  worker.postMessage(
    { format: job.format, bytes, maxPixels: MAX_INPUT_PIXELS, maxEdge: NORMALISED_LONG_EDGE },
    [bytes.buffer],
  );
}

/** Keeps a thread for the next upload without letting it hold the process open. */
function park(worker: Worker) {
  worker.unref();
  idle.push(worker);
  const timer = setTimeout(() => void worker.terminate(), IDLE_MS);
  timer.unref();
  idleTimers.set(worker, timer);
}
