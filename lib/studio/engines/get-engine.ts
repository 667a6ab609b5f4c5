import { createLocalEngine } from './local-engine';
import type { RenderEngine } from './render-engine';

let engine: RenderEngine | undefined;

/** The render engine. The Replicate adapter (production) is not built yet; the local engine serves every mode. */
export function getEngine(): RenderEngine {
  engine ??= createLocalEngine();
  return engine;
}
