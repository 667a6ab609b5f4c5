import type { LabImage } from '../lab';

// Read once, not per pixel: see ../box-blur.ts.
const { abs, min } = Math;

/** Mean Lab b of the found sky above this: white or grey, not blue, a colour a painted ceiling can have. */
const PALE = -8;
/**
 * Mean second difference (pixels at the working size, per column) of the found sky's lower edge under this: the edge
 * is straight lines. Measured at 384 px: white ceilings over the living room's walls 0.28–0.40, overcast skies over
 * the real rooftops and towers 0.97–1.43.
 */
const STRAIGHT = 0.8;
/** A step of the edge counts up to this many pixels: a chimney is one corner, however tall. */
const STEP = 20;
/** Lightness (L units) above the found sky's median that is something brighter than it, not the sky's own range. */
const BRIGHTER = 10;
/**
 * Share of the photo that must be that much brighter: the living room's windows and lamp make 0.6–15 % beside a
 * white ceiling; under an overcast, 0–0.12 % of the real house fronts is (a white cornice, a glint).
 */
const BRIGHTER_SHARE = 0.003;

/**
 * Whether the pale, smooth top that coarse-sky.ts took for an overcast sky is a lit ceiling instead. Colour cannot
 * tell them apart (a white ceiling in daylight photographs neutral or cool, as overcast does), so two cues a ceiling
 * shows and a sky does not are asked for, both:
 * - its lower edge is straight: a ceiling ends on the wall-ceiling edges, straight lines however they converge,
 *   while a sky ends on roofs, chimneys, dormers, trees and wires (a flat roof alone is straight too, hence the
 *   second cue);
 * - something in the photo is clearly brighter than it: a ceiling is lit, by windows and lamps in view, while an
 *   overcast sky is itself the light, and nothing it lights (walls, roofs, paving) outshines it.
 * A blue sky is never asked: no painted ceiling is that blue.
 */
export function isLitCeiling(lab: LabImage, mask: Uint8Array): boolean {
  const { width, height, L, b } = lab;
  const n = width * height;
  const lightness: number[] = [];
  let blue = 0;
  for (let i = 0; i < n; i++) {
    if (!mask[i]) continue;
    lightness.push(L[i]!);
    blue += b[i]!;
  }
  if (lightness.length === 0 || blue / lightness.length < PALE) return false;
  return straightEdge(mask, width, height) && brighterShare(L, mask, lightness) >= BRIGHTER_SHARE;
}

/** Whether the lowest row of the mask, column by column under the top edge, runs in straight lines. */
function straightEdge(mask: Uint8Array, width: number, height: number): boolean {
  const lowest = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x++) {
    if (!mask[x]) continue;
    for (let y = 0; y < height; y++) if (mask[y * width + x]) lowest[x] = y;
  }
  let bend = 0;
  let columns = 0;
  for (let x = 1; x < width - 1; x++) {
    if (lowest[x - 1]! < 0 || lowest[x]! < 0 || lowest[x + 1]! < 0) continue;
    bend += min(STEP, abs(lowest[x + 1]! - 2 * lowest[x]! + lowest[x - 1]!));
    columns++;
  }
  return columns > 0 && bend / columns < STRAIGHT;
}

/** Share of the photo outside the mask more than BRIGHTER above the mask's median lightness. */
function brighterShare(L: Float32Array, mask: Uint8Array, lightness: number[]): number {
  lightness.sort((p, q) => p - q);
  const bar = lightness[lightness.length >> 1]! + BRIGHTER;
  let count = 0;
  for (let i = 0; i < L.length; i++) if (!mask[i] && L[i]! > bar) count++;
  return count / L.length;
}
