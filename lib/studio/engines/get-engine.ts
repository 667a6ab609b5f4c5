import { createLocalEngine } from './local-engine';
import type { RenderEngine } from './render-engine';

let engine: RenderEngine | undefined;

/**
 * The engine of the in-process worker (embedded mode). With Replicate configured, renders go to
 * `startReplicateRender` instead and finish by webhook (see `dispatchRender`).
 */
export function getEngine(): RenderEngine {
  engine ??= createLocalEngine();
  return engine;
}
