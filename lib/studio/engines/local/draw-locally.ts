import type { ToolId } from '../../catalog/tools';
import { type EngineJob, EngineError } from '../render-engine';
import { drawEdit } from './edits/draw-edit';
import { isEditTool } from '../../catalog/edit-tools';
import { gradeToStyle } from './grade-to-style';
import { inpaint } from './inpaint';
import { laySurface } from './lay-surface';
import type { MaterialKind } from './procedural-material';
import { encodeRawImage, readRawImage } from './raw-image';
import { readMask } from './read-mask';
import { REGION_TOOLS } from './region-tools';
import { relight } from './relight';
import { stageFurniture } from './stage-furniture';

/** The surface each material tool lays into the brushed area. */
const MATERIALS: Partial<Record<ToolId, MaterialKind>> = {
  'floor-swap': 'planks',
  'kitchen-cabinets': 'shaker',
  'bathroom-refresh': 'tiles',
};

/** Tools whose result is the room furnished: graded toward the style, then staged. */
const STAGING: readonly ToolId[] = ['virtual-staging', 'room-converter'];

async function drawMasked(job: EngineJob): Promise<Buffer> {
  if (!job.mask) throw new EngineError('mask_empty');
  const image = await readRawImage(job.image);
  const mask = await readMask(job.mask, image.width, image.height);
  const material = MATERIALS[job.tool.id];
  if (!material) return encodeRawImage(await inpaint(image, mask, job.variant));
  return encodeRawImage(await laySurface(image, mask, material, job.style.palette, job.variant));
}

/**
 * The local engine's drawing of one variant: real image operations, labelled as the offline preview in the UI.
 * Every output keeps the input's size, and masked tools change only the brushed area (grown by a few pixels).
 * Cleanup and declutter rebuild the area from patches of its surroundings; floor, cabinet and bathroom tools lay a
 * drawn material on the brushed surface's plane, in the photo's perspective and light, around what stands on it;
 * redesign, furniture restyle and the outdoor tools change the parts of the photo they name (see region-tools.ts);
 * staging stands furniture on the free floor in the room's perspective; the photo edits (enhance, straighten, sky,
 * dusk, wall paint) are edits/draw-edit.ts's; the rest grade toward the style.
 * Its graph of imports is plain, erasable TypeScript with no aliases but the error catalogue's: a drawing thread
 * loads it as it is (worker/draw-worker.mjs).
 */
export async function drawLocally(job: EngineJob): Promise<Buffer> {
  if (isEditTool(job.tool.id)) return drawEdit(job.tool.id, job);
  if (job.tool.needsMask) return drawMasked(job);
  if (job.tool.id === 'lighting') return relight(job.image);
  const regional = REGION_TOOLS[job.tool.id];
  if (regional) return regional(job);
  if (STAGING.includes(job.tool.id)) return stageFurniture(job);
  return gradeToStyle(job.image, job.style, job.variant);
}
