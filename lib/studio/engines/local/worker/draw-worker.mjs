/**
 * A drawing thread of the render pool (lib/studio/engines/render-pool.ts): draws one variant at a time with the local
 * engine and posts the image back. The engine is TypeScript, loaded as it is with Node's own type stripping, so this
 * thread needs no bundler, compiler or loader package: the same files run under next dev and start, tsx and Jest.
 * Node finds TypeScript's extensionless imports and the `@/` alias only through the hooks below.
 */
import { readlinkSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

// Drawing yields to the event loop when they want the same core: on Linux each thread has an id of its own (the last
// part of /proc/thread-self) and a priority of its own. Elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux, or not allowed: drawing still runs off the event loop, at the same priority.
}

// libvips has one thread count for the whole process, and by default gives every image op a thread per core: with a
// drawing thread on every core but one, each op's helpers would take the event loop's core too (on two cores,
// /api/health's p99 while four renders ran went from 1.7 to 2.0 × idle). One thread per op once the process draws:
// the pool is the parallelism.
sharp.concurrency(1);

// The project's root, where every way we start the app runs from; not a URL relative to this file, which Turbopack
// would try to resolve as a module when it follows the pool's `new Worker` here.
const ROOT = pathToFileURL(`${process.cwd()}/`);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const ours = specifier.startsWith('.') || specifier.startsWith('@/');
    const named = specifier.startsWith('@/') ? new URL(specifier.slice(2), ROOT).href : specifier;
    try {
      return nextResolve(named, context);
    } catch (error) {
      if (!ours || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      return nextResolve(`${named}.ts`, context);
    }
  },
  // Our TypeScript is ES modules; said outright, Node neither guesses (and warns that it did) nor parses twice.
  load(url, context, nextLoad) {
    const ours = url.startsWith(ROOT.href) && url.endsWith('.ts') && !url.includes('/node_modules/');
    return nextLoad(url, ours ? { ...context, format: 'module-typescript' } : context);
  },
});

const { drawLocally } = await import('../draw-locally.ts');
const { photoFits } = await import('../edits/photo-fits.ts');
const { EngineError } = await import('../../render-engine.ts');

parentPort.on('message', async ({ job, inspect }) => {
  try {
    if (inspect) {
      const image = Buffer.from(inspect.image.buffer, inspect.image.byteOffset, inspect.image.byteLength);
      parentPort.postMessage({ fits: await photoFits(image, inspect.need) });
      return;
    }
    const output = await drawLocally({
      ...job,
      image: Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength),
      mask: job.mask && Buffer.from(job.mask.buffer, job.mask.byteOffset, job.mask.byteLength),
    });
    parentPort.postMessage({ output });
  } catch (error) {
    // A photo the engine turns down is the user's to know; anything else is a bug, told with its stack.
    parentPort.postMessage(
      error instanceof EngineError
        ? { refusal: { code: error.code, description: error.message } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    );
  }
});
