import { hexToRgb } from '../colour';
import { TO_LINEAR, toLab, toSrgbByte } from '../lab';
import type { RawImage } from '../raw-image';
import type { Mask } from '../read-mask';
import { findWalls } from './find-walls';

// Read once, not per pixel: see ../box-blur.ts.
const { cbrt, hypot, round } = Math;

/**
 * Within a brushed area, a pixel this far in colour (a, b) from the area's typical colour, or this much lighter or
 * darker, is something in front of the wall the brush ran over (a lamp, a plant, a frame), and keeps its colour.
 */
const OTHER_CHROMA = 14;
const OTHER_LIGHTNESS = [0.35, 2.2] as const;

/** Steps of the histograms medians are read from, and of linear light in the table back to sRGB. */
const STEPS = 4096;
const TO_BYTE = Uint8Array.from({ length: STEPS + 1 }, (_, k) => toSrgbByte(k / STEPS));

/** The weighted median of values in [lo, hi]. */
function median(values: Float32Array, weight: Float32Array, lo: number, hi: number): number {
  const histogram = new Float64Array(STEPS + 1);
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const w = weight[i]!;
    if (w <= 0) continue;
    const t = (values[i]! - lo) / (hi - lo);
    histogram[t < 0 ? 0 : t > 1 ? STEPS : round(t * STEPS)]! += w;
    total += w;
  }
  let sum = 0;
  for (let k = 0; k <= STEPS; k++) {
    sum += histogram[k]!;
    if (sum >= total / 2) return lo + ((hi - lo) * k) / STEPS;
  }
  return (lo + hi) / 2;
}

/** The found walls, softened a pixel inward only: the rim blends, and nothing outside the walls changes. */
function foundWalls(image: RawImage): Float32Array {
  const { width, height } = image;
  const walls = findWalls(image);
  const weight = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!walls[i]) continue;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) {
        weight[i] = 1;
        continue;
      }
      let count = 0;
      for (let dy = -width; dy <= width; dy += width)
        for (let dx = -1; dx <= 1; dx++) if (walls[i + dy + dx]) count++;
      weight[i] = count / 9;
    }
  }
  return weight;
}

/**
 * The brushed area (the user says it is wall), less the pixels in it that clearly are not: far in colour from the
 * area's typical colour, or far lighter or darker.
 */
function brushedWalls(image: RawImage, mask: Mask): Float32Array {
  const lab = toLab(image);
  const L = median(lab.L, mask.alpha, 0, 100);
  const a = median(lab.a, mask.alpha, -128, 128);
  const b = median(lab.b, mask.alpha, -128, 128);
  const weight = new Float32Array(mask.alpha.length);
  for (let i = 0; i < weight.length; i++) {
    const alpha = mask.alpha[i]!;
    if (alpha <= 0) continue;
    const ratio = (lab.L[i]! + 1) / (L + 1);
    const other =
      hypot(lab.a[i]! - a, lab.b[i]! - b) > OTHER_CHROMA ||
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
 * asked for, and everything in front of it keeps every pixel. With a mask, only the brushed area is painted, less
 * what clearly is not wall within it.
 */
export function paintWalls(image: RawImage, color: string, mask: Mask | null): RawImage {
  const { data, width, height } = image;
  const n = width * height;
  const weight = mask ? brushedWalls(image, mask) : foundWalls(image);
  const luminance = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (weight[i]! <= 0) continue;
    luminance[i] =
      0.2126 * TO_LINEAR[data[3 * i]!]! +
      0.7152 * TO_LINEAR[data[3 * i + 1]!]! +
      0.0722 * TO_LINEAR[data[3 * i + 2]!]!;
  }
  // Lightness, not luminance, is what the eye averages over: the median is taken on a perceptual scale.
  const lightness = new Float32Array(n);
  for (let i = 0; i < n; i++) lightness[i] = cbrt(luminance[i]!);
  const typical = median(lightness, weight, 0, 1) ** 3;
  const paint = hexToRgb(color).map((v) => TO_LINEAR[v]!);
  const out = new Uint8Array(data);
  for (let i = 0; i < n; i++) {
    const w = weight[i]!;
    if (w <= 0) continue;
    const light = (luminance[i]! / typical) * STEPS;
    for (let c = 0; c < 3; c++) {
      const step = round(paint[c]! * light);
      const painted = TO_BYTE[step > STEPS ? STEPS : step]!;
      const k = 3 * i + c;
      out[k] = w >= 1 ? painted : round(data[k]! + (painted - data[k]!) * w);
    }
  }
  return { data: out, width, height };
}
