import type { ToolId } from '../catalog/tools';
import { gradeToStyle } from './local/grade-to-style';
import { inpaint } from './local/inpaint';
import { laySurface } from './local/lay-surface';
import type { MaterialKind } from './local/procedural-material';
import { encodeRawImage, readRawImage } from './local/raw-image';
import { readMask } from './local/read-mask';
import { REGION_TOOLS } from './local/region-tools';
import { relight } from './local/relight';
import { stageFurniture } from './local/stage-furniture';
import { inProcessEngine } from './in-process-engine';
import { type EngineJob, EngineError, type ImageRenderer, type RenderEngine } from './render-engine';

export const LOCAL_ENGINE_NAME = 'local-preview';

/** The surface each material tool lays into the brushed area. */
const MATERIALS: Partial<Record<ToolId, MaterialKind>> = {
  'floor-swap': 'planks',
  'kitchen-cabinets': 'shaker',
  'bathroom-refresh': 'tiles',
};

/** Tools whose result is the room furnished: graded toward the style, then staged. */
const STAGING: readonly ToolId[] = ['virtual-staging', 'room-converter'];

async function renderMasked(job: EngineJob): Promise<Buffer> {
  if (!job.mask) throw new EngineError('mask_empty');
  const image = await readRawImage(job.image);
  const mask = await readMask(job.mask, image.width, image.height);
  const material = MATERIALS[job.tool.id];
  if (!material) return encodeRawImage(await inpaint(image, mask, job.variant));
  return encodeRawImage(await laySurface(image, mask, material, job.style.palette, job.variant));
}

/**
 * The embedded engine's drawing: real image operations on this machine, labelled as the offline preview in the UI.
 * Every output keeps the input's size, and masked tools change only the brushed area (grown by a few pixels).
 * Cleanup and declutter rebuild the area from patches of its surroundings; floor, cabinet and bathroom tools lay a
 * drawn material on the brushed surface's plane, in the photo's perspective and light, around what stands on it;
 * redesign, furniture restyle and the outdoor tools change the parts of the photo they name (see region-tools.ts);
 * staging stands furniture on the free floor in the room's perspective; the rest grade toward the style.
 */
export function createLocalRenderer(): ImageRenderer {
  return {
    name: LOCAL_ENGINE_NAME,
    async render(job) {
      if (job.tool.needsMask) return renderMasked(job);
      if (job.tool.id === 'lighting') return relight(job.image);
      const regional = REGION_TOOLS[job.tool.id];
      if (regional) return regional(job);
      if (STAGING.includes(job.tool.id)) return stageFurniture(job);
      return gradeToStyle(job.image, job.style, job.variant);
    },
  };
}

/** The embedded engine: renders in the worker that took the job. */
export function createLocalEngine(): RenderEngine {
  return inProcessEngine(createLocalRenderer());
}
