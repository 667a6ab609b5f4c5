import { hexToRgb } from '../colour';
import { TO_LINEAR, toLab, toSrgbByte } from '../lab';
import type { RawImage } from '../raw-image';
import type { Mask } from '../read-mask';
import { findWalls, wallWeights } from './find-walls';

// Read once, not per pixel: see ../box-blur.ts.
const { cbrt, hypot, round } = Math;

/**
 * Within a brushed area, a pixel this far in colour (a, b) from the wall's typical colour, or this much lighter or
 * darker (as a ratio), is not wall: the outline of something in front of it.
 */
const OTHER_CHROMA = 10;
const OTHER_LIGHTNESS = [0.45, 2] as const;
/** Found wall over this share of the brushed area: the brush is on a wall findWalls sees. */
const SEEDED_SHARE = 0.1;

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

/**
 * The brushed area (the user says it is wall), less what clearly stands in front of the wall: the brushed pixels
 * reached from the walls found in it (or, where none is found, from the largest patch of the area's typical colour)
 * without crossing a pixel far from that colour. A picture, a lamp, a plant the brush ran over is cut off from the
 * wall by its own outline, however like the wall its inside is.
 */
function brushedWalls(image: RawImage, mask: Mask): Float32Array {
  const { width, height } = image;
  const n = width * height;
  const lab = toLab(image);
  const found = findWalls(image);
  const { region, alpha } = mask;
  let brushed = 0;
  let seeded = 0;
  const typicalWeight = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (alpha[i]! < 1) continue;
    brushed++;
    if (found[i]) seeded++;
  }
  // The typical colour is the found wall's where the brush found one, else the whole brushed area's.
  const fromFound = seeded > SEEDED_SHARE * brushed;
  for (let i = 0; i < n; i++) if (alpha[i]! >= 1 && (!fromFound || found[i])) typicalWeight[i] = 1;
  const L = median(lab.L, typicalWeight, 0, 100);
  const a = median(lab.a, typicalWeight, -128, 128);
  const b = median(lab.b, typicalWeight, -128, 128);
  const alike = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!region[i]) continue;
    const ratio = (lab.L[i]! + 2) / (L + 2);
    if (
      hypot(lab.a[i]! - a, lab.b[i]! - b) < OTHER_CHROMA &&
      ratio > OTHER_LIGHTNESS[0] &&
      ratio < OTHER_LIGHTNESS[1]
    )
      alike[i] = 1;
    else if (found[i]) alike[i] = 1;
  }
  const paint = reachable(alike, fromFound ? found : largestPatch(alike, width, height), width, height);
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) if (paint[i]) weight[i] = alpha[i]!;
  return weight;
}

/** The set pixels 4-connected to a seed that is set. */
function reachable(set: Uint8Array, seeds: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(set.length);
  const stack = new Int32Array(set.length);
  let size = 0;
  for (let i = 0; i < set.length; i++) {
    if (set[i] && seeds[i]) {
      out[i] = 1;
      stack[size++] = i;
    }
  }
  while (size > 0) {
    const i = stack[--size]!;
    const x = i % width;
    const visit = (j: number) => {
      if (set[j] && !out[j]) {
        out[j] = 1;
        stack[size++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < (height - 1) * width) visit(i + width);
  }
  return out;
}

/** The largest 4-connected patch of set pixels. */
function largestPatch(set: Uint8Array, width: number, height: number): Uint8Array {
  const label = new Int32Array(set.length).fill(-1);
  const stack = new Int32Array(set.length);
  let best = -1;
  let bestCount = 0;
  let next = 0;
  for (let start = 0; start < set.length; start++) {
    if (!set[start] || label[start]! >= 0) continue;
    const id = next++;
    let count = 0;
    let size = 0;
    label[start] = id;
    stack[size++] = start;
    while (size > 0) {
      const i = stack[--size]!;
      count++;
      const x = i % width;
      const visit = (j: number) => {
        if (set[j] && label[j]! < 0) {
          label[j] = id;
          stack[size++] = j;
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < (height - 1) * width) visit(i + width);
    }
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  const out = new Uint8Array(set.length);
  for (let i = 0; i < set.length; i++) if (label[i] === best) out[i] = 1;
  return out;
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
  const weight = mask ? brushedWalls(image, mask) : wallWeights(image);
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
