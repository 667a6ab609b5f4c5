import '@/lib/server-only';
import type { RenderEngine } from '../render-engine';
import { cancelRunningPredictions } from './cancel-running-predictions';
import {
  DEFAULT_START_OPTIONS,
  REPLICATE_ENGINE_NAME,
  type StartOptions,
  startReplicateRender,
} from './start-replicate-render';

/**
 * Replicate as a render engine: dispatch starts the predictions (they finish through the signed webhook, or the
 * reconciler when one is lost), cancel stops the ones still running so nobody pays for results thrown away.
 */
export function createReplicateEngine(options: Partial<StartOptions> = {}): RenderEngine {
  const start = { ...DEFAULT_START_OPTIONS, ...options };
  return {
    name: REPLICATE_ENGINE_NAME,
    dispatch: (render) => startReplicateRender(render, start),
    cancel: cancelRunningPredictions,
  };
}
