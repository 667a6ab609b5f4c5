import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { structureTolerance } from '../catalog/strict-layout';
import { findTool } from '../catalog/tools';
import type { StructureCheck } from './check-structure';
import type { StructureVerdict } from './judge-structure';

type Pending = { resolve(verdict: StructureVerdict): void; reject(error: Error): void };
type Reply =
  | { id: number; verdict: Omit<StructureVerdict, 'result'> & { result: Uint8Array } }
  | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  // A file resolved at run time from the root, as the upload decoder's (decode-off-thread.ts says why); Node runs
  // the TypeScript as it is.
  const file = path.join(process.cwd(), 'lib', 'studio', 'guard', 'worker', 'check-structure-worker.ts');
  // Our TypeScript is ES modules under a package.json that does not say so: Node finds out, and need not warn.
  const started = new Worker(file, { execArgv: ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'] });
  started.unref();
  started.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if ('error' in reply) job.reject(new Error(reply.error));
    else {
      const { result } = reply.verdict;
      job.resolve({
        ...reply.verdict,
        result: Buffer.from(result.buffer, result.byteOffset, result.byteLength),
      });
    }
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The structure guard's thread stopped (exit code ${code}).`)));
  return started;
}

/**
 * checkStructure in a worker thread: its pixel loops take tens of milliseconds a photo, which the event loop of a
 * process that also answers requests cannot spare. One thread, kept while the process lives but never holding it
 * open when idle; the photos are copied to it once and the result handed back without a copy.
 */
export function checkStructureOffThread(
  original: Buffer,
  output: Buffer,
  { toolId, mask = null, strictLayout = false }: StructureCheck,
): Promise<StructureVerdict> {
  const tool = findTool(toolId);
  if (!tool) return Promise.reject(new Error(`No tool ${toolId} in the catalogue.`));
  worker ??= startWorker();
  const thread = worker;
  const id = nextId++;
  const bytes = [
    new Uint8Array(original),
    new Uint8Array(output),
    mask ? new Uint8Array(mask) : null,
  ] as const;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage(
      {
        id,
        original: bytes[0],
        output: bytes[1],
        tolerance: structureTolerance(tool, strictLayout),
        mask: bytes[2],
        geometryCorrected: tool.correctsGeometry,
      },
      bytes.filter((b) => b !== null).map((b) => b.buffer),
    );
  });
}
