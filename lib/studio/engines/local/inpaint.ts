import { EngineError } from '../render-engine';
import { clampByte } from './colour';
import { detectLineSegments } from './detect-line-segments';
import { fillByPatches } from './fill-by-patches';
import { type Guide, patchLevel } from './patch-level';
import type { RawImage } from './raw-image';
import type { Box, Mask } from './read-mask';
import { seededRandom } from './seeded-random';
import { findVanishingPoints } from './vanishing-points';

/**
 * The mask's bounding box plus a margin of known pixels to copy from (clamped to the photo): wide enough to hold
 * the surface around the object, near enough that a wall's patches are not used to fill a floor.
 */
function workArea(box: Box, width: number, height: number): Box {
  const margin = Math.max(24, Math.round(Math.max(box.right - box.left, box.bottom - box.top) * 0.6));
  return {
    left: Math.max(0, box.left - margin),
    top: Math.max(0, box.top - margin),
    right: Math.min(width, box.right + margin),
    bottom: Math.min(height, box.bottom + margin),
  };
}

/**
 * Removes what is under the mask by rebuilding it from patches of the photo around it (see fillByPatches), guided
 * along the room's vanishing points, then blends the result in with the mask's feathered alpha, so pixels outside
 * the mask's region are untouched.
 */
export async function inpaint(image: RawImage, mask: Mask, variant: number): Promise<RawImage> {
  const { width, height } = image;
  const area = workArea(mask.box, width, height);
  const w = area.right - area.left;
  const h = area.bottom - area.top;

  const colour = new Float32Array(w * h * 3);
  const hole = new Uint8Array(w * h);
  let knownCount = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const p = (area.top + y) * width + area.left + x;
      colour[3 * i] = image.data[3 * p]!;
      colour[3 * i + 1] = image.data[3 * p + 1]!;
      colour[3 * i + 2] = image.data[3 * p + 2]!;
      if (mask.region[p]) hole[i] = 1;
      else knownCount++;
    }
  }
  if (knownCount < w * h * 0.02) throw new EngineError('mask_too_large');
  const random = seededRandom(variant + 1);
  const points = findVanishingPoints(await detectLineSegments(image), width, height, random);
  const guides = points.map(({ point: [x, y, z] }): Guide => [x - area.left * z, y - area.top * z, z]);
  const level = patchLevel(colour, hole, w, h, guides);
  if (!level.sources.length) throw new EngineError('mask_too_large');

  fillByPatches(level, random);

  const out = new Uint8Array(image.data);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!hole[i]) continue;
      const p = (area.top + y) * width + area.left + x;
      const a = mask.alpha[p]!;
      for (let c = 0; c < 3; c++) {
        out[3 * p + c] = clampByte(image.data[3 * p + c]! * (1 - a) + colour[3 * i + c]! * a);
      }
    }
  }
  return { data: out, width, height };
}
