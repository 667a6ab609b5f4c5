import '@/lib/server-only';
import { drawLocally } from './local/draw-locally';
import { inProcessEngine } from './in-process-engine';
import { type RenderPool, renderPool } from './render-pool';
import type { ImageRenderer, RenderEngine } from './render-engine';

export const LOCAL_ENGINE_NAME = 'local-preview';

/**
 * The embedded engine's drawing on the calling thread (drawLocally says what each tool draws): for scripts and tests
 * that time or check the pixels themselves. Renders of the job workers draw through createLocalEngine's pool.
 */
export function createLocalRenderer(): ImageRenderer {
  return { name: LOCAL_ENGINE_NAME, render: drawLocally };
}

/**
 * The embedded engine: the worker that took the job hands each variant to a drawing thread of the process's pool
 * (or of `pool`), then stores and records the results on its own thread.
 */
export function createLocalEngine(pool: RenderPool = renderPool()): RenderEngine {
  return inProcessEngine({ name: LOCAL_ENGINE_NAME, render: (job, signal) => pool.draw(job, signal) });
}
