import { EngineError } from '../render-engine';
import { clampByte } from './colour';
import { loadOpenCv } from './load-opencv';
import type { RawImage } from './raw-image';
import type { Box, Mask } from './read-mask';
import { seededRandom } from './seeded-random';

/** Neighbourhood OpenCV's fast-marching fill draws each pixel from: wide enough to carry gradients into the hole. */
const INPAINT_RADIUS = 7;

/** The mask's bounding box plus a margin of known pixels to fill from (clamped to the photo). */
function workArea(box: Box, width: number, height: number): Box {
  const margin = Math.max(16, Math.round(Math.max(box.right - box.left, box.bottom - box.top) * 0.25));
  return {
    left: Math.max(0, box.left - margin),
    top: Math.max(0, box.top - margin),
    right: Math.min(width, box.right + margin),
    bottom: Math.min(height, box.bottom + margin),
  };
}

/**
 * The photo's fine grain just outside the mask (mean absolute deviation of each pixel from its four neighbours'
 * mean), so the filled patch carries the same grain instead of looking airbrushed.
 */
function grainAround(colour: Uint8Array, width: number, height: number, unknown: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (unknown[i] || unknown[i - 1] || unknown[i + 1] || unknown[i - width] || unknown[i + width])
        continue;
      for (let c = 0; c < 3; c++) {
        const mean =
          (colour[3 * (i - 1) + c]! +
            colour[3 * (i + 1) + c]! +
            colour[3 * (i - width) + c]! +
            colour[3 * (i + width) + c]!) /
          4;
        sum += Math.abs(colour[3 * i + c]! - mean);
        count++;
      }
    }
  }
  return count ? Math.min(sum / count, 6) : 0;
}

/**
 * Removes what is under the mask by filling it from its surroundings with OpenCV's inpainting (Telea's fast
 * marching method) on the mask's neighbourhood. Smooth surfaces (walls, floors, counters) come back cleanly; strong
 * structure crossing the mask is softened, as with any fill from the rim. The photo's own grain is added back so
 * the patch does not look airbrushed, and the result is blended in with the mask's feathered alpha, so pixels
 * outside the mask's region are untouched.
 */
export async function inpaint(image: RawImage, mask: Mask, variant: number): Promise<RawImage> {
  const { width, height } = image;
  const area = workArea(mask.box, width, height);
  const w = area.right - area.left;
  const h = area.bottom - area.top;

  const patch = new Uint8Array(w * h * 3);
  const unknown = new Uint8Array(w * h);
  let knownCount = 0;
  for (let y = 0; y < h; y++) {
    const from = ((area.top + y) * width + area.left) * 3;
    patch.set(image.data.subarray(from, from + w * 3), y * w * 3);
    for (let x = 0; x < w; x++) {
      if (mask.region[(area.top + y) * width + area.left + x]) unknown[y * w + x] = 255;
      else knownCount++;
    }
  }
  if (knownCount < w * h * 0.02) {
    throw new EngineError(
      'The brush covers almost the whole photo: brush only what to remove, so it can be filled from the rest of the room.',
    );
  }

  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(h, w, cv.CV_8UC3, patch);
  const hole = cv.matFromArray(h, w, cv.CV_8UC1, unknown);
  const filled = new cv.Mat();
  let fill: Uint8Array;
  try {
    cv.inpaint(source, hole, filled, INPAINT_RADIUS, cv.INPAINT_TELEA);
    fill = new Uint8Array(filled.data);
  } finally {
    // WebAssembly memory is not garbage-collected.
    source.delete();
    hole.delete();
    filled.delete();
  }

  const grain = grainAround(patch, w, h, unknown);
  const random = seededRandom(variant + 1);
  const out = new Uint8Array(image.data);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!unknown[i]) continue;
      const dst = (area.top + y) * width + area.left + x;
      const a = mask.alpha[dst]!;
      // A sum of three uniforms: near-Gaussian grain with the surroundings' mean deviation, the same on every channel.
      const noise = (random() + random() + random() - 1.5) * 2 * grain;
      for (let c = 0; c < 3; c++) {
        out[3 * dst + c] = clampByte(image.data[3 * dst + c]! * (1 - a) + (fill[3 * i + c]! + noise) * a);
      }
    }
  }
  return { data: out, width, height };
}
