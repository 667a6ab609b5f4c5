/**
 * The thread the structure guard runs in, so its pixel loops cost this thread's time, never the server's event
 * loop. Loaded by Node as it is (type annotations stripped, imports relative with their extension): no bundler
 * sees it (check-structure-off-thread.ts).
 *
 * Takes `{ id, original, output, tolerance, mask, geometryCorrected }`, answers `{ id, verdict }` or `{ id, error }`.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { judgeStructure } from '../judge-structure.ts';

type Request = {
  id: number;
  original: Uint8Array;
  output: Uint8Array;
  tolerance: number;
  mask: Uint8Array | null;
  geometryCorrected: boolean;
};

// The guard yields to the event loop when they want the same core (see uploads/worker/decode-worker.mjs).
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux, or not allowed: the guard still runs off the event loop, at the same priority.
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

parentPort!.on('message', (request: Request) => {
  judgeStructure(toBuffer(request.original), toBuffer(request.output), {
    tolerance: request.tolerance,
    mask: request.mask ? toBuffer(request.mask) : null,
    geometryCorrected: request.geometryCorrected,
  }).then(
    (verdict) => {
      const result = new Uint8Array(verdict.result);
      parentPort!.postMessage({ id: request.id, verdict: { ...verdict, result } }, [result.buffer]);
    },
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
