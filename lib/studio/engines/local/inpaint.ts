import { EngineError } from '../render-engine';
import type { RawImage } from './raw-image';
import type { Box, Mask } from './read-mask';
import { seededRandom } from './seeded-random';
import { clampByte } from './colour';

/** One pyramid level: colours normalised per pixel, and how much of each pixel is known (0–1). */
type Level = { width: number; height: number; colour: Float32Array; weight: Float32Array };

/** Sweeps of Laplace relaxation per level while pulling up: enough to melt the bilinear seams, cheap at any size. */
const SWEEPS = 6;

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

/** Halves a level: each coarse pixel is the weighted mean of the known pixels under it. */
function push(fine: Level): Level {
  const width = Math.ceil(fine.width / 2);
  const height = Math.ceil(fine.height / 2);
  const colour = new Float32Array(width * height * 3);
  const weight = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let w = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < 2; dy++) {
        const fy = 2 * y + dy;
        if (fy >= fine.height) continue;
        for (let dx = 0; dx < 2; dx++) {
          const fx = 2 * x + dx;
          if (fx >= fine.width) continue;
          const i = fy * fine.width + fx;
          const k = fine.weight[i]!;
          w += k;
          r += k * fine.colour[3 * i]!;
          g += k * fine.colour[3 * i + 1]!;
          b += k * fine.colour[3 * i + 2]!;
        }
      }
      const o = y * width + x;
      if (w > 0) {
        colour[3 * o] = r / w;
        colour[3 * o + 1] = g / w;
        colour[3 * o + 2] = b / w;
      }
      // Saturating: a coarse pixel with one known child is already trusted fully (Gortler et al.'s clamp).
      weight[o] = Math.min(1, w);
    }
  }
  return { width, height, colour, weight };
}

/** Fills the unknown share of each fine pixel with the bilinearly upsampled coarse level. */
function pull(fine: Level, coarse: Level) {
  for (let y = 0; y < fine.height; y++) {
    const cy = Math.min(Math.max((y + 0.5) / 2 - 0.5, 0), coarse.height - 1);
    const y0 = Math.floor(cy);
    const y1 = Math.min(y0 + 1, coarse.height - 1);
    const ty = cy - y0;
    for (let x = 0; x < fine.width; x++) {
      const i = y * fine.width + x;
      const known = fine.weight[i]!;
      if (known >= 1) continue;
      const cx = Math.min(Math.max((x + 0.5) / 2 - 0.5, 0), coarse.width - 1);
      const x0 = Math.floor(cx);
      const x1 = Math.min(x0 + 1, coarse.width - 1);
      const tx = cx - x0;
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) => coarse.colour[3 * (yy * coarse.width + xx) + c]!;
        const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * tx;
        const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * tx;
        const up = top + (bottom - top) * ty;
        fine.colour[3 * i + c] = known * fine.colour[3 * i + c]! + (1 - known) * up;
      }
    }
  }
}

/** Gauss–Seidel sweeps of the Laplace equation over the pixels that were unknown: a smooth membrane fill. */
function relax(level: Level, unknown: Uint8Array) {
  const { width, height, colour } = level;
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (!unknown[i]) continue;
        const left = x > 0 ? i - 1 : i + 1;
        const right = x < width - 1 ? i + 1 : i - 1;
        const up = y > 0 ? i - width : i + width;
        const down = y < height - 1 ? i + width : i - width;
        for (let c = 0; c < 3; c++) {
          colour[3 * i + c] =
            (colour[3 * left + c]! + colour[3 * right + c]! + colour[3 * up + c]! + colour[3 * down + c]!) /
            4;
        }
      }
    }
  }
}

/**
 * The photo's fine grain just outside the mask (mean absolute deviation of each pixel from its four neighbours'
 * mean), so the filled patch carries the same grain instead of looking airbrushed.
 */
function grainAround(level: Level, unknown: Uint8Array): number {
  const { width, height, colour } = level;
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
 * Removes what is under the mask by filling it from its surroundings: push–pull interpolation (Gortler et al.,
 * "The Lumigraph", SIGGRAPH 1996) on an image pyramid, with Laplace relaxation at every level on the way up, which
 * approximates the harmonic (membrane) fill that diffusion inpainting converges to, in linear time. Smooth surfaces
 * (walls, floors, counters) come back cleanly; strong structure crossing the mask is softened, as with any
 * diffusion fill. The result is blended in with the mask's feathered alpha, so pixels outside the mask's region are
 * untouched.
 */
export function inpaint(image: RawImage, mask: Mask, variant: number): RawImage {
  const { width, height } = image;
  const area = workArea(mask.box, width, height);
  const w = area.right - area.left;
  const h = area.bottom - area.top;

  const base: Level = {
    width: w,
    height: h,
    colour: new Float32Array(w * h * 3),
    weight: new Float32Array(w * h),
  };
  const unknown = new Uint8Array(w * h);
  let knownCount = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const src = (area.top + y) * width + area.left + x;
      const i = y * w + x;
      for (let c = 0; c < 3; c++) base.colour[3 * i + c] = image.data[3 * src + c]!;
      if (mask.region[src]) unknown[i] = 1;
      else {
        base.weight[i] = 1;
        knownCount++;
      }
    }
  }
  if (knownCount < w * h * 0.02) {
    throw new EngineError(
      'The brush covers almost the whole photo: brush only what to remove, so it can be filled from the rest of the room.',
    );
  }

  const levels: Level[] = [base];
  while (
    levels.at(-1)!.weight.some((k) => k < 1) &&
    (levels.at(-1)!.width > 1 || levels.at(-1)!.height > 1)
  ) {
    levels.push(push(levels.at(-1)!));
  }
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l]!;
    const holes = new Uint8Array(fine.width * fine.height);
    for (let i = 0; i < holes.length; i++) holes[i] = fine.weight[i]! < 1 ? 1 : 0;
    pull(fine, levels[l + 1]!);
    relax(fine, holes);
  }

  const grain = grainAround(base, unknown);
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
        const fill = base.colour[3 * i + c]! + noise;
        out[3 * dst + c] = clampByte(image.data[3 * dst + c]! * (1 - a) + fill * a);
      }
    }
  }
  return { data: out, width, height };
}
