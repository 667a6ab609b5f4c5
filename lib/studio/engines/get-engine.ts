import '@/lib/server-only';
import { getServerEnv } from '@/lib/env';
import { LOCAL_ENGINE_NAME, createLocalEngine } from './local-engine';
import { isEditTool } from '../catalog/edit-tools';
import type { RenderEngine } from './render-engine';
import { createReplicateEngine } from './replicate/replicate-engine';
import { REPLICATE_ENGINE_NAME } from './replicate/start-replicate-render';

const engines = new Map<string, RenderEngine>();

function engineNamed(name: string): RenderEngine {
  let engine = engines.get(name);
  if (!engine) {
    engine = name === REPLICATE_ENGINE_NAME ? createReplicateEngine() : createLocalEngine();
    engines.set(name, engine);
  }
  return engine;
}

/**
 * The engine this server renders `tool` with: Replicate when it is configured, else the local engine. The photo edits
 * are the local engine's in hosted mode too (LOCAL_IN_HOSTED_MODE in replicate-models.ts says why, per tool).
 */
export function getEngine(tool?: string): RenderEngine {
  const replicate = getServerEnv().adapters.renderEngine === 'replicate' && !(tool && isEditTool(tool));
  return engineNamed(replicate ? REPLICATE_ENGINE_NAME : LOCAL_ENGINE_NAME);
}

/** The engine that took a render (its `engine` column), to stop it; null if none has. */
export function engineOf(render: { engine: string | null }): RenderEngine | null {
  return render.engine === REPLICATE_ENGINE_NAME || render.engine === LOCAL_ENGINE_NAME
    ? engineNamed(render.engine)
    : null;
}
