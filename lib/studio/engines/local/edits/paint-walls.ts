import { boxBlur } from '../box-blur';
import { hexToRgb } from '../colour';
import { TO_LINEAR, toLab, toSrgbByte } from '../lab';
import type { RawImage } from '../raw-image';
import type { Mask } from '../read-mask';
import { findWalls } from './find-walls';

// Read once, not per pixel: see ../box-blur.ts.
const { hypot } = Math;

/**
 * Within a brushed area, a pixel this far in colour (a, b) from the area's typical colour, or this much lighter or
 * darker, is something in front of the wall the brush ran over (a lamp, a plant, a frame), and keeps its colour.
 */
const OTHER_CHROMA = 14;
const OTHER_LIGHTNESS = [0.35, 2.2] as const;

/** The median of the values where weight > 0 (values 0–100, in tenths). */
function median(values: Float32Array, weight: Float32Array): number {
  const histogram = new Float64Array(1001);
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    if (weight[i]! <= 0) continue;
    const v = values[i]!;
    histogram[v < 0 ? 0 : v > 100 ? 1000 : Math.round(v * 10)]! += weight[i]!;
    total += weight[i]!;
  }
  let sum = 0;
  for (let k = 0; k < histogram.length; k++) {
    sum += histogram[k]!;
    if (sum >= total / 2) return k / 10;
  }
  return 50;
}

/** How much of each pixel is wall to repaint (0–1): found walls, or the brushed area without what stands in front. */
function wallWeights(image: RawImage, mask: Mask | null, lab: ReturnType<typeof toLab>): Float32Array {
  const { width, height } = image;
  const n = width * height;
  if (!mask) {
    const walls = findWalls(image);
    const binary = new Float32Array(n);
    for (let i = 0; i < n; i++) if (walls[i]) binary[i] = 1;
    // Softened a pixel inward only: the wall's rim blends, nothing outside it changes.
    const soft = boxBlur(binary, width, height, 1);
    for (let i = 0; i < n; i++) binary[i] = binary[i]! > 0 ? soft[i]! : 0;
    return binary;
  }
  const typical = [
    median(lab.L, mask.alpha),
    median(
      lab.a.map((v) => v + 50),
      mask.alpha,
    ) - 50,
    median(
      lab.b.map((v) => v + 50),
      mask.alpha,
    ) - 50,
  ];
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const alpha = mask.alpha[i]!;
    if (alpha <= 0) continue;
    const ratio = (lab.L[i]! + 1) / (typical[0]! + 1);
    const other =
      hypot(lab.a[i]! - typical[1]!, lab.b[i]! - typical[2]!) > OTHER_CHROMA ||
      ratio < OTHER_LIGHTNESS[0] ||
      ratio > OTHER_LIGHTNESS[1];
    if (!other) weight[i] = alpha;
  }
  return weight;
}

/**
 * The walls repainted in `color` ('#RRGGBB'), as paint would look in the room's own light: each pixel is the paint's
 * reflectance (linear RGB) times the light falling on the wall there, read as the pixel's luminance over the wall's
 * typical (median) luminance. The wall's shading and texture stay, its typical patch comes out in exactly the colour
 * asked for, and everything in front of it (not wall) keeps every pixel. With a mask, only the brushed area is
 * painted, less what clearly is not wall within it.
 */
export function paintWalls(image: RawImage, color: string, mask: Mask | null): RawImage {
  const { data, width, height } = image;
  const n = width * height;
  const lab = toLab(image);
  const weight = wallWeights(image, mask, lab);
  const typicalL = median(lab.L, weight);
  const typicalY = ((typicalL + 16) / 116) ** 3;
  const paint = hexToRgb(color).map((v) => TO_LINEAR[v]!);
  const out = new Uint8Array(data);
  for (let i = 0; i < n; i++) {
    const w = weight[i]!;
    if (w <= 0) continue;
    const L = lab.L[i]!;
    const Y = L > 8 ? ((L + 16) / 116) ** 3 : L / 903.3;
    const light = Y / typicalY;
    for (let c = 0; c < 3; c++) {
      const painted = toSrgbByte(paint[c]! * light);
      const k = 3 * i + c;
      out[k] = w >= 1 ? painted : Math.round(data[k]! + (painted - data[k]!) * w);
    }
  }
  return { data: out, width, height };
}
